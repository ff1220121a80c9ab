// The pipeline (DESIGN §11.2): every proposal of a workspace with the state it is in, read from what
// happened to it, sorted by what needs the consultant first. One statement computes each proposal's
// facts (correlated subqueries, each an index read on its generation id), so a page costs one query
// for its rows, one for the counts and one for its acceptances, whatever its size: never one per row.
//
// States, from the rows that exist (the first that holds wins):
//   accepted — the client accepted a sent version (a `proposal_acceptances` row);
//   asking   — a question or change request is open and its last word is the client's (no reply yet,
//              or the client replied after the consultant): the consultant owes an answer;
//   draft    — never sent;
//   expired  — sent, but no link is live: each one expired or was withdrawn;
//   opened   — a live link, and the client opened it (a `proposal_views` row);
//   sent     — a live link not opened yet.
// `declined` is in the contract, but no row says a client declined today (the client's page has no
// decline, and a declined thread declines one request, not the proposal), so no proposal is in it.
import { PIPELINE_STATES, type PipelineState } from '@growth-suite/shared/contract/pipeline';
import type { Knex } from 'knex';
import { authorNameSql } from '../../scope.ts';
import { fromJson, toIso } from '../../rows.ts';
import type { Scope } from '../../scope.ts';
import { TOOL } from './rows.ts';

export type { PipelineState };

/** Who the list is for: everyone's (default), the caller's, or one member's. */
export type PipelineAuthor = 'everyone' | 'mine' | number;

export interface PipelineQuery {
  state?: PipelineState | undefined;
  author?: PipelineAuthor | undefined;
  clientId?: number | undefined;
  /** The previous page's `nextCursor`. */
  cursor?: PipelineCursor | undefined;
  limit: number;
}

/** Where a page ends in the sort: the state's rank, the key within it and the id. */
export interface PipelineCursor {
  rank: number;
  key: number;
  id: number;
}

export interface PipelineRow {
  id: number;
  authorId: number;
  authorName: string;
  clientId: number | null;
  clientName: string | null;
  state: PipelineState;
  request: unknown;
  results: unknown;
  lastActivityAt: string;
  unread: number;
  /** The accepted version's tier, inputs and frozen facts (its value model and currency): its fee is priced from them. */
  acceptance: { tier: string; inputs: unknown; frozen: unknown } | null;
}

// A time as milliseconds, for the sort key and the cursor (DATETIME(3) is exact to the millisecond;
// a difference of DATETIMEs, unlike UNIX_TIMESTAMP, knows no time zone and no year 2038).
const ms = (expr: string) => `(TIMESTAMPDIFF(MICROSECOND, TIMESTAMP('1970-01-01 00:00:00'), ${expr}) DIV 1000)`;
const EPOCH = "TIMESTAMP('1970-01-01 00:00:00')";

/**
 * The facts of every proposal of the workspace, as one derived table. `?` binds, in order: now (the
 * live-link test, twice), the caller (their read mark), the workspace.
 */
const FACTS = `
  SELECT g.id, g.user_id, g.client_id, g.created_at,
    c.name AS client_name, ${authorNameSql('u')} AS author_name,
    (SELECT COUNT(*) FROM proposal_sends s WHERE s.generation_id = g.id) AS sends,
    (SELECT MIN(COALESCE(s.expires_at, TIMESTAMP('9999-12-31 00:00:00'))) FROM proposal_sends s
       WHERE s.generation_id = g.id AND s.revoked_at IS NULL AND (s.expires_at IS NULL OR s.expires_at > ?)) AS live_until,
    (SELECT MAX(s.sent_at) FROM proposal_sends s WHERE s.generation_id = g.id) AS last_sent_at,
    (SELECT MAX(pv.last_at) FROM proposal_views pv WHERE pv.generation_id = g.id) AS last_view_at,
    (SELECT MIN(a.accepted_at) FROM proposal_acceptances a WHERE a.generation_id = g.id) AS accepted_at,
    (SELECT MIN(cr.created_at) FROM proposal_change_requests cr WHERE cr.generation_id = g.id AND cr.state = 'open'
       AND COALESCE((SELECT rp.author FROM proposal_change_request_replies rp WHERE rp.change_request_id = cr.id ORDER BY rp.id DESC LIMIT 1), 'client') = 'client') AS waiting_since,
    (SELECT MAX(cr.created_at) FROM proposal_change_requests cr WHERE cr.generation_id = g.id) AS last_thread_at,
    (SELECT MAX(rp.created_at) FROM proposal_change_requests cr JOIN proposal_change_request_replies rp ON rp.change_request_id = cr.id WHERE cr.generation_id = g.id) AS last_reply_at,
    (SELECT r.read_at FROM proposal_reads r WHERE r.user_id = ? AND r.generation_id = g.id) AS read_at
  FROM generations g
  JOIN users u ON u.id = g.user_id
  LEFT JOIN clients c ON c.id = g.client_id
  WHERE g.workspace_id = ? AND g.tool = '${TOOL}'`;

