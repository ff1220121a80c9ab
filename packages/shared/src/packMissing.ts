// What a pack cannot be made from (DESIGN §11.1): before any job is queued, every step the model
// writes is built as the worker will build it (packStepRequest) and checked by its tool's request
// schema, so that a pack that would stop at a later step for a missing field is refused at once —
// 422 {message, missing: [{field, label, step}]} — and nothing is paid for.
//
// The earlier steps' results do not exist yet. A field a later step takes from them (the cold
// emails' product from the offer, say) must not be asked for, and one they cannot fill must be. So
// each step is built twice: with the earlier results absent (what the file, the call and the account
// fill alone) and with a stand-in for each earlier result — a typical valid result of that tool,
// drawn from its result schema (one item per list, a sentence per text, each within its bounds). A
// field that fails both times is missing; one the stand-ins fill will be filled by the real results,
// which the worker validates against the same schema before a step is saved (a leaner result than
// the stand-in still fails that step, as before, and is retried from it).
//
// For each missing field, `field` names the client-file field that fills it, found the same way: the
// step is built again with that file field set to a plausible value, and the file field that makes
// the error go away is the one. It names no tool: the registry does.
import { z } from 'zod';
import { PACK_STEPS, TOOL_CATALOG, type ToolSlug } from './catalog.ts';
import { COMPANY_SIZES } from './options.ts';
import { formatMoney, type Currency } from './money/currency.ts';
import { ClientValueSchema } from './money/schemas.ts';
import { packStepRequest, type PackInputs } from './pack.ts';
import { CLIENT_FIELD_LABELS, CLIENT_FIELDS, type ClientFields } from './schemas/clients.ts';
import { TOOLS, type PrefillSource } from './tools.ts';


/** One field the pack needs that nothing fills. */
export const PackMissingSchema = z.object({
  /** The client-file field that fills it, when one does (the form writes it there); `value` for the value to confirm. */
  field: z.enum(['value', ...CLIENT_FIELDS] as ['value', ...(keyof ClientFields)[]]).optional(),
  /** Its name for a person. */
  label: z.string(),
  /** The first step that needs it. */
  step: z.string(),
  /** What the step's form says about it (e.g. "Please describe the pain points in more detail"). */
  message: z.string(),
});
export type PackMissing = z.infer<typeof PackMissingSchema>;

/** The 422 of POST /api/tools/pack; `value` (the value as read and checked) when it has figures to confirm. */
export const PackMissingResponseSchema = z.object({ message: z.string(), missing: z.array(PackMissingSchema), value: ClientValueSchema.optional() });
export type PackMissingResponse = z.infer<typeof PackMissingResponseSchema>;

const SENTENCE = 'A typical sentence of an earlier step, long enough for any text field that reads it.';

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema | JsonSchema[]; prefixItems?: JsonSchema[]; enum?: unknown[]; const?: unknown; minItems?: number; maxItems?: number; minLength?: number; maxLength?: number; minimum?: number; maximum?: number; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; allOf?: JsonSchema[] };

/** A typical value of a JSON schema: one item per list (at least its minimum), a sentence per text. */
function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return SENTENCE;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (choice) return sample(choice);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value)]));
    case 'array': {
      if (schema.prefixItems) return schema.prefixItems.map(sample);
      const count = Math.min(Math.max(schema.minItems ?? 0, 1), schema.maxItems ?? 1);
      const item = Array.isArray(schema.items) ? schema.items[0] : schema.items;
      return Array.from({ length: count }, () => sample(item));
    }
    case 'number':
    case 'integer':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? 1);
    case 'boolean':
      return true;
    case 'string': {
      const text = SENTENCE.padEnd(schema.minLength ?? 0, ' x');
      return schema.maxLength !== undefined ? text.slice(0, schema.maxLength) : text;
    }
    default:
      return SENTENCE;
  }
}

const standIns = new Map<ToolSlug, Record<string, unknown>>();
/** A typical valid result of `tool` (cached: a schema does not change). */
export function standInResults(tool: ToolSlug): Record<string, unknown> {
  let results = standIns.get(tool);
  if (!results) {
    results = sample(z.toJSONSchema(TOOLS[tool].resultSchema, { io: 'output', unrepresentable: 'any' }) as JsonSchema) as Record<string, unknown>;
    standIns.set(tool, results);
  }
  return results;
}

