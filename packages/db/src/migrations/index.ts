// The ordered list of migrations. Imported statically so they run the same under tsx, vitest
// and any bundler (knex's directory loader cannot import .ts files by itself).
// Add a migration: create `<date>_<change>.ts` with up/down and append it here.
import type { Knex } from 'knex';
import * as users from './20260101000001_users.ts';
import * as settings from './20260101000002_settings.ts';
import * as contactSubmissions from './20260101000003_contact_submissions.ts';
import * as generations from './20260101000004_generations.ts';
import * as llmCalls from './20260101000005_llm_calls.ts';
import * as generationsPromptVersion from './20261123000006_generations_prompt_version.ts';
import * as shares from './20261124000007_shares.ts';
import * as sharesTokenBinary from './20261125000008_shares_token_binary.ts';
import * as generationsJobIdBinary from './20261125000009_generations_job_id_binary.ts';
import * as llmCallsJobIdBinary from './20261125000010_llm_calls_job_id_binary.ts';
import * as llmCallsCallId from './20261125000011_llm_calls_call_id.ts';
import * as generationVersions from './20261126000012_generation_versions.ts';
import * as sharesVersion from './20261126000013_shares_version.ts';
import * as contactSamplesCleared from './20261126000014_contact_samples_cleared.ts';
import * as clients from './20261127000014_clients.ts';
import * as clientCalls from './20261127000015_client_calls.ts';
import * as generationsClientId from './20261127000016_generations_client_id.ts';
import * as generationSources from './20261127000017_generation_sources.ts';
import * as userBrands from './20261128000018_user_brands.ts';
import * as proposalSends from './20261129000019_proposal_sends.ts';
import * as proposalAcceptances from './20261129000020_proposal_acceptances.ts';
import * as proposalChangeRequests from './20261129000021_proposal_change_requests.ts';
import * as proposalViews from './20261129000022_proposal_views.ts';
import * as packs from './20261129000023_packs.ts';
import * as generationsLockedVersion from './20261130000024_generations_locked_version.ts';
import * as generationVersionsName from './20261130000025_generation_versions_name.ts';
import * as proposalThreads from './20261201000026_proposal_threads.ts';
import * as generationVersionsInstructionLonger from './20261201000027_generation_versions_instruction_longer.ts';
import * as brandMoney from './20261201000028_brand_money.ts';
import * as workspaces from './20261202000029_workspaces.ts';
import * as ownedByWorkspace from './20261202000030_owned_by_workspace.ts';
import * as workspaceBrands from './20261203000031_workspace_brands.ts';
import * as mail from './20261203000032_mail.ts';
import * as mailAttachments from './20261204000033_mail_attachments.ts';
import * as packsRoiTool from './20261204000034_packs_roi_tool.ts';
import * as mailOutboxDelivery from './20261207000040_mail_outbox_delivery.ts';
import * as brandTax from './20261207000041_brand_tax.ts';
import * as clientValue from './20261207000042_client_value.ts';
import * as mailReplyTo from './20261207000050_mail_reply_to.ts';
import * as mailBatches from './20261207000051_mail_batches.ts';
import * as threadClientEmail from './20261207000052_thread_client_email.ts';
import * as acceptanceTerms from './20261207000060_acceptance_terms.ts';
import * as proposalReads from './20261207000070_proposal_reads.ts';
import * as clientsCreateKey from './20261207000080_clients_create_key.ts';

export const MIGRATIONS: Record<string, Knex.Migration> = {
  '20260101000001_users': users,
  '20260101000002_settings': settings,
  '20260101000003_contact_submissions': contactSubmissions,
  '20260101000004_generations': generations,
  '20260101000005_llm_calls': llmCalls,
  '20261123000006_generations_prompt_version': generationsPromptVersion,
  '20261124000007_shares': shares,
  '20261125000008_shares_token_binary': sharesTokenBinary,
  '20261125000009_generations_job_id_binary': generationsJobIdBinary,
  '20261125000010_llm_calls_job_id_binary': llmCallsJobIdBinary,
  '20261125000011_llm_calls_call_id': llmCallsCallId,
  '20261126000012_generation_versions': generationVersions,
  '20261126000013_shares_version': sharesVersion,
  '20261126000014_contact_samples_cleared': contactSamplesCleared,
  '20261127000014_clients': clients,
  '20261127000015_client_calls': clientCalls,
  '20261127000016_generations_client_id': generationsClientId,
  '20261127000017_generation_sources': generationSources,
  '20261128000018_user_brands': userBrands,
  '20261129000019_proposal_sends': proposalSends,
  '20261129000020_proposal_acceptances': proposalAcceptances,
  '20261129000021_proposal_change_requests': proposalChangeRequests,
  '20261129000022_proposal_views': proposalViews,
  '20261129000023_packs': packs,
  '20261130000024_generations_locked_version': generationsLockedVersion,
  '20261130000025_generation_versions_name': generationVersionsName,
  '20261201000026_proposal_threads': proposalThreads,
  '20261201000027_generation_versions_instruction_longer': generationVersionsInstructionLonger,
  '20261201000028_brand_money': brandMoney,
  '20261202000029_workspaces': workspaces,
  '20261202000030_owned_by_workspace': ownedByWorkspace,
  '20261203000031_workspace_brands': workspaceBrands,
  '20261203000032_mail': mail,
  '20261204000033_mail_attachments': mailAttachments,
  '20261204000034_packs_roi_tool': packsRoiTool,
  '20261207000040_mail_outbox_delivery': mailOutboxDelivery,
  '20261207000041_brand_tax': brandTax,
  '20261207000042_client_value': clientValue,
  '20261207000050_mail_reply_to': mailReplyTo,
  '20261207000051_mail_batches': mailBatches,
  '20261207000052_thread_client_email': threadClientEmail,
  '20261207000060_acceptance_terms': acceptanceTerms,
  '20261207000070_proposal_reads': proposalReads,
  '20261207000080_clients_create_key': clientsCreateKey,
};
