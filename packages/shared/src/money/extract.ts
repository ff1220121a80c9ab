// The value drivers and the budget a call states (DESIGN §11.1), read by code from its sentences with
// ./parse.ts. Conservative on purpose: a driver is made only when the call states every figure it
// needs (the margin excepted, below); what was seen but not used is said in `notes`.
//
// - Sentences: each line, cut at ". " before a capital. Each driver and the budget quotes the
//   sentences it was read from, as written (trimmed, at most 300 characters).
// - Money ranges in drivers take their low end (a driver never overstates); an hours range its
//   midpoint ("15–20 hours a week" is 17.5).
// - Time: a pay amount (a sentence naming salary, wage or payroll, or "on / paid / earns / costs us"
//   right before the amount; yearly unless stated per month or week) with "N hours a week" (or a
//   month, or a day × 5) in the same sentence or the next. `people` from a count before a role
//   ("two account managers", "3 people") in those sentences, else 1.
// - Revenue: a count of clients, customers, deals… a month or a year ("we lose maybe two clients a
//   year", "3 to 5 new clients a month"; yearly → /12, a range its midpoint) and the value of one
//   ("each new client is worth roughly £4k a month"). `valuePerUnit` is what one unit brings in a
//   month when the value is stated per month (a yearly value → /12), else the deal's one-off value.
//   The margin is a stated "40% margin", else 0.3 with a note that it was assumed. One revenue driver.
// - Cost: money paid, spent, lost or wasted with a period ("we pay a freelancer £1,200 a month",
//   "we lose about £20k a year"); a weekly amount becomes a month's (× 52 / 12).
// - Budget: the first sentence naming a budget, afford, invest, a retainer or what they could spend
//   (or "thinking", "looking at" when nothing in it is paid, spent or lost), with an amount or range;
//   its period (a month unless a year is stated; a week's × 52 / 12 a month).
// - Not drivers: the whole business's turnover or revenue ("we turn over £2.4m"), amounts in another
//   currency than the call's (never converted: listed in `otherCurrency`), sentences that are
//   questions (the consultant's). At most DRIVER_LIMITS.drivers drivers, in the call's order.
import { formatMoney, type Currency } from './currency.ts';
import { DRIVER_LIMITS, EVIDENCE_CHARS, normaliseDriver, type Budget, type Evidence, type Period, type ValueDriver } from './drivers.ts';
import { readWords } from './numbers.ts';
import { parseAmounts, type StatedAmount } from './parse.ts';

export interface ExtractOptions {
  currency: Currency;
  locale?: string;
}

export interface ExtractedValue {
  drivers: ValueDriver[];
  budget?: Budget;
  /** Amounts stated in another currency than the call's: shown, never converted nor used. */
  otherCurrency: StatedAmount[];
  notes: string[];
}

export const ASSUMED_MARGIN = 0.3;

interface Sentence {
  text: string;
  index: number;
  amounts: StatedAmount[];
}

