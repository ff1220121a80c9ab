// Sends of a proposal (issue 24, DESIGN §10): frozen versions behind a link. Owner-side queries name the
// request's workspace (DESIGN §11), so another workspace's proposal is simply not found; each send keeps
// who sent it. The public side reaches a proposal only through a live send's token.
import type { Knex } from 'knex';
import { fromJson } from '../../rows.ts';
import type { Scope } from '../../scope.ts';
import { TOOL, type SendRecord, sends, toSend, live } from './rows.ts';

/** What freezing reads from the proposal: its current version, results and request. */
export interface ProposalState {
  version: number;
  results: unknown;
  request: unknown;
}

export interface NewSend {
  generationId: number;
  token: string;
  now: Date;
  expiresAt: Date | null;
  /** Makes the snapshot, its hash and what is frozen beside it from the proposal's current state. */
  freeze: (state: ProposalState) => { snapshot: string; hash: string; frozen: string };
}

/**
 * Sends the proposal's current version: a new live link, or the live link that version already has
 * (`created: false`). Under the proposal's row lock, so an edit cannot slip in between reading the
 * version and freezing it. A change request is answered only when its owner says so (setThreadState),
 * never by sending.
 */
export async function sendCurrentVersion(db: Knex, scope: Scope, send: NewSend): Promise<{ send: SendRecord; created: boolean } | null> {
  return db.transaction(async (trx) => {
    const row = await trx('generations')
      .where({ id: send.generationId, workspace_id: scope.workspaceId, tool: TOOL })
      .forUpdate()
      .first<{ current_version: number; results: string; request: string } | undefined>('current_version', 'results', 'request');
    if (!row) return null;
    const version = row.current_version;
    const existing = await live(sends(trx).where({ generation_id: send.generationId, version }), send.now).orderBy('id', 'desc').first();
    if (existing) return { send: toSend(existing), created: false };
    const { snapshot, hash, frozen } = send.freeze({ version, results: fromJson(row.results), request: fromJson(row.request) });
    const [id] = await sends(trx).insert({
      token: send.token,
      generation_id: send.generationId,
      user_id: scope.userId,
      workspace_id: scope.workspaceId,
      version,
      snapshot,
      hash,
      frozen,
      sent_at: send.now,
      expires_at: send.expiresAt,
      revoked_at: null,
    });
    const created = await sends(trx).where({ id }).first();
    return { send: toSend(created!), created: true };
  });
}

/** Withdraws the live links of one version of the workspace's proposal; false when there was none. */
export async function revokeSends(db: Knex, scope: Scope, generationId: number, version: number, now: Date): Promise<boolean> {
  const changed = await sends(db).where({ workspace_id: scope.workspaceId, generation_id: generationId, version }).whereNull('revoked_at').update({ revoked_at: now });
  return changed > 0;
}

/** The live send of one version of the workspace's proposal, or null. */
export async function findLiveSendOf(db: Knex, scope: Scope, generationId: number, version: number, now: Date): Promise<SendRecord | null> {
  const row = await live(sends(db).where({ workspace_id: scope.workspaceId, generation_id: generationId, version }), now).orderBy('id', 'desc').first();
  return row ? toSend(row) : null;
}

/** The live send behind a token, or null (unknown, withdrawn and expired alike). */
export async function findLiveSend(db: Knex, token: string, now: Date): Promise<SendRecord | null> {
  const row = await live(sends(db).where({ token }), now).first();
  return row ? toSend(row) : null;
}

/** The newest live send of the same proposal with a later version than `version`, if any. */
export async function findNewerSend(db: Knex, generationId: number, version: number, now: Date): Promise<SendRecord | null> {
  const row = await live(sends(db).where({ generation_id: generationId }).where('version', '>', version), now).orderBy('version', 'desc').orderBy('id', 'desc').first();
  return row ? toSend(row) : null;
}

/** The last version sent before `version` (withdrawn or not): what the client saw before this one. */
export async function findPreviousSend(db: Knex, generationId: number, version: number): Promise<SendRecord | null> {
  const row = await sends(db).where({ generation_id: generationId }).where('version', '<', version).orderBy('version', 'desc').orderBy('id', 'desc').first();
  return row ? toSend(row) : null;
}

/** Whether the generation is a proposal of the workspace. */
export async function ownsProposal(db: Knex, scope: Scope, generationId: number): Promise<boolean> {
  return Boolean(await db('generations').where({ id: generationId, workspace_id: scope.workspaceId, tool: TOOL }).first('id'));
}

/** The current version of the workspace's proposal, as sending would freeze it (the owner's preview); null when not the workspace's. */
export async function findCurrentProposal(db: Knex, scope: Scope, generationId: number): Promise<{ version: number; results: unknown; request: unknown } | null> {
  const row = await db('generations')
    .where({ id: generationId, workspace_id: scope.workspaceId, tool: TOOL })
    .first<{ current_version: number; results: string; request: string } | undefined>('current_version', 'results', 'request');
  return row ? { version: row.current_version, results: fromJson(row.results), request: fromJson(row.request) } : null;
}

/** How many documents a workspace has sent to clients, and how many of them were accepted (the site admins' overview). */
export async function sendCounts(db: Knex, workspaceId: number): Promise<{ sent: number; accepted: number }> {
  const [sent, accepted] = await Promise.all([
    db('proposal_sends').where({ workspace_id: workspaceId }).countDistinct<{ n: number | string }[]>('generation_id as n'),
    db('proposal_acceptances as a').join('proposal_sends as s', 's.id', 'a.send_id').where('s.workspace_id', workspaceId).countDistinct<{ n: number | string }[]>('a.generation_id as n'),
  ]);
  return { sent: Number(sent[0]?.n ?? 0), accepted: Number(accepted[0]?.n ?? 0) };
}
