import { settleResults, TOOL_CATALOG, TOOL_SLUGS, type HistoryRecord, type HistorySummary, type ToolSlug } from '@growth-suite/shared';
import type { Knex } from 'knex';
import { fromJson, isDuplicateKey, toIso } from '../rows.ts';
import { insertLlmCalls, type LlmCall } from './llmCalls.ts';
import { insertOriginalVersion } from './versions.ts';
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
  userId: number;
  tool: ToolSlug;
  request: unknown;
  results: unknown;
  provider: string;
  model: string;
  /** The prompt that produced it (`<tool>@<n>`, or `demo`). */
  promptVersion?: string | null;
  /** The client it is for and the saved results it was made from (DESIGN §10): the user's own, checked again here. */
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
 * The client a new generation links to: the user's client if it still exists, else null. Its row is
 * share-locked until the transaction ends, so a delete of the client waits for the insert (and then
 * unlinks it) instead of failing the insert's foreign key: a paid result is never lost to a client
 * deleted while it was being made.
 */
async function linkableClient(trx: Knex.Transaction, userId: number, clientId: number | undefined): Promise<number | null> {
  if (clientId === undefined) return null;
  const row = await trx('clients').where({ id: clientId, user_id: userId }).forShare().first('id');
  return row ? Number(row.id) : null;
}

/** Links the sources that are still the user's results (one deleted meanwhile is simply not linked). */
async function insertSources(trx: Knex.Transaction, generationId: number, userId: number, sourceIds: readonly number[] | undefined) {
  if (!sourceIds || sourceIds.length === 0) return;
  await trx.raw(
    `INSERT INTO generation_sources (generation_id, source_id)
     SELECT ?, id FROM generations WHERE user_id = ? AND id IN (${sourceIds.map(() => '?').join(',')})`,
    [generationId, userId, ...sourceIds],
  );
}

/**
 * The workspace a new generation belongs to: its client's when it is made for one, else its author's
 * personal workspace (until a request names its workspace: DESIGN §11).
 */
async function workspaceOf(trx: Knex.Transaction, userId: number, clientId: number | null): Promise<number> {
  const client = clientId === null ? undefined : await trx('clients').where({ id: clientId }).first('workspace_id');
  return client ? (client.workspace_id as number) : ensurePersonalWorkspace(trx, userId);
}

/** The row, its version 1 and its sources (call it inside a transaction: all or nothing). */
async function insertGeneration(trx: Knex.Transaction, generation: NewGeneration): Promise<{ id: number; created: boolean }> {
  // The worker settled them already (and answered those): this keeps the rule for any other writer.
  const results = JSON.stringify(settleResults(generation.tool, generation.request, generation.results));
  const promptVersion = generation.promptVersion ?? null;
  try {
    const clientId = await linkableClient(trx, generation.userId, generation.clientId);
    const [id] = await table(trx).insert({
      job_id: generation.jobId,
      user_id: generation.userId,
      workspace_id: await workspaceOf(trx, generation.userId, clientId),
      tool: generation.tool,
      request: JSON.stringify(generation.request),
      results,
      provider: generation.provider,
      model: generation.model,
      prompt_version: promptVersion,
      client_id: clientId,
    });
    await insertOriginalVersion(trx, Number(id), results, promptVersion);
    await insertSources(trx, Number(id), generation.userId, generation.sourceIds);
    return { id: Number(id), created: true };
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const existing = await table(trx).where({ job_id: generation.jobId }).first('id');
    if (!existing) throw error;
    return { id: existing.id, created: false };
  }
}

export async function findGenerationByJobId(db: Knex, jobId: string): Promise<(HistoryRecord & { userId: number }) | null> {
  const row = await table(db).where({ job_id: jobId }).first();
  return row ? { ...toRecord(row), userId: row.user_id } : null;
}

/** Newest first by id (ids grow with time); `before` pages on to older records. */
export async function listGenerations(
  db: Knex,
  userId: number,
  tool: ToolSlug,
  page: { limit: number; before?: number | undefined },
): Promise<HistoryRecord[]> {
  const query = table(db).where({ user_id: userId, tool }).orderBy('id', 'desc').limit(page.limit);
  if (page.before !== undefined) query.andWhere('id', '<', page.before);
  return (await query).map(toRecord);
}

