// A client's acceptance of a sent version (DESIGN §10): one per version, the first one wins.
import type { Knex } from 'knex';
import { isDuplicateKey } from '../../rows.ts';
import type { Scope } from '../../scope.ts';
import { type SendRecord, type AcceptanceRecord, sends, toSend, toAcceptance, live } from './rows.ts';

/** The acceptance of a version of this proposal, if one was accepted. */
export async function findAcceptance(db: Knex, generationId: number, version: number): Promise<AcceptanceRecord | null> {
  const row = await db('proposal_acceptances').where({ generation_id: generationId, version }).orderBy('id').first();
  return row ? toAcceptance(row) : null;
}

export interface NewAcceptance {
  tier: string;
  inputs: unknown;
  fullName: string;
  email: string;
  ip: string;
  userAgent: string;
  now: Date;
  /** The tax the send states on its fees (its frozen facts'), kept with the acceptance; null when none. */
  tax?: unknown;
  /** The SHA-256 of the send's frozen terms the client was shown (the route checks it); null when none. */
  termsHash?: string | null;
}

export type AcceptOutcome =
  | { outcome: 'accepted'; acceptance: AcceptanceRecord }
  | { outcome: 'already'; acceptance: AcceptanceRecord }
  | { outcome: 'superseded' }
  | { outcome: 'other-accepted' };

/**
 * Accepts a send once. Under the proposal's row lock (the same lock every new version takes), so an
 * acceptance and an edit cannot cross: a second acceptance of the version answers the first; a send
 * with a newer version sent or accepted after it cannot be accepted any more.
 */
export async function acceptSend(db: Knex, send: SendRecord, acceptance: NewAcceptance): Promise<AcceptOutcome> {
  try {
    return await db.transaction(async (trx) => {
      await trx('generations').where({ id: send.generationId }).forUpdate().first('id');
      const same = await trx('proposal_acceptances').where({ generation_id: send.generationId, version: send.version }).orderBy('id').first();
      if (same) return { outcome: 'already', acceptance: toAcceptance(same) } as const;
      const later = await trx('proposal_acceptances').where({ generation_id: send.generationId }).where('version', '>', send.version).first('id');
      if (later) return { outcome: 'other-accepted' } as const;
      const newer = await live(sends(trx).where({ generation_id: send.generationId }).where('version', '>', send.version), acceptance.now).first('id');
      if (newer) return { outcome: 'superseded' } as const;
      const row = {
        send_id: send.id,
        generation_id: send.generationId,
        version: send.version,
        tier: acceptance.tier,
        inputs: JSON.stringify(acceptance.inputs),
        full_name: acceptance.fullName,
        email: acceptance.email,
        ip: acceptance.ip.slice(0, 64),
        user_agent: acceptance.userAgent.slice(0, 500),
        hash: send.hash,
        accepted_at: acceptance.now,
        tax: acceptance.tax ? JSON.stringify(acceptance.tax) : null,
        terms_hash: acceptance.termsHash ?? null,
      };
      await trx('proposal_acceptances').insert(row);
      // The accepted version is locked: the versions layer refuses a change from it (same row lock).
      await trx('generations').where({ id: send.generationId }).update({ locked_version: send.version });
      return { outcome: 'accepted', acceptance: toAcceptance(row) } as const;
    });
  } catch (error) {
    // Two clicks raced past the lookup: the unique send wrote one; answer it.
    if (isDuplicateKey(error)) {
      const first = await findAcceptance(db, send.generationId, send.version);
      if (first) return { outcome: 'already', acceptance: first };
    }
    throw error;
  }
}

/** The workspace's accepted version: the send the client accepted (its snapshot) and the acceptance. */
export async function findAcceptedSend(db: Knex, scope: Scope, generationId: number, version: number): Promise<{ send: SendRecord; acceptance: AcceptanceRecord; ip: string; userAgent: string } | null> {
  const row = await db('proposal_acceptances as a')
    .join('proposal_sends as s', 's.id', 'a.send_id')
    .where({ 's.workspace_id': scope.workspaceId, 'a.generation_id': generationId, 'a.version': version })
    .first('a.version', 'a.tier', 'a.inputs', 'a.full_name', 'a.email', 'a.accepted_at', 'a.hash', 'a.tax', 'a.terms_hash', 'a.ip', 'a.user_agent', 'a.send_id');
  if (!row) return null;
  const send = await sends(db).where({ id: row.send_id }).first();
  if (!send) return null;
  return { send: toSend(send), acceptance: toAcceptance(row), ip: row.ip, userAgent: row.user_agent };
}
