// The wire and storage checks of money and value drivers (DESIGN §11.1), with their messages. Amounts
// are minor units: a form shows major units and converts at its edge.
import { z } from 'zod';
import { INVALID_CHARACTERS, isStorableText } from '../schemas/fields.ts';
import { CURRENCIES, DEFAULT_LOCALE, isLocale } from './currency.ts';
import { DRIVER_LIMITS, EVIDENCE_CHARS, PERIODS, VALUE_TOO_LARGE, withinValueLimit } from './drivers.ts';
import { DRIVER_FIELDS, driverFieldError } from './fields.ts';

export const CURRENCY_MESSAGE = `Please choose a currency (${CURRENCIES.join(', ')})`;
export const LOCALE_MESSAGE = 'Please choose a language and region such as en-GB';

export const CurrencySchema = z.enum(CURRENCIES, { error: CURRENCY_MESSAGE });
export const LocaleSchema = z
  .string({ error: LOCALE_MESSAGE })
  .trim()
  .refine(isStorableText, { error: INVALID_CHARACTERS, abort: true })
  .max(35, { error: LOCALE_MESSAGE })
  .refine(isLocale, { error: LOCALE_MESSAGE });
export { DEFAULT_LOCALE };

/** A driver's field, checked with the table every form checks it with (./fields.ts). */
function field(kind: keyof typeof DRIVER_FIELDS, key: string) {
  const spec = DRIVER_FIELDS[kind].find((f) => f.key === key)!;
  return z
    .number({ error: `Please enter the ${spec.label}` })
    .refine((value) => spec.unit !== 'money' || Number.isInteger(value), { error: `The ${spec.label} must be a whole amount`, abort: true })
    .refine((value) => driverFieldError(spec, value) === null, { error: (issue) => driverFieldError(spec, issue.input as number) ?? '' });
}
const money = (label: string) =>
  z
    .number({ error: `Please enter the ${label}` })
    .int({ error: `The ${label} must be a whole amount` })
    .min(DRIVER_LIMITS.amount.min, { error: `The ${label} cannot be negative` })
    .max(DRIVER_LIMITS.amount.max, { error: `The ${label} is too large` });
/** A quote of the call (a string in what was stored before quotes named their speaker). */
export const EvidenceSchema = z.preprocess(
  (item) => (typeof item === 'string' ? { quote: item } : item),
  z.object({ quote: z.string().max(EVIDENCE_CHARS), speaker: z.string().max(80).optional() }),
);
// What code and the consultant said of the figures (drivers.ts `Checked`); the server sets `verified`
// and `flagged` itself (./verify.ts) whatever a request says.
const checks = {
  evidence: z.array(EvidenceSchema).max(5).optional(),
  verified: z.boolean().optional(),
  flagged: z.array(z.string().max(40)).max(6).optional(),
  confirmed: z.boolean().optional(),
};

export const ValueDriverSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('time'), people: field('time', 'people'), hoursPerWeek: field('time', 'hoursPerWeek'), annualCostPerPerson: field('time', 'annualCostPerPerson'), ...checks }),
    z.object({ kind: z.literal('revenue'), unitsPerMonth: field('revenue', 'unitsPerMonth'), valuePerUnit: field('revenue', 'valuePerUnit'), margin: field('revenue', 'margin'), ...checks }),
    z.object({ kind: z.literal('cost'), amount: field('cost', 'amount'), period: z.enum(PERIODS, { error: 'Please choose month or year' }), ...checks }),
  ],
  { error: 'Please choose what kind of value this is' },
);

export const BudgetSchema = z
  .object({ min: money('lowest budget'), max: money('highest budget'), period: z.enum(PERIODS, { error: 'Please choose month or year' }), ...checks })
  .refine((budget) => budget.max >= budget.min, { error: 'The highest budget must be at least the lowest', path: ['max'] });

export const ValueInputsSchema = z.object({
  drivers: z
    .array(ValueDriverSchema, { error: 'Please add what the work is worth to the client' })
    .min(1, { error: 'Please add at least one source of value (time saved, revenue gained or cost avoided)' })
    .max(DRIVER_LIMITS.drivers.max, { error: `At most ${DRIVER_LIMITS.drivers.max} sources of value` })
    // Each field within its limit can still add up past what fees are exact for (DRIVER_LIMITS.monthlyValue).
    .refine(withinValueLimit, { error: VALUE_TOO_LARGE }),
  budget: BudgetSchema.nullable().optional(),
});

/**
 * A client file's value (DESIGN §11.2): the drivers and budget later packs and priced documents start from,
 * as read from its calls and confirmed by the consultant. Unlike a priced request's inputs it may hold no
 * driver yet (a budget alone).
 */
export const ClientValueSchema = z.object({
  drivers: z
    .array(ValueDriverSchema, { error: 'Please list the sources of value' })
    .max(DRIVER_LIMITS.drivers.max, { error: `At most ${DRIVER_LIMITS.drivers.max} sources of value` })
    .refine(withinValueLimit, { error: VALUE_TOO_LARGE }),
  budget: BudgetSchema.nullable().default(null),
});