/**
 * The same list as listGenerations, already serialised. The JSON columns are read as text and
 * spliced in as they are (they were written by JSON.stringify), so a 200-item page is not
 * parsed and re-serialised on every request.
 */
export async function listGenerationsJson(
  db: Knex,
  userId: number,
  tool: ToolSlug,
  page: { limit: number; before?: number | undefined; clientId?: number | undefined },
): Promise<string> {
  const query = db('generations')
    .where({ user_id: userId, tool, ...(page.clientId !== undefined ? { client_id: page.clientId } : {}) })
    .orderBy('id', 'desc')
    .limit(page.limit)
    .select('id', 'tool', 'client_id', 'created_at', db.raw('CAST(request AS CHAR) AS request'), db.raw('CAST(results AS CHAR) AS results'));
  if (page.before !== undefined) query.andWhere('id', '<', page.before);
  const rows: { id: number; tool: string; client_id: number | null; created_at: Date; request: unknown; results: unknown }[] = await query;
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  return `[${rows
    .map((r) => `{"id":${r.id},"tool":${JSON.stringify(r.tool)},"createdAt":"${toIso(r.created_at)}","clientId":${r.client_id ?? null},"request":${text(r.request)},"results":${text(r.results)}}`)
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
  title: TOOL_CATALOG[row.tool].historyRow(toRecord(row) as { request: Record<string, unknown>; results: Record<string, unknown> }).title,
});

/** The user's results on the other end of `id`'s links: `made from` (sources) or `used in` (usedBy), oldest first. */
function linkedRows(db: Knex, userId: number, id: number, direction: 'sources' | 'usedBy') {
  const [here, there] = direction === 'sources' ? ['generation_id', 'source_id'] : ['source_id', 'generation_id'];
  return table(db)
    .join('generation_sources', `generation_sources.${there}`, 'generations.id')
    .where(`generation_sources.${here}`, id)
    // Links only ever join one user's results; the owner check keeps it so whatever wrote them.
    .andWhere('generations.user_id', userId)
    .orderBy('generations.id')
    .select('generations.*');
}

/** Only the owner's record: another user's id is simply not found. */
export async function findGeneration(db: Knex, userId: number, tool: ToolSlug, id: number): Promise<(HistoryRecord & GenerationLinks) | null> {
  const row = await table(db).where({ id, user_id: userId, tool }).first();
  if (!row) return null;
  const [sources, usedBy, client] = await Promise.all([
    linkedRows(db, userId, id, 'sources'),
    linkedRows(db, userId, id, 'usedBy'),
    row.client_id ? db('clients').where({ id: row.client_id, user_id: userId }).first<{ id: number; name: string } | undefined>('id', 'name') : undefined,
  ]);
  return {
    ...toRecord(row),
    version: row.current_version,
    clientId: row.client_id ?? null,
    sources: sources.map((source) => source.id),
    context: { client: client ? { id: client.id, name: client.name } : null, sources: sources.map(linked), usedBy: usedBy.map(linked) },
  };
}

export async function clearGenerations(db: Knex, userId: number, tool?: ToolSlug): Promise<number> {
  const query = table(db).where({ user_id: userId });
  if (tool) query.andWhere({ tool });
  return query.delete();
}

/** Counts per tool and the newest `recent` records across tools, titled as History lists them. */
export async function historySummary(db: Knex, userId: number, recent = 5): Promise<HistorySummary> {
  const [grouped, newest] = await Promise.all([
    table(db).where({ user_id: userId }).groupBy('tool').select('tool').count<{ tool: ToolSlug; n: number | string }[]>('* as n'),
    table(db).where({ user_id: userId }).orderBy('id', 'desc').limit(recent),
  ]);
  const counts = Object.fromEntries(TOOL_SLUGS.map((slug) => [slug, 0])) as Record<ToolSlug, number>;
  for (const row of grouped) if (row.tool in counts) counts[row.tool] = Number(row.n);
  return {
    counts,
    recent: newest.map(toRecord).map((record) => ({
      id: record.id,
      tool: record.tool,
      createdAt: record.createdAt,
      title: TOOL_CATALOG[record.tool].historyRow(record as { request: Record<string, unknown>; results: Record<string, unknown> }).title,
    })),
  };
}
