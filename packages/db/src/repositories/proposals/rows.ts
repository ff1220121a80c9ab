// The rows a sent proposal is stored as (DESIGN §10), and how each reads: shared by the files of this folder,
// not exported beyond it.
import type { Knex } from 'knex';
import { fromJson, toIso } from '../../rows.ts';

export const TOOL = 'proposal';

export interface SendRow {
  id: number;
  token: string;
  generation_id: number;
  user_id: number;
  workspace_id: number;
  version: number;
  snapshot: string;
  hash: string;
  frozen: string;
  sent_at: Date;
  expires_at: Date | null;
  revoked_at: Date | null;
}

export interface SendRecord {
  id: number;
  token: string;
  generationId: number;
  /** Who sent it, and the workspace it (and its proposal) belongs to. */
  userId: number;
  workspaceId: number;
  version: number;
  /** The version's results as sent. */
  snapshot: unknown;
  hash: string;
  /** What was frozen beside the results (the title, the client, the value model and inputs). */
  frozen: unknown;
  sentAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
}

export interface AcceptanceRecord {
  version: number;
  tier: string;
  inputs: unknown;
  fullName: string;
  email: string;
  acceptedAt: string;
  hash: string;
  /** The tax the fees were stated with when accepted (`{included, rate, name}`), null when none was. */
  tax: unknown;
  /** The SHA-256 of the frozen terms the client was shown when accepting; null when none was stated. */
  termsHash: string | null;
}

export const sends = (db: Knex) => db<SendRow>('proposal_sends');

export const toSend = (row: SendRow): SendRecord => ({
  id: row.id,
  token: row.token,
  generationId: row.generation_id,
  userId: row.user_id,
  workspaceId: row.workspace_id,
  version: row.version,
  snapshot: fromJson(row.snapshot),
  hash: row.hash,
  frozen: fromJson(row.frozen),
  sentAt: toIso(row.sent_at),
  expiresAt: row.expires_at ? toIso(row.expires_at) : null,
  revokedAt: row.revoked_at ? toIso(row.revoked_at) : null,
});

export const toAcceptance = (row: { version: number; tier: string; inputs: string; full_name: string; email: string; accepted_at: Date; hash: string; tax?: string | null; terms_hash?: string | null }): AcceptanceRecord => ({
  version: row.version,
  tier: row.tier,
  inputs: fromJson(row.inputs),
  fullName: row.full_name,
  email: row.email,
  acceptedAt: toIso(row.accepted_at),
  hash: row.hash,
  tax: row.tax ? fromJson(row.tax) : null,
  termsHash: row.terms_hash ?? null,
});

/** A send is live while it is neither withdrawn nor expired. */
export const live = (query: Knex.QueryBuilder, now: Date) =>
  query.whereNull('proposal_sends.revoked_at').where((q) => q.whereNull('proposal_sends.expires_at').orWhere('proposal_sends.expires_at', '>', now));
