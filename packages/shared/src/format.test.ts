import { describe, expect, it } from 'vitest';
import { formatCurrency, formatIsoDay, formatMarketSize, formatDate, formatValidUntil, groupThousands } from './format.ts';
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

describe('formatDate', () => {
  const moment = '2026-12-07T00:12:00.000Z';
  it('writes a moment as the locale does', () => {
    expect(formatDate(moment, { locale: 'en-GB', timeZone: 'UTC' })).toBe('7 Dec 2026, 00:12');
    expect(formatDate(moment, { locale: 'en-US', timeZone: 'UTC' })).toBe('Dec 7, 2026, 12:12 AM');
    expect(formatDate(moment, { locale: 'en-GB', timeZone: 'UTC', withTime: false })).toBe('7 Dec 2026');
    expect(formatDate(moment, { locale: 'en-US', timeZone: 'UTC', withTime: false })).toBe('Dec 7, 2026');
  });
  it("in the reader's time zone: the day itself can change", () => {
    expect(formatDate(moment, { locale: 'en-GB', timeZone: 'America/New_York' })).toBe('6 Dec 2026, 19:12');
    expect(formatDate(moment, { locale: 'en-US', timeZone: 'Pacific/Auckland' })).toBe('Dec 7, 2026, 1:12 PM');
    expect(formatDate(new Date(moment), { locale: 'en-US', timeZone: 'America/New_York', withTime: false })).toBe('Dec 6, 2026');
  });
  it('falls back to the default locale and the runtime zone when given none or unknown ones', () => {
    expect(formatDate(moment, { timeZone: 'UTC' })).toBe('Dec 7, 2026, 12:12 AM');
    expect(formatDate(moment, { locale: 'not a locale!', timeZone: 'UTC' })).toBe('Dec 7, 2026, 12:12 AM');
    expect(formatDate(moment, { locale: 'en-GB', timeZone: 'Mars/Olympus' })).toBe(formatDate(moment, { locale: 'en-GB' }));
  });
  it('the last valid day of a link is the UTC day, in the locale', () => {
    expect(formatValidUntil('2026-12-12T23:59:00.000Z', 'en-GB')).toBe('12 Dec 2026');
    expect(formatValidUntil('2026-12-12T23:59:00.000Z', 'en-US')).toBe('Dec 12, 2026');
  });
  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
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
