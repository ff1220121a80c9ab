import { mapTools, settleResults, TOOL_CATALOG, type HistoryRecord, type HistorySummary, type ToolSlug } from '@growth-suite/shared';
import type { Knex } from 'knex';
import { fromJson, isDuplicateKey, recordFromJson, toIso } from '../rows.ts';
import { insertLlmCalls, type LlmCall } from './llmCalls.ts';
import { insertOriginalVersion } from './versions.ts';
import { authorNameSql, byAuthor, mayDelete, type AuthorFilter, type InWorkspace, type Scope } from '../scope.ts';
import { ensurePersonalWorkspace } from './workspaces.ts';

interface GenerationRow {
  id: number;
  user_id: number;
  workspace_id: number;
  tool: ToolSlug;
  job_id: string;
  request: unknown;
  results: unknown;
  provider: string;
  model: string;
  prompt_version: string | null;
  current_version: number;
  client_id: number | null;
  created_at: Date;
}

const toRecord = (row: GenerationRow): HistoryRecord => ({
  id: row.id,
  tool: row.tool,
  createdAt: toIso(row.created_at),
  request: fromJson(row.request),
  results: fromJson(row.results),
});

const table = (db: Knex) => db<GenerationRow>('generations');

export interface NewGeneration {
  jobId: string;
  /** Its author. */
  userId: number;
  /** The workspace its request named (DESIGN §11); a job queued before jobs carried it: see workspaceOf. */
  workspaceId?: number | undefined;
  tool: ToolSlug;
  request: unknown;
  results: unknown;
  provider: string;
  model: string;
  /** The prompt that produced it (`<tool>@<n>`, or `demo`). */
  promptVersion?: string | null;
  /** The client it is for and the saved results it was made from (DESIGN §10): the workspace's, checked again here. */
  clientId?: number | undefined;
  sourceIds?: readonly number[] | undefined;
}

/**
 * Writes the history row keyed by job id. A job that runs again (after a crash or a stall)
 * gets the id of the row it wrote the first time instead of a duplicate.
 */
export async function insertGenerationIdempotent(db: Knex, generation: NewGeneration): Promise<number> {
  return db.transaction(async (trx) => (await insertGeneration(trx, generation)).id);
}

/**
 * The history row and the LLM calls that paid for it, in one transaction: both or neither. Safe to
 * run again after a lost connection: a row that was already written is found by its job id, and
 * its calls are not recorded twice.
 */
export async function saveGeneration(db: Knex, generation: NewGeneration, calls: readonly LlmCall[]): Promise<number> {
  return db.transaction(async (trx) => {
    const { id, created } = await insertGeneration(trx, generation);
    if (created) await insertLlmCalls(trx, calls);
    return id;
  });
}

/**
 * The client a new generation links to: the workspace's client if it still exists, else null. Its row is
 * share-locked until the transaction ends, so a delete of the client waits for the insert (and then
 * unlinks it) instead of failing the insert's foreign key: a paid result is never lost to a client
 * deleted while it was being made.
 */
async function linkableClient(trx: Knex.Transaction, workspaceId: number, clientId: number | undefined): Promise<number | null> {
  if (clientId === undefined) return null;
  const row = await trx('clients').where({ id: clientId, workspace_id: workspaceId }).forShare().first('id');
  return row ? Number(row.id) : null;
}

/** Links the sources that are still the workspace's results (one deleted meanwhile is simply not linked). */
async function insertSources(trx: Knex.Transaction, generationId: number, workspaceId: number, sourceIds: readonly number[] | undefined) {
  if (!sourceIds || sourceIds.length === 0) return;
  await trx.raw(
    `INSERT INTO generation_sources (generation_id, source_id)
     SELECT ?, id FROM generations WHERE workspace_id = ? AND id IN (${sourceIds.map(() => '?').join(',')})`,
    [generationId, workspaceId, ...sourceIds],
  );
}

/**
 * The workspace a new generation belongs to: the one its request named. A job queued by an api older
 * than workspaces carries none: then its client's (made in the author's personal workspace then), else
 * the author's personal workspace.
 */
async function workspaceOf(trx: Knex.Transaction, generation: NewGeneration): Promise<number> {
  if (generation.workspaceId !== undefined) return generation.workspaceId;
  const client: { workspace_id: number } | undefined = generation.clientId === undefined ? undefined : await trx('clients').where({ id: generation.clientId }).first('workspace_id');
  return client ? client.workspace_id : ensurePersonalWorkspace(trx, generation.userId);
}

