// Code's check of the value a model read from a call (DESIGN §11.2, issue 52). The model reads; code
// checks: each quote must be in the call (case, spaces and quotation marks aside), and each figure must
// be a number its quotes state — in digits or words ("ninety-five thousand", "fifteen, sometimes
// twenty" is 15, 20 and their midpoint 17.5), as said or as one of the plain conversions the pricing
// itself makes (a day's hours × 5, a month's × 12 / 52; a month's pay × 12; a year's cost / 12; a
// week's × 52 / 12). A figure that fails is named in `flagged`; the driver is `verified` only when
// it keeps at least one quote and nothing is flagged. What is verified here is only that the call
// says it; whether it is the right reading is the consultant's to confirm (`confirmed`).
import { normaliseQuote, quotedIn } from '../text/quote.ts';
import type { Currency } from './currency.ts';
import { isTrusted, type Budget, type Checked, type Evidence, type ValueDriver } from './drivers.ts';
import { readDigits, readWords, separatorsOf } from './numbers.ts';
import { parseAmounts, type StatedAmount } from './parse.ts';

/** The value a call states: its drivers and its budget. */
export interface ReadValue {
  drivers: ValueDriver[];
  budget: Budget | null;
}

/** A figure matches a stated one within half a percent: a model rounds "£95k a year" to £7,917 a month. */
const TOLERANCE = 0.005;
const near = (figure: number, stated: number) => Math.abs(figure - stated) <= Math.max(1e-9, Math.abs(stated) * TOLERANCE);
const among = (figure: number, candidates: readonly number[]) => candidates.some((stated) => near(figure, stated));

/** The plain numbers a quote states, digits or words, in order ("15–20 hours", "fifteen, sometimes twenty"). */
export function numbersStated(quote: string): number[] {
  const separators = separatorsOf('en-GB');
  const found: number[] = [];
  let pos = 0;
  while (pos < quote.length) {
    const previous = quote[pos - 1] ?? ' ';
    const boundary = !/[\p{L}\d]/u.test(previous);
    const read = boundary ? (/\d/.test(quote[pos]!) ? readDigits(quote, pos, separators) : readWords(quote, pos)) : undefined;
    if (read && !('needsScale' in read && read.needsScale)) {
      found.push(read.value);
      pos = Math.max(read.end, pos + 1);
    } else pos += 1;
  }
  return found;
}

/** The counts a quote states and the midpoints of two of them ("15 to 20" → 17.5), each once. */
function counts(quotes: readonly string[]): number[] {
  const all: number[] = [];
  for (const quote of quotes) {
    const numbers = numbersStated(quote);
    all.push(...numbers);
    for (let i = 0; i < numbers.length; i++) for (let j = i + 1; j < numbers.length; j++) all.push((numbers[i]! + numbers[j]!) / 2);
  }
  return [...new Set(all)];
}

/** The amounts the quotes state in `currency` (or with no currency marker), each as low, high and midpoint. */
function amounts(quotes: readonly string[], currency: Currency): { value: number; period: StatedAmount['period'] }[] {
  return quotes.flatMap((quote) =>
    parseAmounts(quote, { currency })
      .filter((amount) => amount.currency === undefined || amount.currency === currency)
      .flatMap((amount) => [...new Set([amount.min, amount.max, (amount.min + amount.max) / 2])].map((value) => ({ value, period: amount.period }))),
  );
}

const perYear = (a: { value: number; period: StatedAmount['period'] }) => (a.period === 'month' ? a.value * 12 : a.period === 'week' ? a.value * 52 : a.value);
const perMonth = (a: { value: number; period: StatedAmount['period'] }) => (a.period === 'year' ? a.value / 12 : a.period === 'week' ? (a.value * 52) / 12 : a.value);

