// Moving a client into another workspace (DESIGN §11.2): a team takes existing work. The client goes
// with everything made for it, in one transaction, so nothing is ever half in one workspace:
// - every row that names its workspace (`workspace_id`) and belongs to the client: the client itself
//   (its calls hang off it), and every table's rows that name the client (`client_id`: the results of
//   every tool made for it, its packs) or one of those results (`generation_id`: their share links, the
//   links sent to the client, the outbox rows about them — the client's activity lists those mails).
//   The tables are read from the schema, so a table added later (a tool's own) moves without an edit;
// - rows keyed by a moved result only (versions, sources, acceptances, views, change requests and their
//   replies, reminders and their stops; LLM calls by job id, so the costs follow the work) follow it
//   without being written;
// - tokens and authors (`user_id`) are not changed: a sent /p/ or /s/ link opens the same document,
//   now shown in the new workspace's brand, and everyone keeps what they made;
// - a result the client's results were made from but which is not the client's stays where it is:
//   the link is kept, and reads of links show only results of the reader's workspace;
// - notification choices are per account, invitations per workspace: nothing of theirs moves;
// - a pack still running holds the move (409): its next steps would be written into the old workspace.
//   A single result being made for the client as it moves is saved in the workspace it was asked in,
//   without the client (the worker links only that workspace's client), as for a client deleted meanwhile.
import type { Knex } from 'knex';
import type { Scope } from '../scope.ts';
import { findClient, type ClientRecord } from './clients.ts';

export type ClientMoveRefusal = 'not-found' | 'limit' | 'pack-running';

/** The rows a move changed, by table (what the log says). */
export type ClientMoveCounts = Record<string, number>;

/** The tables that have both `column` and `workspace_id`: the owned rows that hang off a client or a result. */
async function ownedTablesBy(trx: Knex.Transaction, column: 'client_id' | 'generation_id'): Promise<string[]> {
  const rows: { name: string }[] = await trx('information_schema.COLUMNS')
    .whereRaw('TABLE_SCHEMA = DATABASE()')
    .whereIn('COLUMN_NAME', [column, 'workspace_id'])
    .groupBy('TABLE_NAME')
    .havingRaw('COUNT(DISTINCT COLUMN_NAME) = 2')
    .orderBy('TABLE_NAME')
    .select(trx.raw('TABLE_NAME AS name'));
  return rows.map((row) => row.name);
}

/**
 * Moves client `clientId` of `from`'s workspace into workspace `toWorkspaceId`. The caller checked the
 * roles in both. Refused (nothing written): 'not-found' (not `from`'s client), 'limit' (the target holds
 * `limit` clients already), 'pack-running' (a pack still writes results into the old workspace; one
 * silent for `packStaleMs` has stopped and does not count).
 */
export async function moveClient(
  db: Knex,
  from: Scope,
  clientId: number,
  toWorkspaceId: number,
  { limit, packStaleMs }: { limit: number; packStaleMs: number },
): Promise<{ client: ClientRecord; moved: ClientMoveCounts } | ClientMoveRefusal> {
  const outcome = await db.transaction(async (trx) => {
    // Both workspaces' rows, in id order (two moves the other way round wait, never deadlock). The
    // target's row is the lock its clients' cap is counted under (as createClientWithinLimit does).
    await trx('workspaces').whereIn('id', [from.workspaceId, toWorkspaceId]).orderBy('id').forUpdate().select('id');
    const client = await trx('clients').where({ id: clientId, workspace_id: from.workspaceId }).forUpdate().first('id');
    if (!client) return 'not-found' as const;
    // A pack that has not written for `packStaleMs` has stopped (see packView): it no longer holds the move.
    const running = await trx('packs')
      .where({ client_id: clientId })
      .whereIn('state', ['queued', 'active'])
      .where('updated_at', '>', new Date(Date.now() - packStaleMs))
      .first('id');
    if (running) return 'pack-running' as const;
    const [count] = await trx('clients').where({ workspace_id: toWorkspaceId }).count<{ n: number | string }[]>('* as n');
    if (Number(count?.n ?? 0) >= limit) return 'limit' as const;

    const generationIds: number[] = await trx('generations').where({ client_id: clientId, workspace_id: from.workspaceId }).forUpdate().pluck('id');
    const to = { workspace_id: toWorkspaceId };
    const moved: ClientMoveCounts = { clients: await trx('clients').where({ id: clientId }).update(to) };
    // Those naming a result first (while the results are still the old workspace's), then those naming the client.
    if (generationIds.length > 0) {
      for (const table of await ownedTablesBy(trx, 'generation_id')) {
        moved[table] = await trx(table).whereIn('generation_id', generationIds).where({ workspace_id: from.workspaceId }).update(to);
      }
    }
    for (const table of await ownedTablesBy(trx, 'client_id')) {
      moved[table] = await trx(table).where({ client_id: clientId, workspace_id: from.workspaceId }).update(to);
    }
    return moved;
  });
  if (typeof outcome === 'string') return outcome;
  const client = await findClient(db, { ...from, workspaceId: toWorkspaceId }, clientId);
  return client ? { client, moved: outcome } : 'not-found';
}
