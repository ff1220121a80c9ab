// The value a client file and its call state, as fees are priced from it: the same texts, read the same
// way wherever it is shown (the review of a call, before the file is saved) or used (a priced tool's
// form and the pack), so what the consultant checks is what sets the fees.
import type { Currency } from './currency.ts';
import type { Budget, ValueDriver } from './drivers.ts';
import { extractValueDrivers, type ExtractedValue } from './extract.ts';

/** The client file's fields that can state figures, read in this order before the call. */
export const CLIENT_VALUE_FIELDS = ['budgetSignals', 'pains', 'notes', 'goals'] as const;
type ValueFields = Partial<Record<(typeof CLIENT_VALUE_FIELDS)[number], string>>;

/** The texts the value is read from: the file's fields that can state figures, then the call. */
export const clientValueTexts = (file: ValueFields, transcript = ''): string[] =>
  [...CLIENT_VALUE_FIELDS.map((field) => file[field] ?? ''), transcript].filter((text) => text.trim() !== '');

export interface StatedValue extends Omit<ExtractedValue, 'budget'> {
  budget: Budget | null;
}

/**
 * The value the texts state in `currency`: its drivers and the budget, each with the lines it was read
 * from (./extract.ts). Amounts in another currency are never converted, so they give nothing but a note.
 */
export function statedValue(texts: readonly string[], currency: Currency): StatedValue {
  const found = extractValueDrivers(texts.join('\n'), { currency });
  // The file repeats what the call said (the intake copies its lines): one driver per set of figures.
  const seen = new Set<string>();
  const drivers = found.drivers.filter((driver: ValueDriver) => {
    const { evidence: _evidence, ...figures } = driver;
    const key = JSON.stringify(figures);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { ...found, drivers, budget: found.budget ?? null };
}
