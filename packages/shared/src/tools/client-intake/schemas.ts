// The client intake's request and result (DESIGN §10): a call transcript in, the client file's
// fields out, each with the transcript lines that support it.
import { z } from 'zod';
import { LIMITS, TRANSCRIPT_MIN_CHARS } from '../../constants.ts';
import { COMPANY_SIZES } from '../../options.ts';
import { CLIENT_FIELD_LABELS, isoDay, type ClientFields } from '../../schemas/clients.ts';
import { text } from '../../schemas/fields.ts';
import { IntakeValueModelSchema, IntakeValueSchema } from './value.ts';

export const INTAKE_TRANSCRIPT_MESSAGE = `Please paste the call transcript (at least ${TRANSCRIPT_MIN_CHARS} characters)`;

export const ClientIntakeRequestSchema = z.object({
  transcript: text(TRANSCRIPT_MIN_CHARS, INTAKE_TRANSCRIPT_MESSAGE, LIMITS.transcript),
  /** The day of the call (YYYY-MM-DD); the client file keeps the call under it. */
  date: isoDay().optional(),
});

/** At most this many supporting lines per field, each at most EVIDENCE_MAX_CHARS. */
export const EVIDENCE_MAX = 5;
export const EVIDENCE_MAX_CHARS = 500;

/** Model text that may be empty (a fact the call does not state), with the client file's maximum. */
const value = (max: number) =>
  z
    .string()
    // As for every model text: a malformed character is replaced, not refused (a refusal costs a call).
    // eslint-disable-next-line no-control-regex -- NUL is matched on purpose
    .overwrite((v) => v.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|\u0000/g, '\uFFFD').trim())
    .max(max);
const evidence = () => z.array(z.string().max(EVIDENCE_MAX_CHARS)).max(EVIDENCE_MAX);
const field = (max: number) => z.object({ value: value(max), evidence: evidence() });

/**
 * Every client-file field, in the file's order, as `{value, evidence[]}` ('' and [] when unknown).
 * `satisfies` makes the compiler hold it to exactly the client file's fields (but its currency, which
 * the consultant chooses on the file).
 */
export const IntakeFieldsSchema = z.object({
  name: field(LIMITS.short),
  industry: field(LIMITS.short),
  website: field(LIMITS.short),
  size: z.object({ value: z.enum(['', ...COMPANY_SIZES]), evidence: evidence() }),
  contactName: field(LIMITS.short),
  contactTitle: field(LIMITS.short),
  contactEmail: field(LIMITS.email),
  revenue: field(LIMITS.short),
  offering: field(LIMITS.long),
  pains: field(LIMITS.long),
  goals: field(LIMITS.long),
  budgetSignals: field(LIMITS.long),
  objections: field(LIMITS.long),
  notes: field(LIMITS.long),
} satisfies Record<Exclude<keyof ClientFields, 'currency'>, z.ZodType>);

/** The saved result: the file's fields, and the value the call states as code checked it (older results have none). */
export const ClientIntakeResultSchema = IntakeFieldsSchema.extend({ value: IntakeValueSchema.optional() });
/** What the model writes: the fields, and the value as it read it (code adds its checks: ./value.ts). */
export const ClientIntakeModelSchema = IntakeFieldsSchema.extend({ value: IntakeValueModelSchema });

export type ClientIntakeRequest = z.infer<typeof ClientIntakeRequestSchema>;
export type ClientIntakeResult = z.infer<typeof ClientIntakeResultSchema>;
export type IntakeField = keyof z.infer<typeof IntakeFieldsSchema>;
export type IntakeFieldValue = ClientIntakeResult[IntakeField];

export const INTAKE_FIELDS = Object.keys(IntakeFieldsSchema.shape) as IntakeField[];

/** How each field is named on the review screen and in the export document: as the client file names it. */
export const INTAKE_FIELD_LABELS: Record<IntakeField, string> = CLIENT_FIELD_LABELS;
