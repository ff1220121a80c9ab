// A refinement job (DESIGN §10): one part of a saved generation rewritten by the model, spliced into
// the current result and saved as the next version. What differs from a generation lives here; the
// processor runs both the same way (events, cancel, deadline, journal, failure reasons).
//
// A refinement is made from `baseVersion`: when that is no longer the current version (another tab
// changed the result) nothing is asked of the model, and the version is never written over a newer one.
import { appendVersion, ensurePersonalWorkspace, findGeneration, findVersionByJobId, lockedCurrentVersion, type Knex } from '@growth-suite/db';
import {
  JOB_FAILURE,
  partLabel,
  resolvePart,
  sanitizePartial,
  spliceResult,
  withValueAt,
  type GenerationJobData,
  type GenerationJobResult,
  type ResolvedPart,
  type ToolSlug,
} from '@growth-suite/shared';
import { UnrecoverableError } from 'bullmq';
import type { Generated } from './llm/generate.ts';

export type RefineData = NonNullable<GenerationJobData['refine']>;

/** What a refinement works from: the saved request and current result, and the part it rewrites. */
export interface RefineTarget {
  request: unknown;
  results: unknown;
  part: ResolvedPart;
}

/** The version this job already wrote (a run after a crash or a stall), if any. */
export async function refinedBefore(knex: Knex, jobId: string): Promise<GenerationJobResult | null> {
  const done = await findVersionByJobId(knex, jobId);
  return done ? { historyId: done.generationId, results: done.results, version: done.number } : null;
}

/**
 * The workspace a job works in: the one its request named; a job queued by an api older than
 * workspaces names none, and its author's personal workspace held all their work then.
 */
export async function jobWorkspace(knex: Knex, data: { userId: number; workspaceId?: number | undefined }): Promise<number> {
  return data.workspaceId ?? (await ensurePersonalWorkspace(knex, data.userId));
}

/** The generation to refine, checked: gone (or not the workspace's) and changed since are final failures. */
export async function loadRefineTarget(knex: Knex, workspaceId: number, tool: ToolSlug, refine: RefineData): Promise<RefineTarget> {
  // The two reads go out together (one round trip's wait, not two): the lock's answer is used only
  // once the generation is found to be the workspace's.
  const [saved, locked] = await Promise.all([findGeneration(knex, { workspaceId }, tool, refine.generationId), refine.newVersion ? null : lockedCurrentVersion(knex, refine.generationId)]);
  if (!saved) throw new UnrecoverableError(JOB_FAILURE.missing);
  if (saved.version !== refine.baseVersion) throw new UnrecoverableError(JOB_FAILURE.stale);
  // Accepted since the api looked: not worth a paid call (the write would refuse it, under the lock).
  if (locked !== null) throw new UnrecoverableError(JOB_FAILURE.locked);
  const part = resolvePart(tool, refine.path, saved.results);
  // The api checked the path against this very version: only a bug gets here.
  if (!part) throw new UnrecoverableError(JOB_FAILURE.invalidPayload);
  return { request: saved.request, results: saved.results, part };
}

const isEmpty = (value: unknown) =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0) || (typeof value === 'object' && value !== null && Object.keys(value).length === 0);

/**
 * A partial answer (`{part: …}` so far) as the screen wants it: the WHOLE current result with the
 * part so far in its place, so the rest stays readable while the part is written. Undefined while
 * nothing of the part has the right shape yet.
 */
export function partialRefinement(target: RefineTarget) {
  return (answer: unknown): unknown => {
    const raw = answer !== null && typeof answer === 'object' ? (answer as { part?: unknown }).part : undefined;
    const part = sanitizePartial(target.part.schema, raw);
    return isEmpty(part) ? undefined : withValueAt(target.results, target.part.segments, part);
  };
}

export type SaveOutcome = { outcome: 'written'; result: GenerationJobResult } | { outcome: 'failed'; reason: string };

/** The new part spliced in (the whole result validated again) and saved as the next version. */
export async function saveRefinement(
  knex: Knex,
  job: { jobId: string; workspaceId: number; tool: ToolSlug; refine: RefineData },
  target: RefineTarget,
  generated: Generated,
): Promise<SaveOutcome> {
  const { jobId, workspaceId, tool, refine } = job;
  let results: Record<string, unknown>;
  try {
    results = spliceResult(tool, target.results, refine.path, generated.results);
  } catch {
    // The part fit its own schema but broke a rule of the whole result: the model's answer is unusable.
    return { outcome: 'failed', reason: JOB_FAILURE.ai('schema') };
  }
  const written = await appendVersion(knex, {
    workspaceId,
    tool,
    generationId: refine.generationId,
    baseVersion: refine.baseVersion,
    results,
    author: 'ai',
    kind: refine.kind ?? 'regenerate',
    path: refine.path,
    label: partLabel(tool, refine.path, target.results),
    instruction: refine.instruction,
    promptVersion: generated.promptVersion,
    jobId,
    newVersion: refine.newVersion,
  });
  if (written.outcome === 'missing') return { outcome: 'failed', reason: JOB_FAILURE.missing };
  if (written.outcome === 'stale') return { outcome: 'failed', reason: JOB_FAILURE.stale };
  // A client accepted the version while the model wrote: the accepted version stays as it is.
  if (written.outcome === 'locked') return { outcome: 'failed', reason: JOB_FAILURE.locked };
  return { outcome: 'written', result: { historyId: refine.generationId, results: written.results, version: written.version } };
}
