// Numbers read from free text the way people type them ("1200000", "$1.2M", "two million", "20k",
// "within a year", "in 90 days") and written back formatted, never as a raw digit run.
import { formatCurrency, groupThousands } from '../format.ts';

const WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, eighteen: 18, twenty: 20, 'twenty-four': 24, thirty: 30, forty: 40,
  fifty: 50, sixty: 60, ninety: 90, hundred: 100, half: 0.5, 'half a': 0.5, 'a half': 0.5,
};
const WORD_PATTERN = Object.keys(WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** A count written in digits or words: "4", "1.5", "1,200", "four", "half a". */
export function parseCount(text: string): number | null {
  const clean = text.toLowerCase().trim();
  if (clean in WORDS) return WORDS[clean]!;
  const value = Number(clean.replace(/,/g, ''));
  return Number.isFinite(value) ? value : null;
}

const SCALES: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mm: 1e6, mn: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9 };

// An amount: an optional currency sign, a number (digits or a word) and an optional scale. What
// follows must not make it a percentage, a duration or a head count.
const NOT_MONEY = String.raw`(?:x\b|times\b|days?\b|weeks?\b|months?\b|quarters?\b|years?\b|hours?\b|people\b|customers\b|clients\b|users\b|members\b|reps\b|hires\b|%|percent\b)`;
const AMOUNT = new RegExp(
  String.raw`(?<![\w.,$£€])(\$|usd\s?|us\$|£|gbp\s?|€|eur\s?)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\b(?:${WORD_PATTERN}))` +
    String.raw`(?:\s?(k|mm|mn|m|bn|b)\b|\s(thousand|million|billion)\b)?(?![\d.,]*\s*-?${NOT_MONEY}|[\d.,]*\d)`,
  'gi',
);

/** The currencies a typed amount is read in: its sign or code, dollars when it has none. */
export type Currency = 'USD' | 'GBP' | 'EUR';
const CURRENCY_OF: Record<string, Currency> = { $: 'USD', usd: 'USD', us$: 'USD', '£': 'GBP', gbp: 'GBP', '€': 'EUR', eur: 'EUR' };
const SIGN: Record<Currency, string> = { USD: '$', GBP: '£', EUR: '€' };

export interface Amount {
  value: number;
  /** Written with a currency sign or a scale ("$900", "20k", "two million"), not a bare number. */
  marked: boolean;
  /** The currency its sign or code names; undefined when it has none. */
  currency?: Currency;
  /** Said to be per month ("£2,500/month", "2,500 a month", "2.5k monthly"). */
  monthly: boolean;
  index: number;
}

const MONTHLY_AFTER = /^\s*(?:\/\s*(?:mo|month)\b|(?:a|per|each|every)\s+month\b|monthly\b|pcm\b|p\/m\b)/i;

/** Every amount in a text, in order. Words count only with a scale ("two million", not "two"). */
export function findAmounts(text: string): Amount[] {
  const found: Amount[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const [, currency, number, letter, word] = match;
    const scale = (letter ?? word)?.toLowerCase();
    const isWord = /^[a-z]/i.test(number!);
    if (isWord && !scale) continue;
    const count = parseCount(number!);
    if (count === null) continue;
    const code = currency ? CURRENCY_OF[currency.trim().toLowerCase()] : undefined;
    found.push({
      value: count * (scale ? SCALES[scale]! : 1),
      marked: Boolean(currency || scale),
      ...(code ? { currency: code } : {}),
      monthly: MONTHLY_AFTER.test(text.slice(match.index + match[0].length)),
      index: match.index,
    });
  }
  return found;
}

/** The first amount in a field that holds one ("1200000", "$1.2M", "about 2 million"); null if none. */
export function parseAmount(text: string): number | null {
  const first = findAmounts(text)[0];
  return first && first.value >= 0 && first.value < 1e15 ? first.value : null;
}

/** An amount people meant as money in prose: marked, or large enough ("budget of 20000"). */
export function moneyIn(text: string): Amount[] {
  return findAmounts(text).filter((amount) => amount.value > 0 && amount.value < 1e15 && (amount.marked || amount.value >= 1000));
}

/** Whole amounts with thousands separators, in dollars unless told: $1,200,000, £2,500. */
export const money = (value: number, currency: Currency = 'USD') => (currency === 'USD' ? formatCurrency(value) : `${SIGN[currency]}${groupThousands(value)}`);

/** The currency a text states money in (the first amount with a sign or code), dollars otherwise. */
export const currencyOf = (text: string): Currency => findAmounts(text).find((amount) => amount.currency)?.currency ?? 'USD';

/** A plan's length: in weeks when it is shorter than three months, else in months. */
export interface Horizon {
  unit: 'week' | 'month';
  count: number;
}

const UNIT = String.raw`(days?|weeks?|months?|quarters?|years?|yrs?)`;
const COUNT = String.raw`(\d+(?:\.\d+)?|${WORD_PATTERN})`;
const SPANS = [
  // "in 6 months", "within a year", "over the next two years", "by the end of 18 months"
  new RegExp(String.raw`\b(?:in|within|over|by|after|inside|for|under)\s+(?:the\s+)?(?:next\s+|coming\s+|first\s+)?(?:end\s+of\s+)?${COUNT}\s*-?\s*${UNIT}\b`, 'i'),
  // "a 90-day sprint", "an 18-month goal"
  new RegExp(String.raw`\b${COUNT}-${UNIT}\b`, 'i'),
  // "next 6 months"
  new RegExp(String.raw`\bnext\s+${COUNT}\s+${UNIT}\b`, 'i'),
];
const ONE_YEAR = /\b(?:this|next|the)\s+(?:calendar\s+|financial\s+|fiscal\s+)?year\b|\byear[- ]end\b|\bend of (?:the|this|next) year\b|\bin a year\b/i;
const ONE_QUARTER = /\b(?:this|next|the)\s+quarter\b/i;

function toHorizon(count: number, unit: string): Horizon {
  const u = unit.toLowerCase();
  const days = u.startsWith('day') ? count : u.startsWith('week') ? count * 7 : u.startsWith('month') ? count * 30.4 : u.startsWith('quarter') ? count * 91 : count * 365;
  if (days <= 84) return { unit: 'week', count: Math.min(12, Math.max(1, Math.floor(days / 7 + 1e-9))) };
  return { unit: 'month', count: Math.min(36, Math.max(3, Math.round(days / 30.4))) };
}

/** The timeframe a goal names ("within a year" → 12 months, "in 8 weeks" → 8 weeks); a year if none. */
export function parseHorizon(text: string): Horizon {
  const hits = SPANS.map((pattern) => pattern.exec(text)).filter((match): match is RegExpExecArray => match !== null);
  const first = hits.sort((a, b) => a.index - b.index)[0];
  if (first) {
    const count = parseCount(first[1]!);
    if (count !== null && count > 0) return toHorizon(count, first[2]!);
  }
  if (ONE_QUARTER.test(text)) return { unit: 'month', count: 3 };
  if (ONE_YEAR.test(text)) return { unit: 'month', count: 12 };
  return { unit: 'month', count: 12 };
}

/** A count in words when small ("four"), else with separators ("1,200"). */
export function countWord(value: number): string {
  const small = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  return Number.isInteger(value) && value >= 0 && value <= 10 ? small[value]! : groupThousands(value);
}