/** The figures of a driver its quotes do not state, by field name. */
function unstated(driver: ValueDriver, quotes: readonly string[], currency: Currency): string[] {
  const n = counts(quotes);
  const money = amounts(quotes, currency);
  const flagged: string[] = [];
  const check = (field: string, ok: boolean) => {
    if (!ok) flagged.push(field);
  };
  switch (driver.kind) {
    case 'time':
      // One person needs no number: "she spends…" states one.
      check('people', driver.people === 1 || among(driver.people, n));
      check('hoursPerWeek', among(driver.hoursPerWeek, n.flatMap((h) => [h, h * 5, (h * 12) / 52])));
      check('annualCostPerPerson', among(driver.annualCostPerPerson, money.map(perYear)));
      break;
    case 'revenue':
      check('unitsPerMonth', among(driver.unitsPerMonth, n.flatMap((u) => [u, u / 12, u / 3, (u * 52) / 12])));
      // What one customer or deal brings a month (a one-off or yearly value is a twelfth a month).
      check('valuePerUnit', among(driver.valuePerUnit, money.map(perMonth)));
      check('margin', among(driver.margin * 100, n));
      break;
    case 'cost':
      check('amount', among(driver.amount, money.map(driver.period === 'year' ? perYear : perMonth)));
      break;
  }
  return flagged;
}

/** The quotes that are in the call, each once. */
function keptQuotes(evidence: readonly Evidence[] | undefined, said: string): Evidence[] {
  const seen = new Set<string>();
  return (evidence ?? []).filter((item) => {
    const key = normaliseQuote(item.quote);
    if (seen.has(key) || !quotedIn(item.quote, said)) return false;
    seen.add(key);
    return true;
  });
}

/** The checks of one driver or budget, from what its quotes state (`flagged` lists what they do not). */
function checked<T extends Checked>(item: T, said: string, flag: (quotes: string[]) => string[]): T {
  const evidence = keptQuotes(item.evidence, said);
  const flagged = evidence.length === 0 ? ['evidence'] : flag(evidence.map((e) => e.quote));
  const { confirmed: _confirmed, ...rest } = item;
  // Whatever the reader claimed of itself is replaced; a fresh reading is not yet confirmed.
  return { ...rest, evidence, verified: flagged.length === 0, flagged } as T;
}

/** A budget's figures its quotes do not state. */
function unstatedBudget(budget: Budget, quotes: readonly string[], currency: Currency): string[] {
  const money = amounts(quotes, currency);
  const candidates = money.map(budget.period === 'year' ? perYear : perMonth);
  return (['min', 'max'] as const).filter((field) => !among(budget[field], candidates));
}

/**
 * The value with every quote not in `source` dropped, and each driver and the budget marked `verified`
 * (every figure stated by its remaining quotes) or `flagged` with the figures that are not. Amounts
 * are minor units of `currency`.
 */
export function verifyValue(value: ReadValue, source: string, currency: Currency): ReadValue {
  const said = normaliseQuote(source);
  return {
    drivers: value.drivers.map((driver) => checked(driver, said, (quotes) => unstated(driver, quotes, currency))),
    budget: value.budget ? checked(value.budget, said, (quotes) => unstatedBudget(value.budget!, quotes, currency)) : null,
  };
}

/**
 * A value the consultant sent (a client file, a pack, a price edited): checked against the call as
 * a reading is, but what they confirmed stays confirmed — the server decides `verified`, the person
 * `confirmed`.
 */
export function recheckValue(value: ReadValue, source: string, currency: Currency): ReadValue {
  const checked = verifyValue(value, source, currency);
  const keep = <T extends Checked>(after: T, before: Checked): T => (before.confirmed === true ? { ...after, confirmed: true } : after);
  return {
    drivers: checked.drivers.map((driver, i) => keep(driver, value.drivers[i]!)),
    budget: checked.budget && value.budget ? keep(checked.budget, value.budget) : null,
  };
}

/** The drivers and budget that cannot be priced yet: neither verified against the call nor confirmed. */
export function unconfirmed(value: ReadValue): Checked[] {
  return [...value.drivers, ...(value.budget ? [value.budget] : [])].filter((item) => !isTrusted(item));
}

/** The value as the consultant sent it back: every figure theirs, so confirmed. */
export const confirmedValue = (value: ReadValue): ReadValue => ({
  drivers: value.drivers.map((driver) => ({ ...driver, confirmed: true })),
  budget: value.budget ? { ...value.budget, confirmed: true } : null,
});