/** The row, its version 1 and its sources (call it inside a transaction: all or nothing). */
async function insertGeneration(trx: Knex.Transaction, generation: NewGeneration): Promise<{ id: number; created: boolean }> {
  // The worker settled them already (and answered those): this keeps the rule for any other writer.
  const results = JSON.stringify(settleResults(generation.tool, generation.request, generation.results));
  const promptVersion = generation.promptVersion ?? null;
  try {
    const workspaceId = await workspaceOf(trx, generation);
    const clientId = await linkableClient(trx, workspaceId, generation.clientId);
    const [id] = await table(trx).insert({
      job_id: generation.jobId,
      user_id: generation.userId,
      workspace_id: workspaceId,
      tool: generation.tool,
      request: JSON.stringify(generation.request),
      results,
      provider: generation.provider,
      model: generation.model,
      prompt_version: promptVersion,
      client_id: clientId,
    });
    await insertOriginalVersion(trx, Number(id), results, promptVersion);
    await insertSources(trx, Number(id), workspaceId, generation.sourceIds);
    return { id: Number(id), created: true };
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const existing = await table(trx).where({ job_id: generation.jobId }).first('id');
    if (!existing) throw error;
    return { id: existing.id, created: false };
  }
}

export async function findGenerationByJobId(db: Knex, jobId: string): Promise<(HistoryRecord & { userId: number; workspaceId: number }) | null> {
  const row = await table(db).where({ job_id: jobId }).first();
  return row ? { ...toRecord(row), userId: row.user_id, workspaceId: row.workspace_id } : null;
}

/**
 * What job `jobId` saved, in one round trip: the generation it wrote (no `version`), or else the
 * version a refinement wrote (`version`, and the generation it belongs to). The generation's row wins
 * when both hold the id, as it did when they were looked up one by one. One query, so that a burst of
 * replays asks the pool for one connection each, not two. `tool`: the generation's, so a key replayed
 * for another tool is refused, not answered with this one's result; `workspaceId`: the generation's,
 * so its job is answered only in its own workspace.
 */
export async function findSavedByJobId(
  db: Knex,
  jobId: string,
  options: { timeoutMs?: number } = {},
): Promise<{ generationId: number; tool: string; workspaceId: number; results: unknown; version?: number } | null> {
  const query = db.raw(
    `(SELECT 0 AS refinement, id AS generation_id, tool, workspace_id, NULL AS number, results FROM generations WHERE job_id = ? LIMIT 1)
     UNION ALL
     (SELECT 1, v.generation_id, g.tool, g.workspace_id, v.number, v.results FROM generation_versions v JOIN generations g ON g.id = v.generation_id WHERE v.job_id = ? LIMIT 1)
     ORDER BY refinement LIMIT 1`,
    [jobId, jobId],
  );
  // `timeoutMs` bounds the query once it has its connection (knex's query timeout), not the wait for one.
  const [rows] = (await (options.timeoutMs ? query.timeout(options.timeoutMs) : query)) as [
    { refinement: number | string; generation_id: number; tool: string; workspace_id: number | string; number: number | null; results: unknown }[],
  ];
  const row = rows[0];
  if (!row) return null;
  const saved = { generationId: Number(row.generation_id), tool: row.tool, workspaceId: Number(row.workspace_id), results: fromJson(row.results) };
  return Number(row.refinement) === 1 ? { ...saved, version: Number(row.number) } : saved;
}

/**
 * One tool's saved results in the workspace, newest first by id (ids grow with time; `before` pages on
 * to older ones), already serialised. The JSON columns are read as text and spliced in as they are
 * (they were written by JSON.stringify), so a 200-item page is not parsed and re-serialised on every
 * request.
 */
export async function listGenerationsJson(
  db: Knex,
  scope: Scope,
  tool: ToolSlug,
  page: { limit: number; before?: number | undefined; clientId?: number | undefined; author?: AuthorFilter | undefined },
  /** What the tool says of each row beside it (its `state`), asked once for the page's ids. */
  states?: (ids: number[]) => Promise<Map<number, string>>,
): Promise<string> {
  const query = db('generations as g')
    .join('users as author', 'author.id', 'g.user_id')
    .where({ 'g.workspace_id': scope.workspaceId, 'g.tool': tool, ...(page.clientId !== undefined ? { 'g.client_id': page.clientId } : {}) })
    .orderBy('g.id', 'desc')
    .limit(page.limit)
    .select('g.id', 'g.tool', 'g.client_id', 'g.created_at', 'g.user_id', db.raw(`${authorNameSql('author')} AS author_name`), db.raw('CAST(g.request AS CHAR) AS request'), db.raw('CAST(g.results AS CHAR) AS results'));
  byAuthor(query, scope, page.author, 'g.user_id');
  if (page.before !== undefined) query.andWhere('g.id', '<', page.before);
  const rows: { id: number; tool: string; client_id: number | null; created_at: Date; user_id: number; author_name: string; request: unknown; results: unknown }[] = await query;
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  const stateOf = states && rows.length > 0 ? await states(rows.map((r) => r.id)) : new Map<number, string>();
  const state = (id: number) => (stateOf.has(id) ? `,"state":${JSON.stringify(stateOf.get(id))}` : '');
  return `[${rows
    .map(
      (r) =>
        `{"id":${r.id},"tool":${JSON.stringify(r.tool)},"createdAt":"${toIso(r.created_at)}","clientId":${r.client_id ?? null},"author":${JSON.stringify({ id: r.user_id, name: r.author_name })}${state(r.id)},"request":${text(r.request)},"results":${text(r.results)}}`,
    )
    .join(',')}]`;
}

