import { describe, expect, it } from 'vitest';
import { SAMPLE_REQUESTS } from '../../demo.ts';
import { acme, bare, saved } from '../../test/prefillFrom.ts';
import { nextStepsOf } from '../../tools.ts';
import { roiPrefill, salaryIn, weeklyHoursIn } from './prefill.ts';

describe('ROI calculator prefill', () => {
  it('from a client: the salary and the hours a week its file states', () => {
    expect(roiPrefill.values({ client: acme, sources: [] })).toEqual({ annualSalary: 42_000, weeklyHours: 12 });
  });

  it('from a growth plan: the figures stated in its inputs', () => {
    const plan = saved('growth-plan', 9, { ...SAMPLE_REQUESTS['growth-plan'], resources: 'One sales rep on a $65k salary, who spends 8 hrs per week on manual reporting.' });
    expect(roiPrefill.values({ client: bare, sources: [plan] })).toEqual({ annualSalary: 65_000, weeklyHours: 8 });
  });

  it('reads a salary in the form\'s currency only, a month of it made a year', () => {
    expect(salaryIn(['Our MD is on £95k and spends 15–20 hours a week on proposals.'], 'GBP')).toBe(95_000);
    expect(salaryIn(['Our MD is on £95k.'], 'USD')).toBeUndefined();
    expect(salaryIn(['The ops manager costs us $85k a year.'], 'GBP')).toBeUndefined();
    expect(salaryIn(['Her salary is €5,000 a month.'], 'EUR')).toBe(60_000);
    expect(roiPrefill.values({ client: { ...bare, budgetSignals: 'Our MD is on £95k a year.' }, sources: [], currency: 'GBP' })).toEqual({ annualSalary: 95_000 });
  });

  it('leaves the defaults when nothing is stated, and never offers a figure out of range', () => {
    expect(roiPrefill.values({ client: bare, sources: [] })).toEqual({});
    expect(weeklyHoursIn(['we lose 90 hours a week'])).toBeUndefined();
    expect(salaryIn(['they pay $500 a year for hosting', 'our manager costs us $1.5m a year'])).toBe(1_500_000);
    expect(salaryIn(['revenue is $2M'])).toBeUndefined();
    // A growth plan's revenue baseline is not a salary, "annual" or not (the pack reads the plan's actions).
    expect(salaryIn(['Confirm the $4,000,000 annual revenue baseline and where it comes from', 'Annual sales of $3M'])).toBeUndefined();
  });

  it('makes the calculator a next step of a growth plan only (after the tools, the proposal among them)', () => {
    expect(nextStepsOf('growth-plan')).toEqual(['proposal', 'roi-calculator']);
    expect(nextStepsOf('offer-creator')).toEqual(['cold-email', 'growth-plan', 'proposal']);
    expect(nextStepsOf('niche-finder')).toEqual(['offer-creator']);
    expect(nextStepsOf('cold-email')).toEqual(['proposal']);
  });
});