/**
 * A plausible value of each client-file field: enough for any form field it fills. The budget signals
 * state a value in the pack's money (a salary's hours), so a price with no value the call states is
 * asked for there, the field the consultant writes what the work is worth in.
 */
const probeIn = (currency: Currency): Record<keyof ClientFields, string> => ({
  ...PROBE,
  budgetSignals: `Our operations lead is paid ${formatMoney(6_000_000, currency, 'en-GB')} a year and spends 10 hours a week on this.`,
});
const PROBE: Record<keyof ClientFields, string> = {
  name: 'Probe Company Ltd',
  industry: 'Probe industry services',
  website: 'https://probe.example',
  currency: '',
  size: COMPANY_SIZES[0],
  contactName: 'Probe Contact',
  contactTitle: 'Head of Probing',
  contactEmail: 'probe@example.com',
  revenue: '$1,000,000',
  offering: SENTENCE,
  pains: SENTENCE,
  goals: SENTENCE,
  budgetSignals: SENTENCE,
  objections: SENTENCE,
  notes: SENTENCE,
};

const ACCOUNT_LABELS: Record<string, string> = { email: 'Your e-mail', fullName: 'Your full name', companyName: 'Your company name' };

/** The request fields of `tool`'s step that fail, built from `inputs` with `done` as the earlier results. */
const failing = (tool: ToolSlug, inputs: PackInputs, done: readonly PrefillSource[]) => {
  const built = packStepRequest(tool, { ...inputs, done });
  return built.success ? {} : built.fieldErrors;
};

/** The human name of a request field no file field fills: its place in the tool's document, else its own name. */
const inputLabel = (tool: ToolSlug, field: string) =>
  ACCOUNT_LABELS[field] ?? TOOLS[tool].document.inputs.find((input) => input.field === field)?.label ?? field;

/**
 * Every field the pack needs that the client file, the call and the account cannot fill, over all
 * the pack's steps, before any of them runs: one entry per client-file field (the first step that
 * needs it), plus one per step for a field no file field fills. Empty when the pack can finish.
 */
export function packMissing(inputs: Omit<PackInputs, 'done'>): PackMissing[] {
  const missing: PackMissing[] = [];
  const probe = probeIn(inputs.account.currency);
  const seen = new Set<string>();
  const earlier: PrefillSource[] = [];
  let id = -1;
  for (const step of PACK_STEPS) {
    const base: PackInputs = { ...inputs, done: [] };
    const alone = failing(step, base, []);
    // What the earlier steps' results will fill (when a result will), from their stand-ins.
    const withResults = failing(step, base, earlier);
    for (const [requestField, message] of Object.entries(alone)) {
      if (!(requestField in withResults)) continue;
      const field = CLIENT_FIELDS.find((key) => !(requestField in failing(step, { ...base, client: { ...inputs.client, [key]: probe[key] } }, earlier)));
      const key = field ?? `${step}:${requestField}`;
      if (seen.has(key)) continue;
      seen.add(key);
      missing.push({ ...(field ? { field } : {}), label: field ? CLIENT_FIELD_LABELS[field] : inputLabel(step, requestField), step, message: withResults[requestField] ?? message });
    }
    earlier.push({ id: id--, tool: step, request: {}, results: standInResults(step) });
  }
  return missing;
}

/** The 422's message: what to complete, by name. */
export const packMissingMessage = (missing: readonly PackMissing[]) =>
  `The pack cannot be made from this client file yet. Please fill in: ${[...new Set(missing.map((item) => item.label))].join(', ')}.`;

/** The title of a step, for the form ("needed for the Cold Email Writer"). */
export const packStepTitle = (step: string) => (step in TOOL_CATALOG ? TOOL_CATALOG[step as ToolSlug].title : step);

/** GET /api/packs?clientId=: the caller's packs of one client, newest first. */
export const PackListResponseSchema = z.object({
  items: z.array(z.object({ packId: z.number().int().positive(), state: z.enum(['queued', 'active', 'completed', 'failed']), createdAt: z.string(), updatedAt: z.string() })),
});
export type PackListResponse = z.infer<typeof PackListResponseSchema>;
