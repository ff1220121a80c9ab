// Versions of a generation's results (DESIGN §10). A change is written with the version it was made
// from (`baseVersion`): the generation row is locked, and the change lands only if that is still
// the current version — otherwise it is stale and nothing is written. The generation keeps the
// current results too, so every reader of a saved result (History, exports, shares) reads it as before.
// Two rules hold for every change, under the same lock: a version a tool locked (a document a client
// accepted: `generations.locked_version`) is not changed unless a new version is asked for, and the
// tool's computed figures are recomputed from its request (`settleResults`) before they are written.
import { settleResults, VERSIONS_MAX, type ToolSlug } from '@growth-suite/shared';
import type { Knex } from 'knex';
import { fromJson, isDuplicateKey, toIso } from '../rows.ts';
import type { Scope } from '../scope.ts';

export type VersionAuthor = 'ai' | 'user';
export type VersionKind = 'original' | 'regenerate' | 'edit' | 'restore' | 'change-request';

interface VersionRow {
  id: number;
  generation_id: number;
  number: number;
  author: VersionAuthor;
  kind: VersionKind;
  path: string | null;
  label: string | null;
  instruction: string | null;
  restored_from: number | null;
  prompt_version: string | null;
  job_id: string | null;
  results: unknown;
  name: string | null;
  created_at: Date;
}

export interface VersionInfo {
  number: number;
  author: VersionAuthor;
  kind: VersionKind;
  path?: string;
  label?: string;
  restoredFrom?: number;
  instruction?: string;
  promptVersion?: string;
  /** The name its user gave it, if any. */
  name?: string;
  createdAt: string;
}

const SUMMARY_COLUMNS = ['number', 'author', 'kind', 'path', 'label', 'instruction', 'restored_from', 'prompt_version', 'name', 'created_at'] as const;

const toInfo = (row: Omit<VersionRow, 'id' | 'generation_id' | 'job_id' | 'results'>): VersionInfo => ({
  number: row.number,
  author: row.author,
  kind: row.kind,
  ...(row.path ? { path: row.path } : {}),
  ...(row.label ? { label: row.label } : {}),
  ...(row.restored_from ? { restoredFrom: row.restored_from } : {}),
  ...(row.instruction ? { instruction: row.instruction } : {}),
  ...(row.prompt_version ? { promptVersion: row.prompt_version } : {}),
  ...(row.name ? { name: row.name } : {}),
  createdAt: toIso(row.created_at),
});

const versions = (db: Knex) => db<VersionRow>('generation_versions');

/** The generation's id when it is the workspace's and of that tool, else null. */
async function ownedGeneration(db: Knex, scope: Scope, tool: ToolSlug, id: number): Promise<number | null> {
  const row = await db('generations').where({ id, workspace_id: scope.workspaceId, tool }).first('id');
  return row ? Number(row.id) : null;
}

/** Newest first; null when the generation is not the workspace's. */
export async function listVersions(db: Knex, scope: Scope, tool: ToolSlug, id: number): Promise<VersionInfo[] | null> {
  if ((await ownedGeneration(db, scope, tool, id)) === null) return null;
  const rows = await versions(db).where({ generation_id: id }).orderBy('number', 'desc').select(...SUMMARY_COLUMNS);
  return rows.map(toInfo);
}

/** One version with its results; null when it or the generation is not the workspace's. */
export async function findVersion(db: Knex, scope: Scope, tool: ToolSlug, id: number, number: number): Promise<(VersionInfo & { results: unknown }) | null> {
  if ((await ownedGeneration(db, scope, tool, id)) === null) return null;
  const row = await versions(db).where({ generation_id: id, number }).first();
  return row ? { ...toInfo(row), results: fromJson(row.results) } : null;
}

/** The version a refinement job wrote, if it did (a job that runs again after a crash). */
export async function findVersionByJobId(db: Knex, jobId: string): Promise<{ generationId: number; number: number; results: unknown } | null> {
  const row = await versions(db).where({ job_id: jobId }).first('generation_id', 'number', 'results');
  return row ? { generationId: row.generation_id, number: row.number, results: fromJson(row.results) } : null;
}

export interface NewVersion {
  /** The workspace the change was asked in: the generation must be one of its. */
  workspaceId: number;
  tool: ToolSlug;
  generationId: number;
  /** The version the change was made from: it lands only if this is still the current one. */
  baseVersion: number;
  results: unknown;
  author: VersionAuthor;
  kind: Exclude<VersionKind, 'original'>;
  path?: string | undefined;
  label?: string | undefined;
  instruction?: string | undefined;
  restoredFrom?: number | undefined;
  promptVersion?: string | undefined;
  /** A refinement's job id: writing the same job's version twice finds the first. */
  jobId?: string | undefined;
  /**
   * Written even though the current version is locked (a client accepted it): the caller means a new
   * version to send again. Without it a locked version is refused, checked under the generation's lock,
   * which a lock's writer (acceptSend) takes too, so a lock landing while the change is made is seen.
   */
  newVersion?: boolean | undefined;
}

