import { describe, expect, it } from 'vitest';
import { formatCurrency, formatIsoDay, formatMarketSize, formatDateTime, groupThousands } from './format.ts';
import { toggleValue } from './options.ts';

describe('formatMarketSize', () => {
  it.each([
    [0, '$0.00'],
    [999, '$999.00'],
    [999.994, '$999.99'],
    [999.995, '$1.00K'],
    [1000, '$1.00K'],
    [1500, '$1.50K'],
    [999_994, '$999.99K'],
    [999_995, '$1.00M'],
    [1_000_000, '$1.00M'],
    [1_250_000_000, '$1.25B'],
    [999_999_999, '$1.00B'],
    [1e12, '$1.00T'],
    [2.5e15, '$2500.00T'],
    [-1500, '-$1.50K'],
    [Number.NaN, '$0.00'],
  ])('%s → %s', (value, expected) => {
    expect(formatMarketSize(value)).toBe(expected);
  });
});

describe('formatDateTime', () => {
  it("formats like 'MMM d, yyyy h:mm a'", () => {
    expect(formatDateTime(new Date(2026, 0, 5, 15, 4))).toBe('Jan 5, 2026 3:04 PM');
    expect(formatDateTime(new Date(2026, 11, 31, 0, 0))).toBe('Dec 31, 2026 12:00 AM');
    expect(formatDateTime(new Date(2026, 6, 9, 12, 30))).toBe('Jul 9, 2026 12:30 PM');
  });
  it('gives an empty string for an invalid date', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
  it('formats a day as YYYY-MM-DD', () => {
    expect(formatIsoDay(new Date(2026, 2, 7))).toBe('2026-03-07');
  });
});

describe('multi-select values', () => {
  it('toggle: add when absent, remove when present', () => {
    expect(toggleValue(['europe'], 'asia')).toEqual(['europe', 'asia']);
    expect(toggleValue(['europe', 'asia'], 'europe')).toEqual(['asia']);
  });
});

describe('groupThousands', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12_500, '12,500'],
    [999_999, '999,999'],
    [1_000_000, '1,000,000'],
    [-1234, '-1,234'],
    [1234.5, '1,235'],
    [-0.2, '0'],
  ])('%d → %s', (value, text) => {
    expect(groupThousands(value)).toBe(text);
  });

  it('writes every whole number as en-US does', () => {
    const values = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e9, 1e15, Number.MAX_SAFE_INTEGER, 1e20];
    for (const base of values) {
      for (const n of [base - 1, base, base + 1, -base]) expect(groupThousands(n)).toBe(n.toLocaleString('en-US', { maximumFractionDigits: 0 }));
    }
  });

  it('formats currency with it', () => {
    expect(formatCurrency(2_500.4)).toBe('$2,500');
  });
});
