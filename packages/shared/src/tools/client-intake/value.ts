// The value a call states, as the intake reads it (issue 52, DESIGN §11.2): the model reads the value
// drivers and the budget, each with verbatim quotes and who said them; code then checks every quote
// against the call and every figure against its quotes (money/verify.ts) before anything prices from
// them. Figures are minor units of `currency`, the money the call speaks in (null when it names none).
import { z } from 'zod';
import { CURRENCIES, type Currency } from '../../money/currency.ts';
import { DRIVER_LIMITS, EVIDENCE_CHARS, normaliseDriver, PERIODS, type Budget, type Evidence, type ValueDriver } from '../../money/drivers.ts';
import { parseAmounts } from '../../money/parse.ts';
import { statedValue } from '../../money/stated.ts';
import { verifyValue, type ReadValue } from '../../money/verify.ts';

const amount = z.number().min(0);
const period = z.enum(PERIODS);
const modelEvidence = z.array(z.object({ quote: z.string().max(EVIDENCE_CHARS), speaker: z.string().max(80) })).max(5);
const savedEvidence = z.array(z.object({ quote: z.string().max(EVIDENCE_CHARS), speaker: z.string().max(80).optional() })).max(5);
/** What code says of a driver's figures (money/verify.ts). */
const checks = { evidence: savedEvidence, verified: z.boolean().optional(), flagged: z.array(z.string()).optional() };

const ModelTime = z.object({ kind: z.literal('time'), people: z.number().min(0), hoursPerWeek: z.number().min(0), annualCostPerPerson: amount, evidence: modelEvidence });
const ModelRevenue = z.object({ kind: z.literal('revenue'), unitsPerMonth: z.number().min(0), valuePerUnit: amount, margin: z.number().min(0).max(1), evidence: modelEvidence });
const ModelCost = z.object({ kind: z.literal('cost'), amount, period, evidence: modelEvidence });
const ModelBudget = z.object({ min: amount, max: amount, period, evidence: modelEvidence });

/** The value as a model is asked to write it (no optional field: strict structured output has none). */
export const IntakeValueModelSchema = z.object({
  currency: z.enum(CURRENCIES).nullable(),
  drivers: z.array(z.discriminatedUnion('kind', [ModelTime, ModelRevenue, ModelCost])).max(DRIVER_LIMITS.drivers.max),
  budget: ModelBudget.nullable(),
});

/** The value in a saved intake result: as read, with code's checks. */
export const IntakeValueSchema = z.object({
  currency: z.enum(CURRENCIES).nullable(),
  drivers: z.array(z.discriminatedUnion('kind', [ModelTime.extend(checks), ModelRevenue.extend(checks), ModelCost.extend(checks)])).max(DRIVER_LIMITS.drivers.max),
  budget: ModelBudget.extend(checks).nullable(),
});
export type IntakeValue = z.infer<typeof IntakeValueSchema>;

/** What the prompt says about the value: the reading is the model's, the checking and the sums code's. */
export const INTAKE_VALUE_PROMPT = [
  'value: what the work would be worth to the client, as the call states it, and the budget they state. currency: the ISO code of the money the client speaks in (GBP for pounds, USD for dollars, EUR…), or null when the call names no money.',
  'value.drivers: one entry per source of value the client states, each of one kind: time (people × hoursPerWeek at annualCostPerPerson: people who spend hours a week on what the work takes over, and one person\'s yearly pay or cost), revenue (unitsPerMonth more customers or deals a month, valuePerUnit what one brings a month, margin 0–1 as stated), cost (an amount the work saves, per month or year).',
  'Money is in minor units of the currency (pence, cents: £95,000 is 9500000; ¥ has none). A range of hours is its midpoint ("fifteen, sometimes twenty hours" is 17.5). A salary is the yearly cost of a person\'s time, never money saved by itself: pair it with the hours that person spends, even when said in another sentence of the same speaker.',
  'value.budget: what the client could spend on this work ({min, max, period}); what the client charges its own customers is not its budget; an explicit budget beats a mention of a retainer. null when none is stated.',
  'Each driver and the budget lists evidence: the sentences of the transcript that state its figures, copied verbatim (without the speaker label), with speaker the name of who said it ("" when unknown). A figure without a verbatim quote that states it will be flagged for the consultant to confirm. Leave out what the call does not state: never estimate a figure.',
].join('\n');

const withSpeaker = (evidence: readonly { quote: string; speaker?: string | undefined }[]): Evidence[] =>
  evidence.map(({ quote, speaker }) => (speaker && speaker.trim() !== '' ? { quote, speaker: speaker.trim() } : { quote }));

/** A model's (or the demo's) reading, held to the limits and checked against the call. */
export function checkedIntakeValue(value: z.infer<typeof IntakeValueModelSchema> | IntakeValue, transcript: string): IntakeValue {
  const currency: Currency = value.currency ?? 'USD';
  const read: ReadValue = {
    drivers: value.drivers.map((driver) => normaliseDriver({ ...driver, evidence: withSpeaker(driver.evidence) } as ValueDriver)),
    budget: value.budget ? ({ ...value.budget, evidence: withSpeaker(value.budget.evidence) } as Budget) : null,
  };
  const checked = verifyValue(read, transcript, currency);
  return { currency: value.currency, drivers: checked.drivers, budget: checked.budget } as IntakeValue;
}

/** The value inputs a client file and a proposal start from: the reading's drivers and budget. */
export const readValueOf = (value: IntakeValue | undefined): ReadValue => ({ drivers: (value?.drivers ?? []) as ValueDriver[], budget: (value?.budget ?? null) as Budget | null });

/** The money a call speaks in: the currency its amounts name most often, or null when none is named. */
export function callCurrency(transcript: string): Currency | null {
  const seen = new Map<Currency, number>();
  for (const amount of parseAmounts(transcript)) if (amount.currency) seen.set(amount.currency, (seen.get(amount.currency) ?? 0) + 1);
  return [...seen].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

const LABEL = /^([\p{L}][\p{L} .'-]{0,39}):\s+/u;

/** The demo's reading (no model): code's reader over the call, each quote without its speaker's label. */
export function demoIntakeValue(transcript: string): IntakeValue {
  const currency = callCurrency(transcript);
  if (!currency) return { currency: null, drivers: [], budget: null };
  const stated = statedValue([transcript], currency);
  const evidence = (items: readonly Evidence[] | undefined) =>
    (items ?? []).map(({ quote }) => {
      const label = LABEL.exec(quote);
      return label ? { quote: quote.slice(label[0].length), speaker: label[1]!.trim() } : { quote, speaker: '' };
    });
  return checkedIntakeValue(
    {
      currency,
      drivers: stated.drivers.map((driver) => ({ ...driver, evidence: evidence(driver.evidence) })),
      budget: stated.budget ? { ...stated.budget, evidence: evidence(stated.budget.evidence) } : null,
    } as z.infer<typeof IntakeValueModelSchema>,
    transcript,
  );
}
