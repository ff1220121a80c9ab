// The pack (DESIGN §10, issue 24): from one call, every step of PACK_STEPS made in order, each from
// the client file and the results of the steps before it, as one queued flow. This module is the
// part the api, the worker and the screen share: the contract of GET /api/packs/:packId, and how a
// step's request is built — the tool's own prefill (as the "Use in next step" links fill a form),
// the account's name, e-mail and firm under it, the prefill's pack defaults under that — and checked
// by the tool's request schema before it is queued. It names no tool: the registry does.
import { z } from 'zod';
import { PACK_STEPS, type ToolSlug } from './catalog.ts';
import { LIMITS, TRANSCRIPT_MIN_CHARS } from './constants.ts';
import { CURRENCIES, wholeMajor, type Currency } from './money/currency.ts';
import { ClientValueSchema } from './money/schemas.ts';
import { totalMonthlyValue, type ValueDriver } from './money/drivers.ts';
import { prefillOf, TOOLS, type PrefillClient, type PrefillSource } from './tools.ts';
import { validate } from './validation.ts';

export const PACK_QUEUE = 'pack';
export const PACK_STATES = ['queued', 'active', 'completed', 'failed'] as const;
export type PackState = (typeof PACK_STATES)[number];
export const PACK_NOT_FOUND = 'Pack not found';
export const PACK_NOT_RETRYABLE = 'Only a pack with a failed step can be retried';
/** A step its owner cancelled: shown as its failure, retryable. */
export const PACK_CANCELLED = 'Cancelled. Retry to carry on from this step.';
export const PACK_NOT_RUNNING = 'This pack is not running';
/** A run that stopped writing (its worker and job lost): shown as this step's failure, retryable. */
export const PACK_STOPPED = 'This step stopped before it finished. Please retry it.';

/** POST /api/tools/pack. */
export const PackStartRequestSchema = z.object({
  clientId: z.number({ error: 'Please choose a client' }).int({ error: 'Please choose a client' }).positive({ error: 'Please choose a client' }),
  /** The call to start from; without it, the client's latest call. */
  transcript: z
    .string({ error: 'The transcript must be text' })
    .trim()
    .min(TRANSCRIPT_MIN_CHARS, { error: `Please provide at least ${TRANSCRIPT_MIN_CHARS} characters for accurate analysis` })
    .max(LIMITS.transcript, { error: `Must be at most ${LIMITS.transcript} characters` })
    .optional(),
  /** The value the consultant confirmed (DESIGN §11.2): kept on the client file and priced from. */
  value: ClientValueSchema.optional(),
});
export type PackStartRequest = z.infer<typeof PackStartRequestSchema>;

const StepSchema = z.object({
  tool: z.enum(PACK_STEPS),
  state: z.enum(PACK_STATES),
  generationId: z.number().int().positive().optional(),
  /** Why the step failed, in words for the user (never a driver's or the model's text). */
  error: z.string().optional(),
  /**
   * The value a month its request was priced from, when the call states it (its value drivers), in the
   * pack's money: minor units of `currency`. Packs made before ROI was a tool held it on their ROI step.
   */
  value: z.object({ currency: z.enum(CURRENCIES), monthly: z.number().int() }).optional(),
});
export type PackStep = z.infer<typeof StepSchema>;

