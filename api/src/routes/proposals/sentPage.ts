// The client page's answer (GET /api/p/:token) and the owner's preview of it (GET
// /api/proposals/:id/preview) are one shape built in one place, so the preview is what the client will
// read: the frozen facts, the brand, the threads, the acceptance, what changed since the last send.
import { findAcceptance, findBrand, findPreviousSend, findThreads, type Knex } from '@growth-suite/db';
import { taxSettingsOf, upgradeValueInputs } from '@growth-suite/shared';
import type { ProposalResult } from '@growth-suite/shared/tools/proposal';
import type { ValueInputs } from '@growth-suite/shared/tools/proposal/pricing';
import type { SentProposal } from '@growth-suite/shared/tools/proposal/send';
import { logoUrl, madeWithShown } from '../account/brand.ts';
import { changesBetween, sectionsOf, termsHash, type Frozen } from './freeze.ts';

export interface SentPageInput {
  /** The proposal's workspace: whose brand the page shows. */
  workspaceId: number;
  generationId: number;
  version: number;
  hash: string;
  sentAt: string;
  expiresAt: string | null;
  frozen: Frozen;
  proposal: ProposalResult;
  /** Where the page reads the brand's logo (the link's own route, or the owner's). */
  logoPath: string;
  newer: SentProposal['newer'];
  /** The client's PDF of this send ('' in a preview: nothing is sent yet). */
  pdfUrl: string;
}

export async function sentPageOf(knex: Knex, input: SentPageInput): Promise<SentProposal> {
  const { frozen, proposal } = input;
  const [brand, madeWith, acceptance, previous, threads] = await Promise.all([
    findBrand(knex, input),
    madeWithShown(knex),
    findAcceptance(knex, input.generationId, input.version),
    findPreviousSend(knex, input.generationId, input.version),
    findThreads(knex, input.generationId),
  ]);
  return {
    title: frozen.title,
    proposal,
    version: input.version,
    hash: input.hash,
    sentAt: input.sentAt,
    expiresAt: input.expiresAt,
    valueModel: { floor: frozen.valueModel.floor, tiers: [...frozen.valueModel.tiers] },
    floor: frozen.valueModel.floor,
    currency: frozen.currency,
    locale: frozen.locale,
    tax: frozen.tax,
    // The terms as frozen with the send, beside the acceptance; with their hash, which accepting echoes.
    terms: frozen.terms ? { text: frozen.terms, hash: termsHash(frozen.terms) } : null,
    inputs: frozen.inputs,
    clientCompany: frozen.clientCompany,
    preparedBy: { firmName: brand.firmName || frozen.firm || '', senderName: brand.senderName, accentColor: brand.accentColor, logoUrl: logoUrl(input.logoPath, brand.logo), madeWith },
    changes: changesBetween(previous, proposal),
    newer: input.newer,
    // The client's own choice (tier and inputs) is shown back to them; their e-mail stays with the owner.
    acceptance: acceptance
      ? { version: acceptance.version, tier: acceptance.tier, inputs: upgradeValueInputs(acceptance.inputs) as ValueInputs, fullName: acceptance.fullName, acceptedAt: acceptance.acceptedAt, hash: acceptance.hash, tax: taxSettingsOf(acceptance.tax) }
      : null,
    sections: sectionsOf(proposal),
    threads,
    pdfUrl: input.pdfUrl,
  };
}
