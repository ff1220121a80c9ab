import { driverMonthlyValue, type TimeDriver } from '@growth-suite/shared';
import { describe, expect, it } from 'vitest';
import { allConfirmed, blankDriver, draftErrors, monthlyOf, toConfirm, totalOf, withFigure, type DraftValue } from './value.ts';

const read: TimeDriver = { kind: 'time', people: 1, hoursPerWeek: 30, annualCostPerPerson: 9_500_000, evidence: [{ quote: 'Our MD is on £95k', speaker: 'Sarah' }], verified: false, flagged: ['hoursPerWeek'] };

describe('the value being edited', () => {
  it('a corrected figure is no longer flagged, and the driver is confirmed once none is left', () => {
    const corrected = withFigure(read, 'hoursPerWeek', 17.5);
    expect(corrected).toMatchObject({ hoursPerWeek: 17.5, flagged: [], confirmed: true });
    const twoFlags = { ...read, flagged: ['hoursPerWeek', 'annualCostPerPerson'] };
    expect(withFigure(twoFlags, 'hoursPerWeek', 17.5)).toMatchObject({ flagged: ['annualCostPerPerson'], confirmed: false });
  });

  it('counts what is still to confirm; a driver the consultant adds is theirs', () => {
    const value: DraftValue = { drivers: [read, blankDriver('cost')], budget: { min: 350_000, max: 500_000, period: 'month', verified: true } };
    expect(toConfirm(value)).toBe(1);
    expect(toConfirm({ ...value, drivers: [withFigure(read, 'hoursPerWeek', 17.5), blankDriver('cost')] })).toBe(0);
  });

  it('prices with the shared sum; a driver with a blank figure is worth nothing yet and says so', () => {
    expect(monthlyOf(read)).toBe(driverMonthlyValue(read));
    expect(monthlyOf(blankDriver('time'))).toBeNull();
    expect(totalOf({ drivers: [read, blankDriver('revenue')], budget: null })).toBe(driverMonthlyValue(read));
  });

  it('names every figure out of its limits, and a budget whose top is under its bottom', () => {
    const value: DraftValue = { drivers: [{ ...read, hoursPerWeek: 61 }, blankDriver('cost')], budget: { min: 500_000, max: 350_000, period: 'month' } };
    expect(draftErrors(value)).toEqual({
      'drivers.0.hoursPerWeek': 'The hours a week must be at most 60',
      'drivers.1.amount': 'Please enter the cost avoided',
      'budget.max': 'The highest budget must be at least the lowest',
    });
  });

  it('sends back every driver and the budget confirmed', () => {
    const sent = allConfirmed({ drivers: [read], budget: { min: 1, max: 2, period: 'year' } });
    expect(sent.drivers[0]).toMatchObject({ confirmed: true, hoursPerWeek: 30 });
    expect(sent.budget).toMatchObject({ confirmed: true });
  });
});