/** State, rank in the sort (what needs the consultant first) and the key within the rank. */
const STATED = `
  SELECT f.*,
    CASE WHEN f.accepted_at IS NOT NULL THEN 'accepted'
         WHEN f.waiting_since IS NOT NULL THEN 'asking'
         WHEN f.sends = 0 THEN 'draft'
         WHEN f.live_until IS NULL THEN 'expired'
         WHEN f.last_view_at IS NOT NULL THEN 'opened'
         ELSE 'sent' END AS state,
    GREATEST(f.created_at, COALESCE(f.last_sent_at, f.created_at), COALESCE(f.last_view_at, f.created_at), COALESCE(f.accepted_at, f.created_at),
             COALESCE(f.last_thread_at, f.created_at), COALESCE(f.last_reply_at, f.created_at)) AS last_activity_at
  FROM (${FACTS}) f`;

/**
 * The sort (documented in the README): asking, the longest waiting first; opened, then sent, the link
 * that expires soonest first (one that never expires last); draft, the latest activity first; expired,
 * then accepted, the latest first; declined last. Within a rank, the newest proposal (highest id) first.
 */
const RANKED = `
  SELECT st.*,
    CASE st.state WHEN 'asking' THEN 0 WHEN 'opened' THEN 1 WHEN 'sent' THEN 2 WHEN 'draft' THEN 3 WHEN 'expired' THEN 4 WHEN 'accepted' THEN 5 ELSE 6 END AS sort_rank,
    CASE st.state
      WHEN 'asking' THEN ${ms('st.waiting_since')}
      WHEN 'opened' THEN ${ms('st.live_until')}
      WHEN 'sent' THEN ${ms('st.live_until')}
      ELSE -${ms(`COALESCE(st.last_activity_at, ${EPOCH})`)} END AS sort_key
  FROM (${STATED}) st`;

interface FactsRow {
  id: number;
  user_id: number;
  client_id: number | null;
  client_name: string | null;
  author_name: string;
  state: PipelineState;
  last_activity_at: Date;
  read_at: Date | null;
  sort_rank: number | string;
  sort_key: number | string;
}

function narrowed(query: PipelineQuery, scope: Scope): { sql: string; bindings: Knex.RawBinding[] } {
  const where: string[] = [];
  const bindings: Knex.RawBinding[] = [];
  if (query.author === 'mine') {
    where.push('p.user_id = ?');
    bindings.push(scope.userId);
  } else if (typeof query.author === 'number') {
    where.push('p.user_id = ?');
    bindings.push(query.author);
  }
  if (query.clientId !== undefined) {
    where.push('p.client_id = ?');
    bindings.push(query.clientId);
  }
  return { sql: where.length > 0 ? `WHERE ${where.join(' AND ')}` : '', bindings };
}