export type AppendOutcome =
  | { outcome: 'written'; version: number; results: unknown }
  | { outcome: 'missing' }
  | { outcome: 'stale'; currentVersion: number }
  | { outcome: 'locked'; lockedVersion: number };

/**
 * The current version when a tool locked it (a change from it is refused: appendVersion), else null.
 * Read without the lock: only to refuse early what would be refused anyway (an AI redraft before it is paid for).
 */
export async function lockedCurrentVersion(db: Knex, generationId: number): Promise<number | null> {
  const row = await db('generations').where({ id: generationId }).whereRaw('locked_version = current_version').first<{ locked_version: number } | undefined>('locked_version');
  return row ? row.locked_version : null;
}

/** Writes a new current version, or says why not (the generation is gone or not the workspace's, or stale). */
export async function appendVersion(db: Knex, change: NewVersion): Promise<AppendOutcome> {
  try {
    return await db.transaction(async (trx) => {
      const generation = await trx('generations')
        .where({ id: change.generationId, workspace_id: change.workspaceId, tool: change.tool })
        .forUpdate()
        .first<{ current_version: number; locked_version: number | null; request: unknown } | undefined>('current_version', 'locked_version', 'request');
      if (!generation) return { outcome: 'missing' } as const;
      if (change.jobId) {
        const done = await versions(trx).where({ job_id: change.jobId }).first('number', 'results');
        if (done) return { outcome: 'written', version: done.number, results: fromJson(done.results) } as const;
      }
      // Before the stale check: a change from a locked version is told so, whichever version it came from.
      if (!change.newVersion && generation.locked_version === generation.current_version) {
        return { outcome: 'locked', lockedVersion: generation.current_version } as const;
      }
      if (generation.current_version !== change.baseVersion) return { outcome: 'stale', currentVersion: generation.current_version } as const;
      const settled = settleResults(change.tool, fromJson(generation.request), change.results);
      const number = generation.current_version + 1;
      const results = JSON.stringify(settled);
      await versions(trx).insert({
        generation_id: change.generationId,
        number,
        author: change.author,
        kind: change.kind,
        path: change.path ?? null,
        label: change.label?.slice(0, 300) ?? null,
        instruction: change.instruction ?? null,
        restored_from: change.restoredFrom ?? null,
        prompt_version: change.promptVersion ?? null,
        job_id: change.jobId ?? null,
        results,
      });
      await trx('generations').where({ id: change.generationId }).update({ results, current_version: number });
      await prune(trx, change.generationId, number);
      return { outcome: 'written', version: number, results: settled } as const;
    });
  } catch (error) {
    // Two runs of the same job raced past the lookup: the other one wrote it.
    if (change.jobId && isDuplicateKey(error)) {
      const done = await findVersionByJobId(db, change.jobId);
      if (done) return { outcome: 'written', version: done.number, results: done.results };
    }
    throw error;
  }
}

/**
 * Keeps at most VERSIONS_MAX versions: the oldest AI regenerations go first, then the oldest others;
 * the original (1), the current version and any version a share link shows stay (a link made for a
 * version shows it for as long as the link lives).
 */
async function prune(trx: Knex.Transaction, generationId: number, current: number) {
  // Numbers start at 1 and only grow: up to VERSIONS_MAX there cannot be too many (no count needed).
  if (current <= VERSIONS_MAX) return;
  const [counted] = await versions(trx).where({ generation_id: generationId }).count<{ n: number | string }[]>('* as n');
  const excess = Number(counted?.n ?? 0) - VERSIONS_MAX;
  if (excess <= 0) return;
  await trx.raw(
    `DELETE FROM generation_versions WHERE generation_id = ? AND number NOT IN (1, ?)
       AND number NOT IN (SELECT version FROM shares WHERE generation_id = ? AND version IS NOT NULL)
     ORDER BY (kind <> 'regenerate'), number LIMIT ${Math.floor(excess)}`,
    [generationId, current, generationId],
  );
}

/** Version 1 of a new generation, written with it (same transaction). */
export async function insertOriginalVersion(trx: Knex | Knex.Transaction, generationId: number, results: string, promptVersion: string | null) {
  await versions(trx).insert({ generation_id: generationId, number: 1, author: 'ai', kind: 'original', prompt_version: promptVersion, results });
}

/**
 * Names a version of the workspace's generation (null clears the name). The name is the user's label,
 * not part of the results: it changes no version and needs no lock. Null when the generation or the
 * version is not the workspace's.
 */
export async function nameVersion(db: Knex, scope: Scope, tool: ToolSlug, id: number, number: number, name: string | null): Promise<VersionInfo | null> {
  if ((await ownedGeneration(db, scope, tool, id)) === null) return null;
  // The same name again changes no row, which MySQL counts as 0 affected: look the version up instead.
  if (!(await versions(db).where({ generation_id: id, number }).first('id'))) return null;
  await versions(db).where({ generation_id: id, number }).update({ name });
  const row = await versions(db).where({ generation_id: id, number }).first(...SUMMARY_COLUMNS);
  return row ? toInfo(row) : null;
}
