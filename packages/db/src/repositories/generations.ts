import { TOOL_CATALOG, TOOL_SLUGS, type HistoryRecord, type HistorySummary, type ToolSlug } from '@growth-suite/shared';
import type { Knex } from 'knex';
import { fromJson, isDuplicateKey, toIso } from '../rows.ts';
import { insertLlmCalls, type LlmCall } from './llmCalls.ts';
import { insertOriginalVersion } from './versions.ts';

interface GenerationRow {
  id: number;
  user_id: number;
  tool: ToolSlug;
  job_id: string;
  request: unknown;
  results: unknown;
  provider: string;
  model: string;
  prompt_version: string | null;
  current_version: number;
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

/** The row and its version 1 (call it inside a transaction: both or neither). */
async function insertGeneration(trx: Knex.Transaction, generation: NewGeneration): Promise<{ id: number; created: boolean }> {
  const results = JSON.stringify(generation.results);
  const promptVersion = generation.promptVersion ?? null;
  try {
    const [id] = await table(trx).insert({
      job_id: generation.jobId,
      user_id: generation.userId,
      tool: generation.tool,
      request: JSON.stringify(generation.request),
      results,
      provider: generation.provider,
      model: generation.model,
      prompt_version: promptVersion,
    });
    await insertOriginalVersion(trx, Number(id), results, promptVersion);
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
  page: { limit: number; before?: number | undefined },
): Promise<string> {
  const query = db('generations')
    .where({ user_id: userId, tool })
    .orderBy('id', 'desc')
    .limit(page.limit)
    .select('id', 'tool', 'created_at', db.raw('CAST(request AS CHAR) AS request'), db.raw('CAST(results AS CHAR) AS results'));
  if (page.before !== undefined) query.andWhere('id', '<', page.before);
  const rows: { id: number; tool: string; created_at: Date; request: unknown; results: unknown }[] = await query;
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  return `[${rows
    .map((r) => `{"id":${r.id},"tool":${JSON.stringify(r.tool)},"createdAt":"${toIso(r.created_at)}","request":${text(r.request)},"results":${text(r.results)}}`)
    .join(',')}]`;
}

/** Only the owner's record: another user's id is simply not found. `version` is the current version's number. */
export async function findGeneration(db: Knex, userId: number, tool: ToolSlug, id: number): Promise<(HistoryRecord & { version: number }) | null> {
  const row = await table(db).where({ id, user_id: userId, tool }).first();
  return row ? { ...toRecord(row), version: row.current_version } : null;
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
