// The live channel of a generation (DESIGN §9): what `GET /api/tools/jobs/:requestId/events`
// sends while the caller's `POST /api/tools/*` waits, and how a generation is cancelled.
// On the wire each event is one Server-Sent Event: `id: <n>`, `event: <type>`, `data: <JSON of
// its payload>`; heartbeats are comment lines. The POST still answers the full result.
import { z } from 'zod';
import type { ToolResult } from './tools.ts';
import type { ToolSlug } from './catalog.ts';

/** The payload of each event type, parsed by the web client (the contract with the api). */
export const GENERATION_EVENT_PAYLOADS = {
  /** Waiting for a worker: `position` generations are ahead. */
  queued: z.object({ position: z.number().int().nonnegative() }),
  /** A worker took the job (ISO time). */
  started: z.object({ startedAt: z.string() }),
  /** The result so far: a valid prefix of the tool's result (see PartialToolResult). */
  partial: z.object({ results: z.unknown() }),
  /** Saved; the waiting POST answers the full result with this id (a refinement: and the version it wrote). */
  completed: z.object({ historyId: z.number().int().positive(), version: z.number().int().positive().optional() }),
  /** The same safe message the POST answers. */
  failed: z.object({ message: z.string() }),
  /** Cancelled by its owner: nothing was saved. */
  cancelled: z.object({}),
} as const;

export type GenerationEventType = keyof typeof GENERATION_EVENT_PAYLOADS;
/** zod infers `z.object({})` as Record<string, never>, which no object with a `type` satisfies. */
type Fields<T> = string extends keyof T ? unknown : T;
export type GenerationEvent = {
  [K in GenerationEventType]: { type: K } & Fields<z.infer<(typeof GENERATION_EVENT_PAYLOADS)[K]>>;
}[GenerationEventType];

/** Events after which the stream ends. */
export const FINAL_GENERATION_EVENTS: readonly GenerationEventType[] = ['completed', 'failed', 'cancelled'];

/** Server-Sent Events comment line sent this often so proxies keep the stream open. */
export const GENERATION_EVENTS_HEARTBEAT_MS = 15_000;

/** POST /api/tools/jobs/:requestId/cancel: 202 `{state:'cancelling'}`, or 200 with the state it already ended in. */
export const CancelAnswerSchema = z.object({ state: z.enum(['cancelling', 'completed', 'failed', 'cancelled']) });
export type CancelAnswer = z.infer<typeof CancelAnswerSchema>;

/** What the waiting POST answers (409) once its generation was cancelled. */
export const GENERATION_CANCELLED_MESSAGE = 'Generation cancelled';

/** A prefix of a result while it is being written: any field may still be missing, lists may be short. */
export type DeepPartial<T> = T extends (infer U)[] ? DeepPartial<U>[] : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;
export type PartialToolResult<T extends ToolSlug> = DeepPartial<ToolResult<T>>;

/** LLM_STRUCTURED_OUTPUT (DESIGN §9): how the worker asks an OpenAI-compatible server for JSON. */
export const STRUCTURED_OUTPUT_MODES = ['json_schema', 'json_object', 'prompt'] as const;
export type StructuredOutputMode = (typeof STRUCTURED_OUTPUT_MODES)[number];
