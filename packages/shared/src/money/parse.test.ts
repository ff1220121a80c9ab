import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, formatMoney, minorPerMajor, type Currency } from './currency.ts';
import { parseAmounts, type StatedAmount } from './parse.ts';

const LOCALES = ['en-GB', 'en-US', 'en-IE', 'en-CA', 'en-AU', 'de-DE', 'fr-FR', 'nl-NL'] as const;

/** [min, max, currency, period] of each amount, minor units. */
const brief = (amounts: StatedAmount[]) => amounts.map((a) => [a.min, a.max, a.currency, a.period]);

describe('parseAmounts: what formatMoney writes reads back', () => {
  const amountOf = (currency: Currency) =>
    fc.oneof(
      // Whole amounts up to a billion major units, and amounts with the currency's minor digits.
      fc.integer({ min: 0, max: 1_000_000_000 }).map((major) => major * minorPerMajor(currency)),
      fc.integer({ min: 0, max: 100_000_000_000 / 100 * minorPerMajor(currency) }),
    );
  const cases = fc.constantFrom(...CURRENCIES).chain((currency) => fc.tuple(fc.constant(currency), fc.constantFrom(...LOCALES), amountOf(currency)));

  it('for every currency and locale, whole and decimal amounts, exactly', () => {
    fc.assert(
      fc.property(cases, ([currency, locale, minor]) => {
        const written = formatMoney(minor, currency, locale);
        const read = parseAmounts(written, { locale });
        expect(read, written).toHaveLength(1);
        expect(read[0]).toMatchObject({ min: minor, max: minor, currency, index: 0, text: written });
      }),
      { numRuns: 3000 },
    );
  });

  it('in a sentence, with a period after it', () => {
    fc.assert(
      fc.property(cases, ([currency, locale, minor]) => {
        const written = formatMoney(minor, currency, locale);
        const read = parseAmounts(`We spend ${written} a month on it.`, { locale });
        expect(brief(read), written).toEqual([[minor, minor, currency, 'month']]);
      }),
      { numRuns: 500 },
    );
  });

  it('a range "A–B" reads min ≤ max, both ends in minor units', () => {
    fc.assert(
      fc.property(cases, fc.integer({ min: 0, max: 10_000_000 }), ([currency, locale, a], b) => {
        const text = `${formatMoney(a, currency, locale)}–${formatMoney(b, currency, locale)}`;
        const [read] = parseAmounts(text, { locale });
        expect(read, text).toMatchObject({ min: Math.min(a, b), max: Math.max(a, b), currency });
        expect(read!.min).toBeLessThanOrEqual(read!.max);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on any text, and never reads a negative or an unfinite amount', () => {
    const check = (text: string, locale?: string) => {
      for (const amount of parseAmounts(text, { locale, currency: 'GBP' })) {
        expect(amount.min).toBeGreaterThanOrEqual(0);
        expect(amount.max).toBeGreaterThanOrEqual(amount.min);
        expect(Number.isFinite(amount.max)).toBe(true);
        expect(text.slice(amount.index)).toContain(amount.text);
      }
    };
    fc.assert(fc.property(fc.string(), fc.constantFrom(undefined, ...LOCALES, 'xx-garbage'), (text, locale) => check(text, locale)), { numRuns: 1000 });
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => check(text)), { numRuns: 1000 });
    const moneyish = fc.array(fc.constantFrom('£', '$', '€', '-', '–', '1', '2,5', '.', ' ', 'k', 'm', 'to', 'and', 'a', 'half', 'million', 'pounds', 'per', 'month', '%', 'between', 'US$', 'Mio.', '\u202F'));
    fc.assert(fc.property(moneyish, (parts) => check(parts.join(''), 'en-GB')), { numRuns: 2000 });
    fc.assert(fc.property(moneyish, (parts) => check(parts.join(' '), 'de-DE')), { numRuns: 1000 });
  });
});

describe('parseAmounts: long texts', () => {
  it('stays fast on a transcript-sized text and on runs made to backtrack', () => {
    const started = performance.now();
    parseAmounts('£' + '1,'.repeat(25_000));
    parseAmounts('a '.repeat(25_000) + 'hundred');
    parseAmounts('Our MD is on £95k and spends 15–20 hours a week. '.repeat(1_000), { locale: 'fr-FR' });
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

describe('parseAmounts: phrasings', () => {
  const GBP = { currency: 'GBP', locale: 'en-GB' } as const;
  it.each<[string, unknown[][]]>([
    // The UK call.
    ['we turn over about £2.4m', [[240_000_000, 240_000_000, 'GBP', undefined]]],
    ['our MD is on £95k and spends 15–20 hours a week on proposals', [[9_500_000, 9_500_000, 'GBP', undefined]]],
    ["budget-wise we're thinking three and a half to five thousand pounds a month", [[350_000, 500_000, 'GBP', 'month']]],
    ['each new client is worth roughly £4k a month to us at about 40% margin', [[400_000, 400_000, 'GBP', 'month']]],
    ['we lose maybe two clients a year', []],
    ['we pay a freelancer £1,200 a month for this', [[120_000, 120_000, 'GBP', 'month']]],
    // Symbols and codes.
    ['€95k', [[9_500_000, 9_500_000, 'EUR', undefined]]],
    ['$1,200', [[120_000, 120_000, 'USD', undefined]]],
    ['US$5,000', [[500_000, 500_000, 'USD', undefined]]],
    ['CA$3,000 or C$3,000', [[300_000, 300_000, 'CAD', undefined], [300_000, 300_000, 'CAD', undefined]]],
    ['A$200 or AU$200', [[20_000, 20_000, 'AUD', undefined], [20_000, 20_000, 'AUD', undefined]]],
    ['NZ$80', [[8_000, 8_000, 'NZD', undefined]]],
    ['USD 10,000', [[1_000_000, 1_000_000, 'USD', undefined]]],
    ['10,000 USD', [[1_000_000, 1_000_000, 'USD', undefined]]],
    ['¥50,000', [[50_000, 50_000, 'JPY', undefined]]],
    // Words and scales.
    ['95,000 pounds', [[9_500_000, 9_500_000, 'GBP', undefined]]],
    ['95 grand', [[9_500_000, 9_500_000, 'GBP', undefined]]],
    ['2.4 million', [[240_000_000, 240_000_000, 'GBP', undefined]]],
    ['half a million', [[50_000_000, 50_000_000, 'GBP', undefined]]],
    ['a million and a half', [[150_000_000, 150_000_000, 'GBP', undefined]]],
    ['£1.2bn', [[120_000_000_000, 120_000_000_000, 'GBP', undefined]]],
    ['three and a half thousand pounds', [[350_000, 350_000, 'GBP', undefined]]],
    ['five thousand', [[500_000, 500_000, 'GBP', undefined]]],
    ['twenty-five k', [[2_500_000, 2_500_000, 'GBP', undefined]]],
    ['a hundred and fifty thousand', [[15_000_000, 15_000_000, 'GBP', undefined]]],
    ['two point five million', [[250_000_000, 250_000_000, 'GBP', undefined]]],
    ['a grand a week', [[100_000, 100_000, 'GBP', 'week']]],
    ['500 quid', [[50_000, 50_000, 'GBP', undefined]]],
    ['£40k sterling', [[4_000_000, 4_000_000, 'GBP', undefined]]],
    ['30,000 GBP', [[3_000_000, 3_000_000, 'GBP', undefined]]],
    ['900 euros', [[90_000, 90_000, 'EUR', undefined]]],
    ['5,000 EUR', [[500_000, 500_000, 'EUR', undefined]]],
    ['2,000 dollars', [[200_000, 200_000, 'USD', undefined]]],
    ['2,000 Canadian dollars', [[200_000, 200_000, 'CAD', undefined]]],
    ['2,000 Australian dollars', [[200_000, 200_000, 'AUD', undefined]]],
    // Ranges.
    ['£3.5–5k a month', [[350_000, 500_000, 'GBP', 'month']]],
    ['£3.5k-£5k', [[350_000, 500_000, 'GBP', undefined]]],
    ['£500–5k', [[50_000, 500_000, 'GBP', undefined]]],
    ['£3k-5', [[300_000, 500_000, 'GBP', undefined]]],
    ['between 3,500 and 5,000 pounds a month', [[350_000, 500_000, 'GBP', 'month']]],
    ['3 to 5 thousand euros', [[300_000, 500_000, 'EUR', undefined]]],
    ['from £3k a month to £5k a month', [[300_000, 500_000, 'GBP', 'month']]],
    ['three and a half to five thousand pounds a month', [[350_000, 500_000, 'GBP', 'month']]],
    // Periods.
    ['£2k per month, £2k monthly, £2k pcm, £2k/mo, £2k p/m, £2k pm', Array(6).fill([200_000, 200_000, 'GBP', 'month'])],
    ['£50k a year, £50k per annum, £50k p.a., £50k annually, £50k pa', Array(5).fill([5_000_000, 5_000_000, 'GBP', 'year'])],
    ['£50k for the year, £50k for the whole year', Array(2).fill([5_000_000, 5_000_000, 'GBP', 'year'])],
    ['£400 a week, £400 per week, £400 weekly', Array(3).fill([40_000, 40_000, 'GBP', 'week'])],
    // Not money: years, hours, percentages, counts.
    ['In 2024 we hired 15 people, grew 40% and work 15 hours a week; 3 to 5 clients a month', []],
    ['2 million users and 5k followers', []],
    ['we lose maybe two clients a year and have two account managers', []],
    ['Q3 2025, version 2.5, 1,200 customers, 12.5 percent', []],
    ['the office is 15m from the station and we have 5k followers', []],
    ['a thousand people, three million downloads', []],
    // A one-letter scale with no currency is money at the end of a clause or before a money word.
    ['we turn over about 2.4m.', [[240_000_000, 240_000_000, 'GBP', undefined]]],
    ['2.4m turnover', [[240_000_000, 240_000_000, 'GBP', undefined]]],
  ])('%s', (text, expected) => {
    expect(brief(parseAmounts(text, GBP))).toEqual(expected);
  });

  it('an amount with no marker has no currency unless the call has one', () => {
    expect(parseAmounts('95 grand')[0]?.currency).toBeUndefined();
    expect(parseAmounts('2.4 million', { currency: 'EUR' })[0]?.currency).toBe('EUR');
    expect(parseAmounts('£2.4m', { currency: 'EUR' })[0]?.currency).toBe('GBP');
  });

  it('reads "$" as the call’s dollar, else the locale’s, else USD', () => {
    expect(parseAmounts('$5k')[0]?.currency).toBe('USD');
    expect(parseAmounts('$5k', { locale: 'en-GB', currency: 'GBP' })[0]?.currency).toBe('USD');
    expect(parseAmounts('$5k', { locale: 'en-CA' })[0]?.currency).toBe('CAD');
    expect(parseAmounts('$5k', { locale: 'en-AU' })[0]?.currency).toBe('AUD');
    expect(parseAmounts('5,000 dollars', { currency: 'NZD' })[0]?.currency).toBe('NZD');
  });

  it('follows the locale’s separators', () => {
    expect(brief(parseAmounts('2.500 €', { locale: 'de-DE' }))).toEqual([[250_000, 250_000, 'EUR', undefined]]);
    expect(brief(parseAmounts('2,5 Mio. €', { locale: 'de-DE' }))).toEqual([[250_000_000, 250_000_000, 'EUR', undefined]]);
    expect(brief(parseAmounts('2.5k', { locale: 'en-GB', currency: 'GBP' }))).toEqual([[250_000, 250_000, 'GBP', undefined]]);
    expect(brief(parseAmounts('€ 2,4 mln. en € 1,2 mld.', { locale: 'nl-NL' }))).toEqual([
      [240_000_000, 240_000_000, 'EUR', undefined],
      [120_000_000_000, 120_000_000_000, 'EUR', undefined],
    ]);
    expect(brief(parseAmounts('entre 3 500 et 5 000 € par mois, soit 2,4 k €', { locale: 'fr-FR' }))).toContainEqual([240_000, 240_000, 'EUR', undefined]);
  });

  it('quotes each amount as written, at its index', () => {
    const text = 'Budget-wise we are thinking £3.5–5k a month, and our MD is on £95k.';
    const read = parseAmounts(text, GBP);
    expect(read.map((a) => a.text)).toEqual(['£3.5–5k a month', '£95k']);
    for (const a of read) expect(text.slice(a.index, a.index + a.text.length)).toBe(a.text);
  });
});