/** GET /api/packs/:packId; also the answer of POST /api/packs/:packId/retry's GET that follows. */
export const PackResponseSchema = z.object({
  packId: z.number().int().positive(),
  clientId: z.number().int().positive().nullable(),
  state: z.enum(PACK_STATES),
  steps: z.array(StepSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PackResponse = z.infer<typeof PackResponseSchema>;

/** A new pack's steps: all waiting. */
export const newPackSteps = (): PackStep[] => PACK_STEPS.map((tool) => ({ tool, state: 'queued' as const }));

/** The pack's state from its steps: failed if one failed, done when all are, running once one started. */
export function packStateOf(steps: readonly PackStep[]): PackState {
  if (steps.some((step) => step.state === 'failed')) return 'failed';
  if (steps.every((step) => step.state === 'completed')) return 'completed';
  if (steps.some((step) => step.state === 'active' || step.state === 'completed')) return 'active';
  return 'queued';
}

/** Who the pack works for: the account's e-mail and name, the brand's firm (each form starts with them). */
export interface PackAccount {
  email: string;
  fullName: string;
  companyName: string;
  /** The pack's money: the client's currency, else the brand's; the brand's locale. */
  currency: Currency;
  locale: string;
}

/** What a step is made from: the client file (its calls newest first) and the earlier steps' results. */
export interface PackInputs {
  client: PrefillClient;
  account: PackAccount;
  /** The saved results of the steps done so far, in pack order. */
  done: readonly PrefillSource[];
}

/** The results a step is made from: those of the earlier steps its prefill reads. */
export const packSourcesOf = (target: ToolSlug, done: readonly PrefillSource[]): PrefillSource[] => {
  const from = prefillOf(target).from;
  return done.filter((source) => from.includes(source.tool));
};

/**
 * The value a month a step's checked request prices from (its value drivers, stated by the call), in its
 * money: a priced request's `valueInputs`, or those of a step priced as another step is (`pricedFrom`,
 * issue 52: one price per pack).
 */
export function requestValue(request: unknown, currency: Currency): { currency: Currency; monthly: number } | undefined {
  type Priced = { valueInputs?: { drivers?: ValueDriver[] } };
  const priced = request as (Priced & { pricedFrom?: Priced }) | null;
  const drivers = (priced?.valueInputs ?? priced?.pricedFrom?.valueInputs)?.drivers;
  return drivers && drivers.length > 0 ? { currency, monthly: wholeMajor(totalMonthlyValue(drivers), currency) } : undefined;
}

export type PackRequest = { success: true; data: unknown; sourceIds: number[] } | { success: false; message: string; fieldErrors: Record<string, string> };

/**
 * A generation step's request, checked by its tool's request schema. A field no source fills (a
 * client file without a job title, say) is a failed step whose message names it; the user completes
 * the file and retries the step.
 */
export function packStepRequest(tool: ToolSlug, inputs: PackInputs): PackRequest {
  const prefill = TOOLS[tool].prefill;
  const sources = packSourcesOf(tool, inputs.done);
  const { currency, locale, ...names } = inputs.account;
  const account = Object.fromEntries(Object.entries(names).filter(([, value]) => value.trim() !== ''));
  // The account's names under the tool's pack defaults, the pack's money over them (a form in another
  // currency than the pack's would price in it), and what the file and results fill over all.
  const values: Record<string, unknown> = {
    ...account,
    ...(prefill.packDefaults ?? {}),
    ...('currency' in (prefill.packDefaults ?? {}) ? { currency, locale } : {}),
    ...(prefill.packValues ? prefill.packValues({ client: inputs.client, sources, currency }) : prefill.values({ client: inputs.client, sources, currency })),
  };
  const checked = validate(TOOLS[tool].requestSchema, values);
  if (!checked.success) return { success: false, message: checked.error.message, fieldErrors: checked.error.fieldErrors };
  return { success: true, data: checked.data, sourceIds: sources.map((source) => source.id) };
}

/** The words for a step that could not be built from the file: what to complete, then retry. */
export const packRequestError = (title: string, message: string) => `${title} could not be filled in from the client file: ${message}. Complete the client file, then retry.`;

/** The `pack` queue's job: run pack `packId` (its `run`-th start) for its owner. */
export const PackJobDataSchema = z.object({
  packId: z.number().int().positive(),
  userId: z.number().int().positive(),
  run: z.number().int().positive(),
  /** How long one step's generation may take (the api's GENERATION_WAIT_MS). */
  stepWaitMs: z.number().int().positive(),
  /** The owner's in-flight slot the pack holds while it runs (admission), let go when it ends. */
  slot: z.object({ key: z.string().min(1), member: z.string().min(1) }).optional(),
});
export type PackJobData = z.infer<typeof PackJobDataSchema>;

/** The pack's job on the `pack` queue: one per run, so a retry is a new job. */
export const packJobId = (packId: number, run: number) => `pack-${packId}-${run}`;
/** The request id of a step's generation (its job is `generationJobId(userId, this)`): one per step and run. */
export const packStepRequestId = (packId: number, step: number, run: number) => `pack-${packId}-s${step}-r${run}`;

/** POST /api/tools/pack and POST /api/packs/:packId/retry → 202. */
export const PackStartedResponseSchema = z.object({ packId: z.number().int().positive() });

/** What the pack is for: its last step, the one that is shared. */
export const PACK_LAST_TOOL: ToolSlug = PACK_STEPS.at(-1)!;