/** The text's sentences with their place, each line cut at ". " before a capital. */
function sentencesOf(text: string): { text: string; index: number }[] {
  const found: { text: string; index: number }[] = [];
  for (const part of text.matchAll(/[^\n]+/g)) {
    let from = 0;
    const line = part[0];
    for (const cut of line.matchAll(/(?<=[.!?])\s+(?=["'“‘(]?[A-Z])/g)) {
      found.push({ text: line.slice(from, cut.index), index: part.index + from });
      from = cut.index + cut[0].length;
    }
    found.push({ text: line.slice(from), index: part.index + from });
  }
  return found.filter((s) => s.text.trim() !== '');
}

const quote = (sentence: Sentence): Evidence => ({ quote: sentence.text.trim().slice(0, EVIDENCE_CHARS).trim() });
/** Quotes of one or two sentences, each once. */
const quotes = (...sentences: Sentence[]): Evidence[] => [...new Set(sentences)].map(quote);

const TURNOVER = /\b(?:turn(?:s|ed)?[\s-]?over|turnover|(?:annual|yearly|total) (?:revenue|sales)|revenue (?:is|was|of|last|this)|ARR|MRR|valuation|funding|raised)\b/i;
const UNIT = String.raw`(?:clients?|customers?|deals?|accounts?|contracts?|projects?|patients?|members?|subscribers?|students?|bookings?|orders?|jobs?|sales)`;
const VALUE_PER_UNIT = new RegExp(String.raw`\b(?:each|every|per|one|an?|the average|average)\s+(?:new\s+|extra\s+|additional\s+)?${UNIT}\b[^\n]{0,160}?\b(?:worth|brings?|pays?|spends?|is|are|value|revenue|generates?)\b|\b${UNIT}\s+(?:is|are)\s+worth\b`, 'i');
const PAY_WORD = /\b(?:salar(?:y|ies)|wages?|payroll)\b/i;
const PAY_BEFORE = /\b(?:on|paid|earns?|earning|costs?(?: us| the business)?|salary of|wage of)\s+(?:about|around|roughly|maybe|like|approximately|circa|c\.)?\s*$/i;
const COST = /\b(?:pay|paying|paid|spend|spending|spent|cost|costs|costing|lose|losing|lost|waste|wasting|wasted|burn|burning|outsourc\w*|fees?)\b/i;
const BUDGET = /\b(?:budget\w*|afford|invest\w*|retainer|set aside|(?:could|can|would|'d|willing to|happy to|able to|looking to|want to|prepared to)\s+(?:spend|pay|put))\b/i;
/** "We're thinking £3–5k a month": a budget when nothing in the sentence is paid, spent or lost. */
const THINKING = /\b(?:thinking|looking at|ballpark)\b/i;
const MARGIN = /(\d+(?:\.\d+)?)\s*(?:%|per\s?cent)\s*(?:gross\s+|net\s+|profit\s+)?margins?\b|\bmargins?\s+(?:of|is|are|at|around|about|roughly|is about|is around)?\s*(?:about|around|roughly)?\s*(\d+(?:\.\d+)?)\s*(?:%|per\s?cent)/i;

const DIGIT_WORD = 'one|two|three|four|five|six|seven|eight|nine';
const COUNT = String.raw`\d+(?:\.\d+)?|(?:${DIGIT_WORD}|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:${DIGIT_WORD}))?`;
const HOURS = new RegExp(String.raw`\b(${COUNT})(?:\s*(?:–|—|-|to)\s*(${COUNT}))?\s*(?:hours?|hrs?|h)\s*(?:a|per|\/|each|every)\s*(week|wk|month|day)\b`, 'i');
const ROLES = String.raw`(?:people|persons|staff|employees|managers?|consultants?|designers?|developers?|engineers?|reps?|representatives?|assistants?|admins?|administrators?|coordinators?|executives?|directors?|leads?|salespeople|marketers?|writers?|members?|analysts?|accountants?|bookkeepers?|recruiters?|agents?|advis[eo]rs?|specialists?|officers?|partners?)`;
const PEOPLE = new RegExp(String.raw`\b(${COUNT}|a couple of)\s+(?:[a-z-]+\s+){0,2}?${ROLES}\b`, 'gi');
const UNITS_PER = new RegExp(String.raw`\b(${COUNT}|a couple of|a few)(?:\s*(?:–|—|-|to|or)\s*(${COUNT}))?\s+(?:more\s+|extra\s+|new\s+|additional\s+|fewer\s+){0,2}${UNIT}\s+(?:a|per|each|every|\/)\s*(month|year|week|quarter)\b`, 'gi');

/** A count in digits or words ("15", "fifteen", "twenty-five", "a couple of" = 2). */
function countOf(written: string | undefined): number | undefined {
  if (!written) return undefined;
  const w = written.toLowerCase();
  if (w === 'a couple of') return 2;
  if (w === 'a few') return 3;
  if (/^\d/.test(w)) return Number(w);
  const read = readWords(w, 0);
  return read && read.end === w.length && !read.needsScale ? read.value : undefined;
}

/** The first match of `pattern` (global) whose count reads as a number ("We have two…" is not "We"). */
function counted(pattern: RegExp, text: string): { match: RegExpMatchArray; count: number } | undefined {
  for (const match of text.matchAll(pattern)) {
    const count = midpoint(countOf(match[1]), countOf(match[2]));
    if (count !== undefined && count > 0) return { match, count };
  }
  return undefined;
}

const midpoint = (a: number | undefined, b: number | undefined) => (a === undefined ? undefined : b === undefined ? a : (a + b) / 2);

function hoursIn(sentence: Sentence): number | undefined {
  const m = HOURS.exec(sentence.text);
  const hours = midpoint(countOf(m?.[1]), countOf(m?.[2]));
  if (!m || hours === undefined) return undefined;
  const per = m[3]!.toLowerCase();
  return per === 'month' ? (hours * 12) / 52 : per === 'day' ? hours * 5 : hours;
}

/** A stated amount's low end, a year of it (minor units): "£5k a month" → £60k. */
export const yearlyAmount = (amount: StatedAmount) => (amount.period === 'month' ? amount.min * 12 : amount.period === 'week' ? amount.min * 52 : amount.min);

export function extractValueDrivers(text: string, options: ExtractOptions): ExtractedValue {
  const notes: string[] = [];
  const otherCurrency: StatedAmount[] = [];
  const sentences: Sentence[] = [];
  for (const s of sentencesOf(typeof text === 'string' ? text : '')) {
    const amounts: StatedAmount[] = [];
    for (const amount of parseAmounts(s.text, options)) {
      const placed = { ...amount, index: amount.index + s.index };
      if (amount.currency === options.currency) amounts.push(placed);
      else otherCurrency.push(placed);
    }
    // The consultant's questions are not the client's facts.
    if (!s.text.trimEnd().endsWith('?')) sentences.push({ ...s, amounts });
  }
  for (const amount of otherCurrency) notes.push(`${amount.text} is in ${amount.currency ?? 'another currency'}, not ${options.currency}: it is not converted nor used.`);
  const money = (minor: number) => formatMoney(minor, options.currency, options.locale ?? 'en-GB');

  const found: { at: number; driver: ValueDriver }[] = [];
  let budget: Budget | undefined;
  let unitValue: { amount: StatedAmount; sentence: Sentence } | undefined;
  let units: { perMonth: number; sentence: Sentence } | undefined;

  sentences.forEach((sentence, i) => {
    const stated = units ? undefined : counted(UNITS_PER, sentence.text);
    if (stated) {
      const { count } = stated;
      const per = stated.match[3]!.toLowerCase();
      units = { perMonth: per === 'year' ? count / 12 : per === 'quarter' ? count / 3 : per === 'week' ? (count * 52) / 12 : count, sentence };
    }
    const amount = sentence.amounts[0];
    if (!amount) return;
    if (!unitValue && VALUE_PER_UNIT.test(sentence.text)) {
      unitValue = { amount, sentence };
      return;
    }
    const pay = sentence.amounts.find((a) => PAY_BEFORE.test(sentence.text.slice(0, a.index - sentence.index)) || PAY_WORD.test(sentence.text));
    if (pay && !TURNOVER.test(sentence.text)) {
      const next = sentences[i + 1];
      const hoursFrom = hoursIn(sentence) !== undefined ? sentence : next && next.amounts.length === 0 && hoursIn(next) !== undefined ? next : undefined;
      if (hoursFrom) {
        const people = counted(PEOPLE, sentence.text)?.count ?? (hoursFrom !== sentence ? counted(PEOPLE, hoursFrom.text)?.count : undefined) ?? 1;
        const evidence = quotes(sentence, hoursFrom);
        found.push({ at: sentence.index, driver: { kind: 'time', people, hoursPerWeek: hoursIn(hoursFrom)!, annualCostPerPerson: yearlyAmount(pay), evidence } });
          return;
      }
      if (!COST.test(sentence.text) || !pay.period) notes.push(`Pay of ${pay.text} is stated without the hours a week it goes on: no time driver.`);
    }
    if (TURNOVER.test(sentence.text)) return;
    if (!budget && (BUDGET.test(sentence.text) || (THINKING.test(sentence.text) && !COST.test(sentence.text)))) {
      const period: Period = amount.period === 'year' ? 'year' : 'month';
      const scale = amount.period === 'week' ? 52 / 12 : 1;
      budget = { min: Math.round(amount.min * scale), max: Math.round(amount.max * scale), period, evidence: [quote(sentence)] };
      if (!amount.period) notes.push(`The budget ${amount.text} is stated without a period: taken as a month.`);
      return;
    }
    const cost = sentence.amounts.find((a) => a.period !== undefined);
    if (COST.test(sentence.text) && cost) {
      const driver = cost.period === 'week' ? { amount: Math.round((cost.min * 52) / 12), period: 'month' as const } : { amount: cost.min, period: cost.period as Period };
      found.push({ at: sentence.index, driver: { kind: 'cost', ...driver, evidence: [quote(sentence)] } });
    }
  });

  if (units && unitValue) {
    const margin = MARGIN.exec(text);
    const percent = margin ? Number(margin[1] ?? margin[2]) : undefined;
    const stated = percent !== undefined && percent > 0 && percent <= 100 ? percent / 100 : undefined;
    if (stated === undefined) notes.push(`The margin is not stated: ${ASSUMED_MARGIN * 100}% is assumed.`);
    const valuePerUnit = unitValue.amount.period === 'year' ? Math.round(unitValue.amount.min / 12) : unitValue.amount.period === 'week' ? Math.round((unitValue.amount.min * 52) / 12) : unitValue.amount.min;
    const evidence = quotes(units.sentence, unitValue.sentence);
    found.push({ at: Math.min(units.sentence.index, unitValue.sentence.index), driver: { kind: 'revenue', unitsPerMonth: units.perMonth, valuePerUnit, margin: stated ?? ASSUMED_MARGIN, evidence } });
  } else if (unitValue) {
    notes.push(`One unit is worth ${money(unitValue.amount.min)}, but no number of extra clients or deals is stated: no revenue driver.`);
  } else if (units) {
    notes.push('A number of clients or deals is stated, but not what one is worth: no revenue driver.');
  }

  found.sort((a, b) => a.at - b.at);
  if (found.length > DRIVER_LIMITS.drivers.max) notes.push(`Only the first ${DRIVER_LIMITS.drivers.max} value drivers are kept.`);
  const drivers = found.slice(0, DRIVER_LIMITS.drivers.max).map(({ driver }) => normaliseDriver(driver));
  return { drivers, ...(budget ? { budget } : {}), otherCurrency, notes };
}
