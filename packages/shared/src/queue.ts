// The contract between the API (producer) and the worker (consumer) on the `generation` queue.
import { z } from 'zod';
import { TOOL_SLUGS, type ToolSlug } from './catalog.ts';
import { PART_PATH_MAX, REDRAFT_INSTRUCTION_MAX } from './constants.ts';
import { SOURCES_MAX } from './schemas/clients.ts';

export const GENERATION_QUEUE = 'generation';

/** Client-chosen request ids (`Idempotency-Key`), DESIGN §4. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** One job per user and request id: the same key joins the same job instead of starting another. */
export const generationJobId = (userId: number, requestId: string) => `gen-${userId}-${requestId}`;

/** Job name = tool slug; the request is validated again by the worker with the tool's schema. */
export const GenerationJobDataSchema = z.object({
  tool: z.enum(TOOL_SLUGS),
  userId: z.number().int().positive(),
  /**
   * The workspace the request named (DESIGN §11): the result is saved there, its client and sources
   * must be that workspace's. A job queued by an api older than workspaces has none (the db layer
   * then takes its client's, else the author's personal workspace).
   */
  workspaceId: z.number().int().positive().optional(),
  requestId: z.string().regex(REQUEST_ID_PATTERN),
  request: z.unknown(),
  /** Epoch ms after which the job must not call the LLM (again): its caller has stopped waiting. */
  deadlineAt: z.number().int().positive().optional(),
  /**
   * The client the generation is for and the saved results it was made from (DESIGN §10), checked to
   * be the workspace's by the api; the worker stores them with the generation, dropping any deleted since.
   */
  context: z
    .object({
      clientId: z.number().int().positive().optional(),
      sourceIds: z.array(z.number().int().positive()).max(SOURCES_MAX).optional(),
    })
    .optional(),
  /**
   * A refinement (DESIGN §10) rather than a generation: rewrite one part of a saved generation,
   * starting from version `baseVersion`. `request` is then unused (the worker reads the saved one).
   */
  refine: z
    .object({
      generationId: z.number().int().positive(),
      path: z.string().min(1).max(PART_PATH_MAX),
      instruction: z.string().max(REDRAFT_INSTRUCTION_MAX).optional(),
      baseVersion: z.number().int().positive(),
      /** Answering a client's change request (its instruction is the request): the version's kind says so. */
      kind: z.literal('change-request').optional(),
      /** Written even though the current version is locked (a client accepted it): a new version to send again. */
      newVersion: z.literal(true).optional(),
    })
    .optional(),
});

export const GenerationJobResultSchema = z.object({
  historyId: z.number().int().positive(),
  results: z.unknown(),
  /** The version the job made (1 for a generation). */
  version: z.number().int().positive().optional(),
});

/** GET /api/tools/jobs/:requestId (DESIGN §4): where the caller's generation is. */
export const JobStatusSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('queued'), position: z.number().int().nonnegative() }),
  z.object({ state: z.literal('active'), startedAt: z.string() }),
  z.object({ state: z.literal('completed'), historyId: z.number().int().positive() }),
  z.object({ state: z.literal('failed') }),
]);
export type JobStatus = z.infer<typeof JobStatusSchema>;

/** GET /api/admin/queue: counts and the newest waiting, active and failed jobs (admin view). */
export const QueueJobSchema = z.object({
  id: z.string(),
  tool: z.string(),
  userId: z.number().nullable(),
  state: z.enum(['waiting', 'active', 'failed']),
  createdAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  failedReason: z.string().nullable(),
  attempts: z.number(),
});
export const QueueViewSchema = z.object({
  counts: z.record(z.string(), z.number()),
  waiting: z.array(QueueJobSchema),
  active: z.array(QueueJobSchema),
  failed: z.array(QueueJobSchema),
});
export type QueueJob = z.infer<typeof QueueJobSchema>;
export type QueueView = z.infer<typeof QueueViewSchema>;

export type GenerationJobData = z.infer<typeof GenerationJobDataSchema> & { tool: ToolSlug };
export type GenerationJobResult = z.infer<typeof GenerationJobResultSchema>;

/**
 * When a job must be done: a little before the API stops waiting (GENERATION_WAIT_MS), so that by
 * then every job has either finished, failed, or never started — a user is never told "it will
 * appear in History" about a result that is not coming. The margin leaves time to save a paid result.
 */
export function generationDeadline(enqueuedAt: number, waitMs: number): number {
  const margin = Math.min(5000, Math.max(250, Math.round(waitMs / 4)));
  return enqueuedAt + waitMs - margin;
}

/** Fixed, safe job failure reasons: never a driver message, never the user's data. */
export const JOB_FAILURE = {
  invalidPayload: 'Invalid generation job payload',
  invalidRequest: 'Invalid generation request',
  expired: 'Expired: not started before its deadline',
  historyWrite: 'History write failed: database unavailable',
  internal: 'Internal error in the worker',
  cancelled: 'Cancelled by its owner',
  /** A refinement whose base version is no longer the current one (another change came first). */
  stale: 'Stale: the result changed since this refinement was asked for',
  /** A refinement of a version that was locked (a client accepted it) while the model wrote. */
  locked: 'Locked: the version was accepted since this refinement was asked for',
  /** A refinement of a generation that is gone (deleted) or not the caller's. */
  missing: 'Not found: the result to refine is gone',
  ai: (kind: string) => `AI service failed (${kind})`,
} as const;
