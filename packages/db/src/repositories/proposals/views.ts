// Opens of a sent proposal, and everything its owner sees happen to it (its activity).
import type { Knex } from 'knex';
import { toIso } from '../../rows.ts';
import type { Scope } from '../../scope.ts';
import { TOOL, type SendRecord, type AcceptanceRecord, sends, toSend, toAcceptance } from './rows.ts';
import { threadsWhere, type ChangeRequestRow } from './threads.ts';

/** Counts an open: once per visitor per (UTC) day; a later open that day only moves `last_at`. True for a new count. */
export async function recordView(db: Knex, generationId: number, visitor: string, now: Date): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  // MySQL counts an insert as 1 affected row, an update of a duplicate as 2 (0 when nothing changed).
  const [result] = (await db.raw('INSERT INTO proposal_views (generation_id, day, visitor, first_at, last_at) VALUES (?, ?, ?, ?, ?) ON DUPLICATE KEY UPDATE last_at = VALUES(last_at)', [
    generationId,
    day,
    visitor,
    now,
    now,
  ])) as [{ affectedRows: number }];
  return result.affectedRows === 1;
}

export interface ActivityRecord {
  opens: number;
  firstOpenedAt: string | null;
  lastOpenedAt: string | null;
  sends: SendRecord[];
  acceptances: AcceptanceRecord[];
  changeRequests: ChangeRequestRow[];
}

/** Everything that happened to the workspace's proposal since it was sent; null when it is not the workspace's. */
export async function findActivity(db: Knex, scope: Scope, generationId: number): Promise<ActivityRecord | null> {
  const owned = await db('generations').where({ id: generationId, workspace_id: scope.workspaceId, tool: TOOL }).first('id');
  if (!owned) return null;
  const [views, sendRows, acceptanceRows, requestRows] = await Promise.all([
    db('proposal_views').where({ generation_id: generationId }).first<{ n: number | string; first: Date | null; last: Date | null }>(db.raw('COUNT(*) AS n'), db.raw('MIN(first_at) AS first'), db.raw('MAX(last_at) AS last')),
    sends(db).where({ generation_id: generationId }).orderBy('version', 'desc').orderBy('id', 'desc'),
    db('proposal_acceptances').where({ generation_id: generationId }).orderBy('version', 'desc'),
    threadsWhere(db, generationId),
  ]);
  return {
    opens: Number(views?.n ?? 0),
    firstOpenedAt: views?.first ? toIso(views.first) : null,
    lastOpenedAt: views?.last ? toIso(views.last) : null,
    sends: sendRows.map(toSend),
    acceptances: acceptanceRows.map(toAcceptance),
    changeRequests: requestRows,
  };
}
