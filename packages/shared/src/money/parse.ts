// The amounts of money a call states ("we turn over about £2.4m", "three and a half to five thousand
// pounds a month", "2,5 Mio. €"), in minor units with the currency and period they were said with.
//
// What is money: a number with a currency marker (symbol "£", "CA$", "$US"; code "USD"; word "pounds",
// "quid", "Canadian dollars") before or after it, or "grand", or a scale (thousand, k, million, m,
// bn…) when no counted noun follows ("2.4 million a year" is money, "2 million users" is not; after a
// one-letter scale only a period, a money word or the clause's end does: "15m from the station"). Years,
// hours, percentages and counts carry none of these and are not amounts. Never negative: a minus
// sign is ignored.
//
// - A bare "$" (or "dollars") is the call's currency when that is a dollar, else the locale's
//   region's dollar (en-CA → CAD, en-AU → AUD), else USD. "¥" is JPY.
// - A range ("£3.5–5k", "between 3,500 and 5,000 pounds", "3 to 5 thousand euros") shares its
//   currency both ways; the second number's scale applies to the first when the first is then not
//   above the second ("£3.5–5k" is 3,500–5,000; "£500–5k" is 500–5,000). Two currencies are no range.
// - Separators follow the locale (Intl's): "2.500 €" in de-DE is 2,500, "2.5k" in en is 2,500.
// - The period is read right after the amount or range: a month / per month / monthly / pcm / /mo /
//   p/m / pm, a year / for the year / per annum / p.a. / pa / annually, a week / weekly / pw. Quarters are not read.
// - `text` is the amount as written, from its first marker or digit to its period; `index` its start.
import { CURRENCIES, currencyForLocale, isLocale, minorPerMajor, toMinor, type Currency } from './currency.ts';
import { readDigits, readWords, separatorsOf, type Separators } from './numbers.ts';

export type StatedPeriod = 'month' | 'year' | 'week';

/** One amount (or range) the text states: min and max in minor units, min === max for one amount. */
export interface StatedAmount {
  min: number;
  max: number;
  currency: Currency | undefined;
  period: StatedPeriod | undefined;
  text: string;
  index: number;
}

export interface ParseOptions {
  /** The call's currency: an amount with no marker is taken in it. */
  currency?: Currency;
  /** BCP 47: how the text writes its separators (default en-US). */
  locale?: string;
}

/** A currency marker: a currency, or a "$" whose dollar the context decides. */
type Marker = Currency | '$';

interface Context extends ParseOptions {
  separators: Separators;
}

interface Single {
  start: number;
  end: number;
  /** Major units, the scale applied. */
  value: number;
  /** The scale's multiplier (1 without one) and whether it makes money by itself ("grand"). */
  scale: number;
  grand: boolean;
  /** The scale was one letter ("5k", "2.4m"): weaker evidence of money without a currency. */
  abbreviated: boolean;
  currency: Marker | undefined;
}

const GAP = '[ \\t\\u00A0\\u202F]*';
const SYMBOLS: Record<string, Marker> = {
  '£': 'GBP', '€': 'EUR', $: '$', '¥': 'JPY', '₹': 'INR', 'JP¥': 'JPY',
  US$: 'USD', CA$: 'CAD', C$: 'CAD', A$: 'AUD', AU$: 'AUD', NZ$: 'NZD', S$: 'SGD', SG$: 'SGD',
  // fr-FR writes the country after the symbol.
  '£GB': 'GBP', $US: 'USD', $CA: 'CAD', $AU: 'AUD', $NZ: 'NZD', $SG: 'SGD',
};
const CODE = `(?:${CURRENCIES.join('|')}|usd|gbp|eur)(?![\\p{L}])`;
const PREFIX = new RegExp(`((?:US|CA|AU|NZ|SG|JP|[CAS])?[$¥]|[£€₹]|${CODE})${GAP}[-−]?${GAP}`, 'uy');
const SUFFIX_SYMBOL = new RegExp(`${GAP}(£GB|\\$(?:US|CA|AU|NZ|SG)(?![\\p{L}])|(?:US|CA|AU|NZ|SG|JP|[CAS])?[$¥]|[£€₹]|${CODE})`, 'uy');

/** Currency words after a number, longest first. */
const WORDS: readonly (readonly [RegExp, Marker])[] = (
  [
    ['(?:british\\s+)?pounds?(?:\\s+sterling)?|quid|sterling', 'GBP'],
    ['euros?', 'EUR'],
    ['(?:us|u\\.s\\.|american)\\s+dollars?', 'USD'],
    ['canadian\\s+dollars?', 'CAD'],
    ['(?:australian|aussie)\\s+dollars?', 'AUD'],
    ['(?:new\\s+zealand|nz|kiwi)\\s+dollars?', 'NZD'],
    ['singapore\\s+dollars?', 'SGD'],
    ['dollars?|bucks', '$'],
    ['(?:swiss\\s+)?francs?', 'CHF'],
    ['(?:swedish\\s+)?kronor|swedish\\s+krona', 'SEK'],
    ['norwegian\\s+kron(?:er|e)', 'NOK'],
    ['danish\\s+kron(?:er|e)', 'DKK'],
    ['rand', 'ZAR'],
    ['rupees?', 'INR'],
    ['yen', 'JPY'],
  ] as const
).map(([source, marker]) => [new RegExp(`${GAP}(?:${source})(?![\\p{L}])`, 'iuy'), marker] as const);

