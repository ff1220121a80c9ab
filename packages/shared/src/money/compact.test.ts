import { describe, expect, it } from 'vitest';
import { formatMoney } from './currency.ts';

describe('compact money (market sizes, headline figures)', () => {
  it('shows a decimal only when it says something: "$910M", "$83.5M", never "$910.0M"', () => {
    expect(formatMoney(910_000_000_00, 'USD', 'en-US', { compact: true })).toBe('$910M');
    expect(formatMoney(83_450_000_00, 'USD', 'en-US', { compact: true })).toBe('$83.5M');
    expect(formatMoney(2_400_000_00, 'GBP', 'en-GB', { compact: true })).toBe('£2.4m');
    expect(formatMoney(2_500_000, 'JPY', 'en-US', { compact: true })).toBe('¥2.5M');
  });
});
