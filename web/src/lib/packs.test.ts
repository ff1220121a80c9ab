import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { missingOf, valueToConfirm } from './packs.ts';

const refusal = (body: unknown) => Object.assign(new ApiError(422, 'Some figures of the value were not found in the call as read.'), { body });
const value = { drivers: [{ kind: 'time', people: 1, hoursPerWeek: 80, annualCostPerPerson: 9_500_000, flagged: ['hoursPerWeek'] }], budget: null };
const field = { field: 'industry', label: 'Industry', step: 'offer-creator', message: 'Please enter the industry' };
const asksValue = { field: 'value', label: 'The value the price rests on', step: 'proposal', message: 'Please confirm' };

describe('the pack’s 422', () => {
  it('asking for the value gives the value as read, even past a limit, and is not a missing field', () => {
    const error = refusal({ message: 'm', missing: [asksValue, field], value });
    expect(valueToConfirm(error)).toEqual({ message: 'Some figures of the value were not found in the call as read.', value });
    expect(missingOf(error)).toBeNull();
  });

  it('missing fields alone keep today’s form', () => {
    const error = refusal({ message: 'm', missing: [field] });
    expect(valueToConfirm(error)).toBeNull();
    expect(missingOf(error)).toEqual([field]);
    expect(valueToConfirm(new ApiError(400, 'Bad'))).toBeNull();
  });
});
