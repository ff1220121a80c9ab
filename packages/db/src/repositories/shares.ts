// Read-only share links to one history item (DESIGN §9). Every owner-side query names the request's
// workspace (DESIGN §11), so another workspace's token or item is simply not found; each link keeps
// its author, who (or an admin of the workspace) may revoke it.
import type { Knex } from 'knex';
import { fromJson, toIso } from '../rows.ts';
import { mayDelete, type Scope } from '../scope.ts';

interface ShareRow {
  id: number;
  token: string;
  generation_id: number;
  user_id: number;
  workspace_id: number;
  created_at: Date;
  expires_at: Date | null;
  /** The version the link shows as it was; null: the item's current version. */
  version: number | null;
}

export interface ShareRecord {
  token: string;
  /** Who made the link: they (or an admin of the workspace) may revoke it, so a screen offers it to them only. */
  authorId: number;
  createdAt: string;
  expiresAt: string | null;
  version: number | null;
}

/** What the public page of a link may show: the tool, when it was made, the result. Nothing about who. */
export interface SharedGeneration {
  tool: string;
  createdAt: string;
  results: unknown;
  /** For the api to name the document; never sent to the visitor as it is. */
  request: unknown;
  /** Whose brand the page shows (the item's workspace's); never sent to the visitor. */
  workspaceId: number;
}

const table = (db: Knex) => db<ShareRow>('shares');
const toRecord = (row: Pick<ShareRow, 'token' | 'user_id' | 'created_at' | 'expires_at' | 'version'>): ShareRecord => ({
  token: row.token,
  authorId: row.user_id,
  createdAt: toIso(row.created_at),
  expiresAt: row.expires_at ? toIso(row.expires_at) : null,
  version: row.version ?? null,
});

/** A link is live until its expiry (none means until revoked). */
const live = (query: Knex.QueryBuilder, now: Date) => query.where((q) => q.whereNull('shares.expires_at').orWhere('shares.expires_at', '>', now));

/**
 * Creates the link unless the item already has `limit` live ones ('limit'), is not the workspace's
 * (any more: 'not-found') or has no such `version` ('version-not-found'). Counting and inserting
 * happen in one transaction that first locks the item's row (FOR UPDATE), so parallel creates for one
 * item take turns and a burst cannot pass the cap between one request's count and its insert.
 */
export async function createShareWithinLimit(
  db: Knex,
  scope: Scope,
  share: { token: string; generationId: number; createdAt: Date; expiresAt: Date | null; version?: number | null | undefined },
  limit: number,
): Promise<ShareRecord | 'limit' | 'not-found' | 'version-not-found'> {
  const version = share.version ?? null;
  return db.transaction(async (trx) => {
    // The item's lock also holds off a new version's pruning until the link that keeps one is in.
    const item = await trx('generations').where({ id: share.generationId, workspace_id: scope.workspaceId }).forUpdate().first('id');
    if (!item) return 'not-found';
    if (version !== null && !(await trx('generation_versions').where({ generation_id: share.generationId, number: version }).first('id'))) return 'version-not-found';
    if ((await countLiveShares(trx, scope, share.generationId, share.createdAt)) >= limit) return 'limit';
    await table(trx).insert({ token: share.token, generation_id: share.generationId, user_id: scope.userId, workspace_id: scope.workspaceId, created_at: share.createdAt, expires_at: share.expiresAt, version });
    return toRecord({ token: share.token, user_id: scope.userId, created_at: share.createdAt, expires_at: share.expiresAt, version });
  });
}

/** The workspace's links to one item, newest first, expired ones included (the owner sees they ended). */
export async function listShares(db: Knex, scope: Scope, generationId: number): Promise<ShareRecord[]> {
  const rows = await table(db).where({ workspace_id: scope.workspaceId, generation_id: generationId }).orderBy('id', 'desc').select('token', 'user_id', 'created_at', 'expires_at', 'version');
  return rows.map(toRecord);
}

/** One item's live links, whoever in the workspace made them: the cap is the item's. */
export async function countLiveShares(db: Knex, scope: Scope, generationId: number, now: Date): Promise<number> {
  const query = table(db).where({ workspace_id: scope.workspaceId, generation_id: generationId });
  live(query, now);
  const [row] = await query.count<{ n: number | string }[]>('* as n');
  return Number(row?.n ?? 0);
}

/**
 * Revokes a link of the workspace: 'not-found' when there is none, 'forbidden' when the caller is a
 * member and another member made it.
 */
export async function deleteShare(db: Knex, scope: Scope, token: string): Promise<'deleted' | 'not-found' | 'forbidden'> {
  const row = await table(db).where({ token, workspace_id: scope.workspaceId }).first('id', 'user_id');
  if (!row) return 'not-found';
  if (!mayDelete(scope, row.user_id)) return 'forbidden';
  return (await table(db).where({ id: row.id }).delete()) > 0 ? 'deleted' : 'not-found';
}

/**
 * The item behind a live link, or null (unknown, revoked or expired: the caller cannot tell which):
 * the version the link was made for, else the current results.
 */
export async function findSharedGeneration(db: Knex, token: string, now: Date): Promise<SharedGeneration | null> {
  const query = db('shares')
    .join('generations', 'generations.id', 'shares.generation_id')
    .leftJoin('generation_versions', (on) => on.on('generation_versions.generation_id', 'shares.generation_id').andOn('generation_versions.number', 'shares.version'))
    .where('shares.token', token)
    .first(
      'generations.tool as tool',
      'generations.created_at as created_at',
      'generations.results as results',
      'generations.request as request',
      'shares.version as version',
      'generations.workspace_id as workspace_id',
      'generation_versions.results as version_results',
    );
  live(query, now);
  const row: { tool: string; created_at: Date; results: unknown; request: unknown; version: number | null; version_results: unknown; workspace_id: number } | undefined = await query;
  if (!row) return null;
  // A link to a version never falls back to another one (pruning keeps shown versions, so this is a guard).
  if (row.version !== null && (row.version_results === null || row.version_results === undefined)) return null;
  return { tool: row.tool, createdAt: toIso(row.created_at), results: fromJson(row.version === null ? row.results : row.version_results), request: fromJson(row.request), workspaceId: row.workspace_id };
}