/** Scales after a number: k, thousand, grand, m, million, Mio., mln., bn, Mrd., Md, lakh. */
const SCALE = new RegExp(
  `${GAP}(?:(grand)|(thousand|k|tsd\\.?)|(lakhs?|lacs?)|(millions?|mio\\.?|mln\\.?|mn|mm|mil|m)|(billions?|bn|b|mrd\\.?|mld\\.?|md))(?![\\p{L}])`,
  'iuy',
);
const AND_A_HALF = /[ \t]+and[ \t]+a[ \t]+half(?![\p{L}])/iuy;
const PERCENT = new RegExp(`${GAP}(?:%|per\\s?cent(?![\\p{L}]))`, 'iuy');

const PERIODS: readonly (readonly [RegExp, StatedPeriod])[] = (
  [
    ['(?:an?|per|each|every|p)\\s+(?:calendar\\s+)?(?:month|mo|mth)|\\/\\s*(?:month|mo|mth|m)|monthly|pcm|p\\/m|pm', 'month'],
    ['(?:an?|per|each|every)\\s+(?:year|yr|annum)|for\\s+the\\s+(?:whole\\s+|full\\s+)?year|\\/\\s*(?:year|yr|y|annum)|annually|yearly|annual|p\\.a\\.?|p\\/a|pa', 'year'],
    ['(?:an?|per|each|every)\\s+(?:week|wk)|\\/\\s*(?:week|wk|w)|weekly|p\\/w|pw', 'week'],
  ] as const
).map(([source, period]) => [new RegExp(`${GAP}(?:${source})(?![\\p{L}])`, 'iuy'), period] as const);

/** Words after a scaled amount with no currency that still leave it money ("2.4 million a year"). */
const MONEY_NOUNS = new Set('revenue turnover sales profit profits income budget worth salary fee fees spend cost costs total ish'.split(' '));
const CONNECTORS = new Set([...MONEY_NOUNS, ...'a an per each every in on to from for and or but so this last next that which with at of we i it is was were are our the roughly about'.split(' ')]);
const RANGE_INTRO = new RegExp(`(between|from)${GAP}`, 'iuy');
const RANGE_SEP = new RegExp(`${GAP}(?:[-–—]|to|and|till|until)${GAP}`, 'iuy');
const NEXT_WORD = new RegExp(`${GAP}([\\p{L}]+)`, 'uy');

function sticky<T>(pattern: RegExp, text: string, pos: number, read: (match: RegExpExecArray) => T): { value: T; end: number } | undefined {
  pattern.lastIndex = pos;
  const match = pattern.exec(text);
  return match ? { value: read(match), end: pattern.lastIndex } : undefined;
}

const markerOf = (written: string): Marker | undefined => SYMBOLS[written] ?? CURRENCIES.find((c) => c === written.toUpperCase());

function readSuffixCurrency(text: string, pos: number): { value: Marker | undefined; end: number } | undefined {
  for (const [pattern, marker] of WORDS) {
    const found = sticky(pattern, text, pos, () => marker);
    if (found) return found;
  }
  return sticky(SUFFIX_SYMBOL, text, pos, (m) => markerOf(m[1]!));
}

/** One number with its markers at `pos`: [currency] number [scale] [currency]. */
function readSingle(text: string, pos: number, ctx: Context): Single | undefined {
  const prefix = sticky(PREFIX, text, pos, (m) => markerOf(m[1]!));
  let at = prefix?.end ?? pos;
  const digits = /\d/.test(text[at] ?? '') ? readDigits(text, at, ctx.separators) : undefined;
  const number = digits ? { ...digits, needsScale: false } : readWords(text, at);
  if (!number) return undefined;
  let value = number.value;
  at = number.end;
  if (sticky(PERCENT, text, at, () => true)) return undefined;
  if (!prefix && /\d/.test(text[pos] ?? '')) {
    const half = sticky(AND_A_HALF, text, at, () => 0.5);
    if (half && sticky(SCALE, text, half.end, () => true)) {
      value += half.value;
      at = half.end;
    }
  }
  let scale = 1;
  let grand = false;
  let abbreviated = false;
  const scaled = sticky(SCALE, text, at, (m) => ({
    multiplier: m[1] || m[2] ? 1e3 : m[3] ? 1e5 : m[4] ? 1e6 : 1e9,
    grand: m[1] !== undefined,
    abbreviated: /^[kmb]$/i.test(m[2] ?? m[4] ?? m[5] ?? ''),
  }));
  if (scaled) {
    scale = scaled.value.multiplier;
    grand = scaled.value.grand;
    abbreviated = scaled.value.abbreviated;
    value *= scale;
    at = scaled.end;
    const half = sticky(AND_A_HALF, text, at, () => scale / 2);
    if (half) {
      value += half.value;
      at = half.end;
    }
  } else if (number.needsScale) {
    return undefined;
  }
  let currency = prefix?.value;
  if (!currency) {
    const suffix = readSuffixCurrency(text, at);
    if (suffix?.value) {
      currency = suffix.value;
      at = suffix.end;
    }
  }
  return { start: pos, end: at, value, scale, grand, abbreviated, currency };
}

