import { describe, expect, it } from 'vitest';
import { formatIsoDay, formatMarketSize, formatDateTime } from './format.ts';
import { formatOptionBadge, toggleValue } from './options.ts';

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
  it('show as badges with hyphens turned into spaces and words capitalised', () => {
    expect(formatOptionBadge('north-america')).toBe('North America');
    expect(formatOptionBadge('global')).toBe('Global');
  });
  it('toggle: add when absent, remove when present', () => {
    expect(toggleValue(['europe'], 'asia')).toEqual(['europe', 'asia']);
    expect(toggleValue(['europe', 'asia'], 'europe')).toEqual(['asia']);
  });
});