/** A saved result named beside another ("made from", "used in"): its id, tool and History title. */
export interface LinkedGeneration {
  id: number;
  tool: ToolSlug;
  title: string;
}

/** What one saved item shows beside its record (DESIGN §10). */
export interface GenerationLinks {
  /** The current version's number. */
  version: number;
  /** The client it was made for; null when none, or that client was deleted. */
  clientId: number | null;
  /** The ids of the saved results it was made from, oldest first. */
  sources: number[];
  /** The same links, readable: the client's name, what it was made from and what it was used in since. */
  context: { client: { id: number; name: string } | null; sources: LinkedGeneration[]; usedBy: LinkedGeneration[] };
}

const linked = (row: GenerationRow): LinkedGeneration => ({
  id: row.id,
  tool: row.tool,
  title: TOOL_CATALOG[row.tool].historyRow({ request: recordFromJson(row.request), results: recordFromJson(row.results) }).title,
});

/** The workspace's results on the other end of `id`'s links: `made from` (sources) or `used in` (usedBy), oldest first. */
function linkedRows(db: Knex, scope: InWorkspace, id: number, direction: 'sources' | 'usedBy') {
  const [here, there] = direction === 'sources' ? ['generation_id', 'source_id'] : ['source_id', 'generation_id'];
  return table(db)
    .join('generation_sources', `generation_sources.${there}`, 'generations.id')
    .where(`generation_sources.${here}`, id)
    // Links only ever join one workspace's results; the check keeps it so whatever wrote them.
    .andWhere('generations.workspace_id', scope.workspaceId)
    .orderBy('generations.id')
    .select('generations.*');
}

/** Only the workspace's record: another workspace's id is simply not found. */
export async function findGeneration(db: Knex, scope: InWorkspace, tool: ToolSlug, id: number): Promise<(HistoryRecord & GenerationLinks & { authorId: number }) | null> {
  const row = await table(db).where({ id, workspace_id: scope.workspaceId, tool }).first();
  if (!row) return null;
  const [sources, usedBy, client] = await Promise.all([
    linkedRows(db, scope, id, 'sources'),
    linkedRows(db, scope, id, 'usedBy'),
    row.client_id ? db('clients').where({ id: row.client_id, workspace_id: scope.workspaceId }).first<{ id: number; name: string } | undefined>('id', 'name') : undefined,
  ]);
  return {
    ...toRecord(row),
    authorId: row.user_id,
    version: row.current_version,
    clientId: row.client_id ?? null,
    sources: sources.map((source) => source.id),
    context: { client: client ? { id: client.id, name: client.name } : null, sources: sources.map(linked), usedBy: usedBy.map(linked) },
  };
}

/**
 * Deletes one saved result of the workspace (its versions, links and sends go with it): 'not-found' when
 * it is not the workspace's, 'forbidden' when the caller is a member and a colleague made it.
 */
export async function deleteGeneration(db: Knex, scope: Scope, tool: ToolSlug, id: number): Promise<'deleted' | 'not-found' | 'forbidden'> {
  const row = await table(db).where({ id, workspace_id: scope.workspaceId, tool }).first('user_id');
  if (!row) return 'not-found';
  if (!mayDelete(scope, row.user_id)) return 'forbidden';
  return (await table(db).where({ id }).delete()) > 0 ? 'deleted' : 'not-found';
}

/**
 * History's "Clear": the caller's own results in the workspace (of one tool, or all). In a team it never
 * takes a colleague's work with it, whatever the caller's role: that is deleted one item at a time.
 */
export async function clearGenerations(db: Knex, scope: Scope, tool?: ToolSlug): Promise<number> {
  const query = table(db).where({ workspace_id: scope.workspaceId, user_id: scope.userId });
  if (tool) query.andWhere({ tool });
  return query.delete();
}

/** Counts per tool and the newest `recent` records across tools, titled as History lists them, with their author. */
export async function historySummary(db: Knex, scope: Scope, options: { author?: AuthorFilter | undefined; recent?: number } = {}): Promise<HistorySummary> {
  const inScope = () => byAuthor(db('generations').where('generations.workspace_id', scope.workspaceId), scope, options.author, 'generations.user_id');
  const [grouped, newest] = await Promise.all([
    inScope().groupBy('tool').select('tool').count<{ tool: ToolSlug; n: number | string }[]>('* as n'),
    inScope()
      .join('users as author', 'author.id', 'generations.user_id')
      .orderBy('generations.id', 'desc')
      .limit(options.recent ?? 5)
      .select<(GenerationRow & { author_name: string })[]>('generations.*', db.raw(`${authorNameSql('author')} AS author_name`)),
  ]);
  const counts = mapTools(() => 0);
  for (const row of grouped) if (row.tool in counts) counts[row.tool] = Number(row.n);
  return {
    counts,
    recent: newest.map((row) => {
      const record = toRecord(row);
      return {
        id: record.id,
        tool: record.tool,
        createdAt: record.createdAt,
        title: TOOL_CATALOG[record.tool].historyRow({ request: recordFromJson(record.request), results: recordFromJson(record.results) }).title,
        author: { id: row.user_id, name: row.author_name },
      };
    }),
  };
}