function readPeriod(text: string, pos: number): { value: StatedPeriod; end: number } | undefined {
  for (const [pattern, period] of PERIODS) {
    const found = sticky(pattern, text, pos, () => period);
    if (found) return found;
  }
  return undefined;
}

/**
 * Whether what follows `pos` leaves a bare number money: no counted noun ("users", "hours") after it.
 * After a one-letter scale ("5k", "15m") only a money word or the end of the clause does ("15m from
 * the station", "5k followers" are not money).
 */
function noCountedNoun(text: string, pos: number, abbreviated = false): boolean {
  const next = sticky(NEXT_WORD, text, pos, (m) => m[1]!.toLowerCase());
  return !next || (abbreviated ? MONEY_NOUNS : CONNECTORS).has(next.value);
}

const DOLLARS: ReadonlySet<Currency> = new Set<Currency>(['USD', 'CAD', 'AUD', 'NZD', 'SGD']);
function resolve(marker: Marker | undefined, ctx: Context): Currency | undefined {
  if (marker !== '$') return marker;
  if (ctx.currency && DOLLARS.has(ctx.currency)) return ctx.currency;
  const local = currencyForLocale(ctx.locale ?? '');
  return DOLLARS.has(local) ? local : 'USD';
}

/** An amount or a range at `pos`, with its period, or undefined when what is there is not money. */
function readAmount(text: string, pos: number, ctx: Context): { amount: StatedAmount; end: number } | undefined {
  const intro = sticky(RANGE_INTRO, text, pos, (m) => m[1]!.toLowerCase());
  const a = readSingle(text, intro?.end ?? pos, ctx);
  if (!a) return undefined;
  const periodA = readPeriod(text, a.end);
  let b: Single | undefined;
  const sep = sticky(RANGE_SEP, text, periodA?.end ?? a.end, (m) => m[0].trim().toLowerCase());
  if (sep && (sep.value !== 'and' || intro?.value === 'between')) b = readSingle(text, sep.end, ctx);
  if (b && a.currency && b.currency && a.currency !== b.currency) b = undefined;
  // A second number with no marker of its own followed by a counted noun is not the range's end ("£5k to 10 people").
  if (b && !b.currency && b.scale === 1 && !noCountedNoun(text, b.end)) b = undefined;
  let min = a.value;
  let max = b?.value ?? a.value;
  if (b && a.scale === 1 && b.scale !== 1 && a.value * b.scale <= b.value) min = a.value * b.scale;
  if (b && b.scale === 1 && a.scale !== 1 && b.value < a.value) max = b.value * a.scale;
  const last = b ?? a;
  const period = readPeriod(text, last.end) ?? (b ? undefined : periodA) ?? periodA;
  const end = period?.end ?? last.end;
  const marker = a.currency ?? b?.currency;
  const scaled = a.scale !== 1 || (b !== undefined && b.scale !== 1);
  const abbreviated = last.scale !== 1 ? last.abbreviated : a.abbreviated;
  const money = marker !== undefined || a.grand || b?.grand === true || (scaled && (period !== undefined || noCountedNoun(text, last.end, abbreviated)));
  if (!money || !Number.isFinite(min) || !Number.isFinite(max)) return undefined;
  const currency = resolve(marker, ctx) ?? ctx.currency;
  const minor = (major: number) => (currency ? toMinor(major, currency) : Math.round(major * minorPerMajor('GBP')));
  const start = a.start;
  return {
    amount: { min: minor(Math.min(min, max)), max: minor(Math.max(min, max)), currency, period: period?.value, text: text.slice(start, end).trim(), index: start },
    end,
  };
}

/** Every amount the text states, in the order it states them (see the header for what counts). */
export function parseAmounts(text: string, options: ParseOptions = {}): StatedAmount[] {
  if (typeof text !== 'string' || text === '') return [];
  const locale = options.locale && isLocale(options.locale) ? options.locale : undefined;
  const ctx: Context = { ...options, locale, separators: separatorsOf(locale) };
  const found: StatedAmount[] = [];
  let consumed = 0;
  for (const start of text.matchAll(/[£€$¥₹]|\d+|\p{L}+/gu)) {
    const pos = start.index;
    if (pos < consumed) continue;
    // Inside a number ("1,200" read from its "1") or a word ("A4", "Q3").
    if (/\d/.test(start[0]) && /[\p{L}\d.,_]/u.test(text[pos - 1] ?? '')) continue;
    const read = readAmount(text, pos, ctx);
    if (read) {
      found.push(read.amount);
      consumed = read.end;
    }
  }
  return found;
}
