// Price points: the fees a person writes on a quote (£4,500, £2,350, ¥180,000), not £4,487. The rule
// is by magnitude, in the currency's major units (a yen is a major unit: JPY has no minor ones), so
// every currency rounds alike: the step is 5 in the third significant digit.
//
//   below 10      whole units        (7)
//   10 – 99       whole units        (45)
//   100 – 999     steps of 5         (235)
//   1,000 – 9,999 steps of 50        (2,350; 4,500)
//   10,000 – …    steps of 500, then 5,000, 50,000 (12,500; 125,000)
//
// Rounding to the nearest point moves an amount by at most half a step: 2.5 % at the bottom of a
// decade (£1,000 ± £25), 0.25 % at its top. Zod-free: the client's page prices with it.
import { minorPerMajor, type Currency } from '../../money/currency.ts';

/** The price-point step of an amount (minor units) in minor units of `currency`. */
export function pricePointStep(minor: number, currency: Currency): number {
  const perMajor = minorPerMajor(currency);
  const major = Math.abs(minor) / perMajor;
  if (major < 100) return perMajor;
  // Powers of ten compared, not log10: 1,000 must fall in its own decade whatever the float does.
  let decade = 100;
  while (major >= decade * 10) decade *= 10;
  return (decade / 20) * perMajor;
}

/** The nearest price point (half a step rounds up). */
export const roundPricePoint = (minor: number, currency: Currency): number => {
  const step = pricePointStep(minor, currency);
  return Math.round(minor / step) * step;
};

/** The smallest price point at or above `minor` (a floor is never undercut by rounding). */
export const ceilPricePoint = (minor: number, currency: Currency): number => {
  const step = pricePointStep(minor, currency);
  return Math.ceil(minor / step) * step;
};

/** The largest price point at or below `minor` (a budget's top is never overshot by rounding). */
export const floorPricePoint = (minor: number, currency: Currency): number => {
  const step = pricePointStep(minor, currency);
  return Math.floor(minor / step) * step;
};

/** Whether `minor` is a price point of `currency` (what every fee the pricing writes is). */
export const isPricePoint = (minor: number, currency: Currency): boolean => Number.isInteger(minor) && minor >= 0 && minor % pricePointStep(minor, currency) === 0;
