import { DEFAULT_VALUE_MODEL, priceTiers } from '@growth-suite/shared/tools/proposal/pricing';
import { ValueInputsSchema } from '@growth-suite/shared/tools/proposal/send';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { draftOf, quoteFor, readInputs, toNumber, type DraftInputs } from './roiInputs.ts';

/** What ValueInputsSchema says of the same text: the inputs, or its first message per field. */
function bySchema(draft: DraftInputs) {
  const parsed = ValueInputsSchema.safeParse({ annualSalary: toNumber(draft.annualSalary), weeklyHours: toNumber(draft.weeklyHours) });
  if (parsed.success) return { ok: true, inputs: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors };
}

describe('the ROI panel’s inputs', () => {
  it('reads what the client types, with a dollar sign, thousands separators or spaces', () => {
    expect(toNumber('$120,000 ')).toBe(120_000);
    expect(toNumber('')).toBeUndefined();
    expect(readInputs({ annualSalary: '$85,000', weeklyHours: '12' })).toEqual({ ok: true, inputs: { annualSalary: 85_000, weeklyHours: 12 } });
  });

  it('gives each field the request schema’s message instead of clamping it', () => {
    expect(readInputs({ annualSalary: '85000', weeklyHours: '50' })).toEqual({ ok: false, errors: { weeklyHours: 'The hours saved a week must be at most 40' } });
    expect(readInputs({ annualSalary: '85000', weeklyHours: '0' })).toEqual({ ok: false, errors: { weeklyHours: 'The hours saved a week must be at least 1' } });
    const both = readInputs({ annualSalary: '', weeklyHours: 'lots' });
    expect(both.ok).toBe(false);
    if (!both.ok) {
      expect(both.errors.annualSalary).toBe('Please enter the annual salary');
      expect(both.errors.weeklyHours).toBe('Please enter the hours saved a week');
    }
    const negative = readInputs({ annualSalary: '-5', weeklyHours: '10' });
    expect(negative.ok ? null : negative.errors.annualSalary).toBe('The annual salary must be at least $0');
  });

  it('says what the request schema says, for any text a client may type', () => {
    const typed = fc.oneof(
      fc.constantFrom('', ' ', 'abc', '-1', '0', '1', '40', '41', '0.5', '1e3', '$1,000', 'NaN', 'Infinity', '100000000', '100000001', '-0'),
      fc.double({ min: -1e9, max: 1e9, noNaN: true }).map(String),
      fc.integer({ min: -10, max: 60 }).map(String),
    );
    fc.assert(
      fc.property(typed, typed, (annualSalary, weeklyHours) => {
        const draft = { annualSalary, weeklyHours };
        expect(readInputs(draft)).toEqual(bySchema(draft));
      }),
      { numRuns: 500 },
    );
  });

  it('starts from the inputs the proposal was priced with', () => {
    expect(draftOf({ annualSalary: 52_000, weeklyHours: 12 })).toEqual({ annualSalary: '52000', weeklyHours: '12' });
  });

  it('prices the tiers with the shared function and the sent floor: never below it, marked when at it', () => {
    const model = { ...DEFAULT_VALUE_MODEL, floor: 9_999 };
    for (const inputs of [
      { annualSalary: 0, weeklyHours: 1 },
      { annualSalary: 40_000, weeklyHours: 5 },
      { annualSalary: 240_000, weeklyHours: 40 },
      { annualSalary: 5_000_000, weeklyHours: 40 },
    ]) {
      const quotes = quoteFor(model, 1500, inputs);
      expect(quotes).toEqual(priceTiers({ ...model, floor: 1500 }, inputs));
      for (const quote of quotes) {
        expect(quote.monthly).toBeGreaterThanOrEqual(1500);
        if (quote.monthly === 1500) expect(quote.atFloor).toBe(true);
      }
    }
  });
});
