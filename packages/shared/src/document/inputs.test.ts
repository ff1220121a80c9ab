import { describe, expect, it } from 'vitest';
import { requestFields } from './inputs.ts';

const plan = (currentRevenue: string) => ({ clientCompany: 'Acme', currentRevenue, email: 'ann@example.com' });
const revenue = (value: string) => requestFields('growth-plan', plan(value), false).find((f) => f.label === 'Current annual revenue')?.value;

describe('inputs of an exported document', () => {
  it('a plain amount typed as text reads as money; anything else stays as typed', () => {
    expect(revenue('1200000')).toBe('$1,200,000');
    expect(revenue('$1,200,000')).toBe('$1,200,000');
    expect(revenue('950000.40')).toBe('$950,000');
    expect(revenue('about 2M')).toBe('about 2M');
  });

  it('in the document’s currency when it knows one, compact as market figures are', () => {
    const inPounds = (value: string) => requestFields('growth-plan', plan(value), false, { currency: 'GBP', locale: 'en-GB' }).find((f) => f.label === 'Current annual revenue')?.value;
    expect(inPounds('1200000')).toBe('£1.2m'); // en-GB writes millions with a small m
    expect(inPounds('about 2M')).toBe('about 2M');
  });

  it('leaves the e-mail out unless asked', () => {
    expect(requestFields('growth-plan', plan('1'), false).map((f) => f.value)).not.toContain('ann@example.com');
    expect(requestFields('growth-plan', plan('1'), true)).toContainEqual({ label: 'E-mail', value: 'ann@example.com' });
  });
});
