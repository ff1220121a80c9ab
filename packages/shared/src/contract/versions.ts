// Versions of a saved result (DESIGN §10): every change — the original, an AI regeneration of one
// part, a hand edit, a restore — is an immutable version; the generation shows its current one.
// Writes carry `baseVersion`, the version the change was made from: when it is not the current
// version any more (another tab changed the result), the answer is 409 with `currentVersion`.
import { z } from 'zod';
import { INSTRUCTION_MAX, PART_PATH_MAX, VERSION_NAME_MAX } from '../constants.ts';
import { JOB_FAILURE } from '../queue.ts';
import { ISO_UTC } from './check.ts';

export const VERSION_AUTHORS = ['ai', 'user'] as const;
export const VERSION_KINDS = ['original', 'regenerate', 'edit', 'restore', 'change-request'] as const;
export type VersionAuthor = (typeof VERSION_AUTHORS)[number];
export type VersionKind = (typeof VERSION_KINDS)[number];

const versionNumber = () => z.number().int().positive();
const partPath = () => z.string().trim().min(1, 'Choose a part').max(PART_PATH_MAX);
const results = () => z.record(z.string(), z.unknown());

/** One version as the version panel lists it. `label` names the part it touched ('Email 2'). */
export const VersionSummarySchema = z.object({
  number: versionNumber(),
  author: z.enum(VERSION_AUTHORS),
  kind: z.enum(VERSION_KINDS),
  path: z.string().optional(),
  label: z.string().optional(),
  /** The version a restore brought back. */
  restoredFrom: versionNumber().optional(),
  instruction: z.string().optional(),
  promptVersion: z.string().optional(),
  /** The name its user gave it ('Sent to Dana'); absent until named. */
  name: z.string().min(1).max(VERSION_NAME_MAX).optional(),
  createdAt: z.string().regex(ISO_UTC),
});
export type VersionSummary = z.infer<typeof VersionSummarySchema>;

/** GET /api/history/:tool/:id/versions: newest first. */
export const VersionsResponseSchema = z.array(VersionSummarySchema);
/** GET /api/history/:tool/:id/versions/:number: the version with its results. */
export const VersionResponseSchema = VersionSummarySchema.extend({ results: results() });

/** POST /api/history/:tool/:id/refine (Idempotency-Key, events and cancel as a generation's). */
/**
 * A version a client accepted never changes (issue 24): a change made from it answers 409 unless the
 * caller says it means a new version (`newVersion: true`), which leaves the accepted one as it is.
 */
const newVersion = () => z.literal(true).optional();
export const ACCEPTED_VERSION_MESSAGE = 'Your client accepted this version, so it cannot change. Your change will be a new version that you send again; the accepted one stays as it is.';

/**
 * The AI redraft's instruction answering a reader's change request: the reader's words, then the owner's own
 * addition when there is one, each labelled, so neither is mistaken for the other.
 */
export function redraftInstruction(clientWords: string, addition?: string): string {
  const extra = addition?.trim() ?? '';
  return extra ? `Client's request: ${clientWords}\n\nConsultant's instruction: ${extra}` : clientWords;
}

export const RefineRequestSchema = z.object({
  path: partPath(),
  instruction: z.string().trim().max(INSTRUCTION_MAX, `Keep the instruction under ${INSTRUCTION_MAX} characters`).optional(),
  baseVersion: versionNumber(),
  newVersion: newVersion(),
  /** The client's change request this redraft answers (on a sent document): its section and words. */
  changeRequestId: z.number().int().positive().optional(),
});
/** PUT /api/history/:tool/:id/results: the whole result after a hand edit; `path` names the part edited. */
export const EditResultsRequestSchema = z.object({ results: results(), baseVersion: versionNumber(), path: partPath().optional(), newVersion: newVersion() });
/**
 * What a refinement that lost to another change says (its stream's `failed`, its POST's 409): the
 * result changed meanwhile, or a client accepted the version. Null for any other failure.
 */
export const refineConflictMessage = (reason: string): string | null =>
  reason === JOB_FAILURE.stale ? STALE_VERSION_MESSAGE : reason === JOB_FAILURE.locked ? ACCEPTED_VERSION_MESSAGE : null;
/** POST /api/history/:tool/:id/versions/:number/restore. */
export const RestoreRequestSchema = z.object({ baseVersion: versionNumber(), newVersion: newVersion() });
/**
 * PATCH /api/history/:tool/:id/versions/:number: names a version (1–80 characters once trimmed);
 * an empty name or null clears it. The key is required, so a body that forgot it is a 400, not a clear.
 */
export const VersionNameRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .max(VERSION_NAME_MAX, `Keep the name under ${VERSION_NAME_MAX} characters`)
    .nullable()
    .transform((name) => (name ? name : null)),
});
export type VersionNameRequest = z.input<typeof VersionNameRequestSchema>;
/** Its answer: the version as the list shows it. */
export const VersionNameResponseSchema = VersionSummarySchema;

/** What every change answers: the new current version and its results. */
export const VersionChangeResponseSchema = z.object({ version: versionNumber(), results: results() });
/** 409: the change was made from a version that is no longer the current one. */
export const StaleVersionResponseSchema = z.object({ message: z.string(), currentVersion: versionNumber() });

export const STALE_VERSION_MESSAGE = 'This result was changed in another tab or window. Reload it to see the current version.';

export type VersionsResponse = z.infer<typeof VersionsResponseSchema>;
export type VersionResponse = z.infer<typeof VersionResponseSchema>;
export type RefineRequest = z.infer<typeof RefineRequestSchema>;
export type EditResultsRequest = z.infer<typeof EditResultsRequestSchema>;
export type RestoreRequest = z.infer<typeof RestoreRequestSchema>;
export type VersionChangeResponse = z.infer<typeof VersionChangeResponseSchema>;
export type StaleVersionResponse = z.infer<typeof StaleVersionResponseSchema>;
