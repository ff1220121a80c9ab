// Documents made before money had a currency (DESIGN §11.1) were in whole US dollars, their value one
// salary's hours. They are read as what they were: US dollars, in minor units, the salary a time
// driver. One place upgrades both shapes, so that every reader (the schemas, the views, the client's
// page, the documents) sees one shape. Stored rows are never rewritten (a sent snapshot's hash is of
// its stored JSON); the next write of a result stores the new shape. Zod-free: the client's page reads it.
import type { Currency } from './currency.ts';

const LEGACY_CURRENCY: Currency = 'USD';
const LEGACY_LOCALE = 'en-US';
/** Whole dollars → cents. */
const CENTS = 100;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const cents = (value: unknown) => (typeof value === 'number' ? Math.round(value * CENTS) : value);

/** A request of the dollar-only shape (`valueInputs: {annualSalary, weeklyHours}`) in today's shape; anything else as it is. */
export function upgradeRequest(value: unknown): unknown {
  if (!isRecord(value) || !isRecord(value.valueInputs) || !('annualSalary' in value.valueInputs)) return value;
  const { annualSalary, weeklyHours } = value.valueInputs;
  return {
    ...value,
    currency: LEGACY_CURRENCY,
    locale: LEGACY_LOCALE,
    floor: cents(value.floor),
    valueInputs: { drivers: [{ kind: 'time', people: 1, hoursPerWeek: weeklyHours, annualCostPerPerson: cents(annualSalary) }], budget: null },
  };
}

/** An investment without a currency (whole dollars) in today's shape (minor units with its currency). */
export function upgradeInvestment(value: unknown): unknown {
  if (!isRecord(value) || 'currency' in value || !Array.isArray(value.tiers)) return value;
  return {
    ...value,
    currency: LEGACY_CURRENCY,
    locale: LEGACY_LOCALE,
    tiers: value.tiers.map((tier: unknown) => (isRecord(tier) ? { ...tier, monthly: cents(tier.monthly), value: cents(tier.value) } : tier)),
  };
}

/** Evidence stored as plain quotes (before quotes named their speaker) as `{quote}`. */
function upgradeEvidence(checked: unknown): unknown {
  if (!isRecord(checked) || !Array.isArray(checked.evidence)) return checked;
  return { ...checked, evidence: checked.evidence.map((item: unknown) => (typeof item === 'string' ? { quote: item } : item)) };
}

/** A value-inputs object of an older shape in today's (a quote or acceptance stored before): dollars only, or plain quotes. */
export function upgradeValueInputs(value: unknown): unknown {
  if (!isRecord(value)) return value;
  if ('annualSalary' in value) return (upgradeRequest({ valueInputs: value }) as { valueInputs: unknown }).valueInputs;
  return {
    ...value,
    ...(Array.isArray(value.drivers) ? { drivers: value.drivers.map(upgradeEvidence) } : {}),
    ...(isRecord(value.budget) ? { budget: upgradeEvidence(value.budget) } : {}),
  };
}