/** A page of the workspace's proposals in the pipeline's order, and how many are in each state (under the author and client filters, whatever the state filter). */
export async function listPipeline(db: Knex, scope: Scope, query: PipelineQuery, now: Date): Promise<{ rows: PipelineRow[]; nextCursor: PipelineCursor | null; counts: Record<PipelineState, number> }> {
  const base: Knex.RawBinding[] = [now, scope.userId, scope.workspaceId];
  const filter = narrowed(query, scope);
  const pageWhere = [...(filter.sql ? [filter.sql.slice('WHERE '.length)] : [])];
  const pageBindings: Knex.RawBinding[] = [...filter.bindings];
  if (query.state !== undefined) {
    pageWhere.push('p.state = ?');
    pageBindings.push(query.state);
  }
  if (query.cursor !== undefined) {
    const { rank, key, id } = query.cursor;
    pageWhere.push('(p.sort_rank > ? OR (p.sort_rank = ? AND (p.sort_key > ? OR (p.sort_key = ? AND p.id < ?))))');
    pageBindings.push(rank, rank, key, key, id);
  }
  const whereSql = pageWhere.length > 0 ? `WHERE ${pageWhere.join(' AND ')}` : '';
  const [[pageRows], [countRows]] = (await Promise.all([
    // One more than asked tells whether a next page exists.
    db.raw(`SELECT p.* FROM (${RANKED}) p ${whereSql} ORDER BY p.sort_rank, p.sort_key, p.id DESC LIMIT ?`, [...base, ...pageBindings, query.limit + 1]),
    db.raw(`SELECT p.state, COUNT(*) AS n FROM (${STATED}) p ${filter.sql} GROUP BY p.state`, [...base, ...filter.bindings]),
  ])) as [[FactsRow[]], [{ state: PipelineState; n: number | string }[]]];
  const counts = Object.fromEntries(PIPELINE_STATES.map((state) => [state, 0])) as Record<PipelineState, number>;
  for (const row of countRows) if (row.state in counts) counts[row.state] = Number(row.n);
  const shown = pageRows.slice(0, query.limit);
  const ids = shown.map((row) => row.id);
  const [generations, acceptances, unread] = await Promise.all([
    ids.length === 0 ? [] : db('generations').whereIn('id', ids).select<{ id: number; request: unknown; results: unknown }[]>('id', 'request', 'results'),
    acceptedOf(db, shown.filter((row) => row.state === 'accepted').map((row) => row.id)),
    unreadOf(db, shown.map((row) => ({ id: row.id, readAt: row.read_at }))),
  ]);
  const byId = new Map(generations.map((row) => [row.id, row]));
  const last = shown.at(-1);
  return {
    rows: shown.map((row) => ({
      id: row.id,
      authorId: row.user_id,
      authorName: row.author_name,
      clientId: row.client_id ?? null,
      clientName: row.client_name ?? null,
      state: row.state,
      request: fromJson(byId.get(row.id)?.request),
      results: fromJson(byId.get(row.id)?.results),
      lastActivityAt: toIso(row.last_activity_at),
      unread: unread.get(row.id) ?? 0,
      acceptance: acceptances.get(row.id) ?? null,
    })),
    nextCursor: pageRows.length > query.limit && last ? { rank: Number(last.sort_rank), key: Number(last.sort_key), id: last.id } : null,
    counts,
  };
}

/** The acceptance of each accepted proposal, with the frozen facts of the send it accepted (one query for the page). */
async function acceptedOf(db: Knex, ids: number[]): Promise<Map<number, { tier: string; inputs: unknown; frozen: unknown }>> {
  if (ids.length === 0) return new Map();
  const rows: { generation_id: number; tier: string; inputs: string; frozen: string }[] = await db('proposal_acceptances as a')
    .join('proposal_sends as s', 's.id', 'a.send_id')
    .whereIn('a.generation_id', ids)
    .orderBy('a.accepted_at')
    .select('a.generation_id', 'a.tier', 'a.inputs', 's.frozen');
  const found = new Map<number, { tier: string; inputs: unknown; frozen: unknown }>();
  for (const row of rows) if (!found.has(row.generation_id)) found.set(row.generation_id, { tier: row.tier, inputs: fromJson(row.inputs), frozen: fromJson(row.frozen) });
  return found;
}

/**
 * What the client did after each proposal's read mark (all of it when there is none): the questions
 * and change requests they opened, their replies, their acceptance. One query for the page.
 */
async function unreadOf(db: Knex, marks: { id: number; readAt: Date | null }[]): Promise<Map<number, number>> {
  if (marks.length === 0) return new Map();
  const cases = marks.map(() => 'WHEN ? THEN ?').join(' ');
  const since = (column: string) => `${column} > (CASE x.generation_id ${cases} END)`;
  const sinceBindings = marks.flatMap((mark) => [mark.id, mark.readAt ?? new Date(0)]);
  const ids = marks.map((mark) => mark.id);
  const inList = ids.map(() => '?').join(', ');
  const [rows] = (await db.raw(
    `SELECT x.generation_id, COUNT(*) AS n FROM (
       SELECT cr.generation_id, cr.created_at AS at FROM proposal_change_requests cr WHERE cr.generation_id IN (${inList})
       UNION ALL
       SELECT cr.generation_id, rp.created_at FROM proposal_change_requests cr JOIN proposal_change_request_replies rp ON rp.change_request_id = cr.id AND rp.author = 'client' WHERE cr.generation_id IN (${inList})
       UNION ALL
       SELECT a.generation_id, a.accepted_at FROM proposal_acceptances a WHERE a.generation_id IN (${inList})
     ) x WHERE ${since('x.at')} GROUP BY x.generation_id`,
    [...ids, ...ids, ...ids, ...sinceBindings],
  )) as [{ generation_id: number; n: number | string }[]];
  return new Map(rows.map((row) => [row.generation_id, Number(row.n)]));
}

/**
 * Marks the workspace's proposal read for the caller now (opening its screen does): answers how many
 * client events were unread before, or null when it is not the workspace's proposal.
 */
export async function markProposalRead(db: Knex, scope: Scope, generationId: number, now: Date): Promise<{ unread: number; since: string | null } | null> {
  const owned = await db('generations').where({ id: generationId, workspace_id: scope.workspaceId, tool: TOOL }).first('id');
  if (!owned) return null;
  const mark = await db('proposal_reads').where({ user_id: scope.userId, generation_id: generationId }).first<{ read_at: Date } | undefined>('read_at');
  const before = await unreadOf(db, [{ id: generationId, readAt: mark?.read_at ?? null }]);
  await db.raw('INSERT INTO proposal_reads (user_id, generation_id, read_at) VALUES (?, ?, ?) ON DUPLICATE KEY UPDATE read_at = GREATEST(read_at, VALUES(read_at))', [scope.userId, generationId, now]);
  return { unread: before.get(generationId) ?? 0, since: mark ? toIso(mark.read_at) : null };
}

export interface WaitingThread {
  id: number;
  generationId: number;
  kind: 'change' | 'question';
  label: string;
  comment: string;
  createdAt: string;
  clientName: string | null;
  request: unknown;
  results: unknown;
}

/**
 * "Waiting on you": the workspace's open questions and change requests whose last word is the
 * client's, oldest first (the same rule as the `asking` state), at most `limit`.
 */
export async function listWaitingThreads(db: Knex, scope: Scope, limit: number): Promise<{ items: WaitingThread[]; total: number }> {
  const waiting = () =>
    db('proposal_change_requests as cr')
      .join('generations as g', 'g.id', 'cr.generation_id')
      .where({ 'g.workspace_id': scope.workspaceId, 'g.tool': TOOL, 'cr.state': 'open' })
      .whereRaw(`COALESCE((SELECT rp.author FROM proposal_change_request_replies rp WHERE rp.change_request_id = cr.id ORDER BY rp.id DESC LIMIT 1), 'client') = 'client'`);
  const [rows, total] = await Promise.all([
    waiting()
      .leftJoin('clients as c', 'c.id', 'g.client_id')
      .orderBy('cr.created_at')
      .orderBy('cr.id')
      .limit(limit)
      .select<{ id: number; generation_id: number; kind: string; label: string; comment: string; created_at: Date; client_name: string | null; request: unknown; results: unknown }[]>(
        'cr.id',
        'cr.generation_id',
        'cr.kind',
        'cr.label',
        'cr.comment',
        'cr.created_at',
        'c.name as client_name',
        'g.request',
        'g.results',
      ),
    waiting().count<{ n: number | string }[]>('* as n'),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      generationId: row.generation_id,
      kind: row.kind === 'question' ? 'question' : 'change',
      label: row.label,
      comment: row.comment,
      createdAt: toIso(row.created_at),
      clientName: row.client_name ?? null,
      request: fromJson(row.request),
      results: fromJson(row.results),
    })),
    total: Number(total[0]?.n ?? 0),
  };
}

/** The pipeline state of some of the workspace's proposals (History's rows show it), by id. */
export async function pipelineStates(db: Knex, scope: Scope, ids: number[], now: Date): Promise<Map<number, PipelineState>> {
  if (ids.length === 0) return new Map();
  const [rows] = (await db.raw(`SELECT p.id, p.state FROM (${STATED}) p WHERE p.id IN (${ids.map(() => '?').join(', ')})`, [now, scope.userId, scope.workspaceId, ...ids])) as [{ id: number; state: PipelineState }[]];
  return new Map(rows.map((row) => [row.id, row.state]));
}
