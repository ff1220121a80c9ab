// The value drivers and the budget a call states (DESIGN §11.1), read by code from its sentences with
// ./parse.ts. Conservative on purpose: a driver is made only when the call states every figure it
// needs (the margin excepted, below); what was seen but not used is said in `notes`.
//
// - Sentences: each line, cut at ". " before a capital. Each driver and the budget quotes the
//   sentences it was read from, as written (trimmed, at most 300 characters).
// - Money ranges in drivers take their low end (a driver never overstates); an hours range its
//   midpoint ("15–20 hours a week" is 17.5).
// - Time: a pay amount (a sentence naming salary, wage or payroll, or "on / earns / is paid / costs
//   us" right before the amount; yearly unless stated per month or week) with "N hours a week" (or a
//   month, or a day × 5; "15–20", "fifteen, sometimes twenty" and "between 15 and 20" are ranges) in
//   the same sentence, else in the same speaker's turn, said before or after the pay: a turn is the
//   consecutive lines under one speaker label ("Sarah:", "[00:12] Sarah:"); in a text without labels,
//   the sentence before or after. The nearest hours no other pay took, in a sentence with no money of
//   its own that states no target ("five hours instead of twenty"); two different numbers of hours
//   there make it a guess, so none is taken (a note says so). `people` from a
//   count before a role ("two account managers", "3 people") in those sentences, else 1. Pay alone is
//   never a cost driver nor a budget (her salary is not money saved): it gives a note. An amount
//   "costs us" or is "paid" without hours stays a cost ("the freelancer costs us £1,200 a month").
// - Revenue: a count of clients, customers, deals… a month or a year ("we lose maybe two clients a
//   year", "3 to 5 new clients a month"; yearly → /12, a range its midpoint) and the value of one
//   ("each new client is worth roughly £4k a month"). `valuePerUnit` is what one unit brings in a
//   month when the value is stated per month (a yearly value → /12), else the deal's one-off value.
//   The margin is a stated "40% margin" (its sentence quoted too), else 0.3 with a note that it was
//   assumed. One revenue driver.
// - Cost: money paid, spent, lost or wasted with a period ("we pay a freelancer £1,200 a month",
//   "we lose about £20k a year"); a weekly amount becomes a month's (× 52 / 12).
// - Budget: a sentence naming a budget, afford, invest, set aside or what they could spend, with an
//   amount or range, beats one that only says "thinking", "looking at" (nothing in it paid, spent or
//   lost) or names a retainer, wherever each is in the call; the first of the strongest kind is kept.
//   Its period: a month unless a year is stated (a week's × 52 / 12 a month). What the client charges
//   its own clients ("our clients pay", "average retainer for us", "we charge") is not its budget
//   nor a driver: it gives a note.
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
  /** The speaker's turn the sentence is in, and whether that turn has a speaker label. */
  turn: number;
  labelled: boolean;
  amounts: StatedAmount[];
}

/** A speaker label at a line's start: "Sarah:", "Sarah Whitfield (MD):", "Speaker 2:", "[00:12] Sarah:", "00:12:03 Sarah:". */
const SPEAKER = /^\s*(?:[[(]?\d{1,2}:\d{2}(?::\d{2})?[\])]?\s*[-–]?\s*)?([\p{L}][\p{L}\d.'’()& -]{0,39}?)\s*:\s/u;

/**
 * The text's sentences with their place and turn, each line cut at ". " before a capital. A line
 * with a speaker label starts a turn unless the same speaker spoke the line before; a line without
 * one continues the turn of the last label (a wrapped line), or is a turn of its own before any.
 */
function sentencesOf(text: string): { text: string; index: number; turn: number; labelled: boolean }[] {
  const found: { text: string; index: number; turn: number; labelled: boolean }[] = [];
  let turn = 0;
  let speaker: string | undefined;
  for (const part of text.matchAll(/[^\n]+/g)) {
    const line = part[0];
    if (line.trim() === '') continue;
    const label = SPEAKER.exec(line)?.[1]?.trim().toLowerCase();
    if (label === undefined ? speaker === undefined : label !== speaker) turn += 1;
    if (label !== undefined) speaker = label;
    let from = 0;
    for (const cut of line.matchAll(/(?<=[.!?])\s+(?=["'“‘(]?[A-Z])/g)) {
      found.push({ text: line.slice(from, cut.index), index: part.index + from, turn, labelled: speaker !== undefined });
      from = cut.index + cut[0].length;
    }
    found.push({ text: line.slice(from), index: part.index + from, turn, labelled: speaker !== undefined });
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
const HEDGE = String.raw`\s+(?:about|around|roughly|maybe|like|approximately|circa|c\.)?\s*$`;
/** Right before an amount: a person's pay ("I'm on about £95k", "earns", "is paid"). */
const PAY_BEFORE = new RegExp(String.raw`\b(?:on|earns?|earning|(?:is|are|am|['’](?:s|re|m)|get|gets|getting|being)\s+paid|salary of|wage of)${HEDGE}`, 'i');
/** Right before an amount: what something costs ("costs us £45k", "paid £1,200"), pay only with hours. */
const COSTS_BEFORE = new RegExp(String.raw`\b(?:paid|costs?(?: us| the business)?)${HEDGE}`, 'i');
const COST = /\b(?:pay|paying|paid|spend|spending|spent|cost|costs|costing|lose|losing|lost|waste|wasting|wasted|burn|burning|outsourc\w*|fees?)\b/i;
/** A budget said outright. */
const BUDGET = /\b(?:budget\w*|afford|invest\w*|set aside|(?:could|can|would|['’]d|willing to|happy to|able to|looking to|want to|prepared to)\s+(?:spend|pay|put))\b/i;
/** A retainer named: a budget only when no sentence says one outright. */
const RETAINER = /\bretainers?\b/i;
/** "We're thinking £3–5k a month": a budget when nothing in the sentence is paid, spent or lost. */
const THINKING = /\b(?:thinking|looking at|ballpark)\b/i;
/** What the client charges its own clients: "our clients pay", "average retainer for us", "we charge". */
const CHARGED = /\b(?:we|I)\s+(?:\w+\s+)?(?:charge|bill|invoice)\b|\b(?:our|my)\s+(?:own\s+)?(?:clients|customers)\s+(?:\w+\s+){0,2}?(?:pay|spend)\b|\b(?:average|typical|usual)\s+retainers?\s+(?:for|with|at)\s+(?:us|our)\b|\b(?:our|my)\s+(?:average\s+|typical\s+|usual\s+)?(?:retainers?|fees?|rates?|day rates?|prices?)\s+(?:is|are|was|were|run|sits?|start)\b/i;
const MARGIN = /(\d+(?:\.\d+)?)\s*(?:%|per\s?cent)\s*(?:gross\s+|net\s+|profit\s+)?margins?\b|\bmargins?\s+(?:of|is|are|at|around|about|roughly|is about|is around)?\s*(?:about|around|roughly)?\s*(\d+(?:\.\d+)?)\s*(?:%|per\s?cent)/i;

const DIGIT_WORD = 'one|two|three|four|five|six|seven|eight|nine';
const COUNT = String.raw`\d+(?:\.\d+)?|(?:${DIGIT_WORD}|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:${DIGIT_WORD}))?`;
/** Between two counts of a range: "15–20", "15 to 20", "fifteen, sometimes twenty", "ten or twelve". */
const HOURS_SEP = String.raw`\s*[–—-]\s*|\s+(?:to|or)\s+|,?\s+(?:sometimes|maybe|occasionally|often|even|or even|up to)\s+`;
const HOURS = new RegExp(String.raw`\b(?:between\s+(${COUNT})\s+and\s+(${COUNT})|(${COUNT})(?:(?:${HOURS_SEP})(${COUNT}))?)\s*(?:hours?|hrs?|h)\s*(?:a|per|\/|each|every)\s*(week|wk|month|day)\b`, 'i');
/** Hours a sentence wants, not spends: "five hours a week instead of twenty". */
const TARGET = /\binstead of\b|\bdown to\b|\bback to\b|\b(?:goal|target|aim)\b|\bwould (?:like|love|want)\b|(?:['’]d|\bwant to|\bhope to) (?:like|love|get|be|spend|cut)\b/i;
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

function hoursIn(sentence: { text: string }): number | undefined {
  const m = HOURS.exec(sentence.text);
  if (!m) return undefined;
  const hours = m[1] !== undefined ? midpoint(countOf(m[1]), countOf(m[2])) : midpoint(countOf(m[3]), countOf(m[4]));
  if (hours === undefined) return undefined;
  const per = m[5]!.toLowerCase();
  return per === 'month' ? (hours * 12) / 52 : per === 'day' ? hours * 5 : hours;
}

/** A stated amount's low end, a year of it (minor units): "£5k a month" → £60k. */
export const yearlyAmount = (amount: StatedAmount) => (amount.period === 'month' ? amount.min * 12 : amount.period === 'week' ? amount.min * 52 : amount.min);

interface Pay {
  sentence: number;
  amount: StatedAmount;
  /** Said as a person's pay (salary, "on £95k"): never a cost by itself. Else "costs us": a cost without hours. */
  strict: boolean;
}

/** The pay a sentence states, if any: its first amount after a pay word, or any in a sentence naming salary. */
function payIn(sentence: Sentence, at: number): Pay | undefined {
  if (TURNOVER.test(sentence.text)) return undefined;
  for (const amount of sentence.amounts) {
    const before = sentence.text.slice(0, amount.index - sentence.index);
    if (PAY_WORD.test(sentence.text) || PAY_BEFORE.test(before)) return { sentence: at, amount, strict: true };
    if (COSTS_BEFORE.test(before)) return { sentence: at, amount, strict: false };
  }
  return undefined;
}

/**
 * Each pay with the hours that go with it (see the header): the same sentence, else the nearest
 * free hours in the same speaker's turn, before or after (without labels, the next sentence or the one
 * before). Returns the sentence of the hours for each paired pay, by the pay's sentence.
 */
function pairHours(sentences: readonly Sentence[], pays: readonly Pay[], ambiguous: Set<number>): Map<number, number> {
  const paired = new Map<number, number>();
  const taken = new Set<number>();
  const free = (i: number) => !taken.has(i) && sentences[i]!.amounts.length === 0 && hoursIn(sentences[i]!) !== undefined && !TARGET.test(sentences[i]!.text);
  for (const pay of pays) {
    if (hoursIn(sentences[pay.sentence]!) !== undefined) {
      paired.set(pay.sentence, pay.sentence);
      continue;
    }
    const own = sentences[pay.sentence]!;
    const near = own.labelled
      ? sentences.map((s, i) => i).filter((i) => sentences[i]!.turn === own.turn && i !== pay.sentence)
      : [pay.sentence + 1, pay.sentence - 1].filter((i) => i >= 0 && i < sentences.length);
    const candidates = near.filter(free);
    // Two different numbers of hours in the turn: whose they are is a guess, so neither is taken.
    if (new Set(candidates.map((i) => hoursIn(sentences[i]!))).size > 1) {
      ambiguous.add(pay.sentence);
      continue;
    }
    const best = candidates.sort((a, b) => Math.abs(a - pay.sentence) - Math.abs(b - pay.sentence) || b - a)[0];
    if (best !== undefined) {
      paired.set(pay.sentence, best);
      taken.add(best);
    }
  }
  return paired;
}

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
  const budgets: { strength: number; budget: Budget; amount: StatedAmount }[] = [];
  let unitValue: { amount: StatedAmount; sentence: Sentence } | undefined;
  let units: { perMonth: number; sentence: Sentence } | undefined;

  const pays = sentences.map((sentence, i) => payIn(sentence, i)).filter((pay): pay is Pay => pay !== undefined);
  const ambiguous = new Set<number>();
  const paired = pairHours(sentences, pays, ambiguous);
  const payOf = new Map(pays.map((pay) => [pay.sentence, pay]));

  sentences.forEach((sentence, i) => {
    const stated = units ? undefined : counted(UNITS_PER, sentence.text);
    if (stated) {
      const { count } = stated;
      const per = stated.match[3]!.toLowerCase();
      units = { perMonth: per === 'year' ? count / 12 : per === 'quarter' ? count / 3 : per === 'week' ? (count * 52) / 12 : count, sentence };
    }
    let amounts = sentence.amounts;
    if (amounts.length === 0) return;
    if (!unitValue && VALUE_PER_UNIT.test(sentence.text)) {
      unitValue = { amount: amounts[0]!, sentence };
      return;
    }
    const pay = payOf.get(i);
    const hoursAt = paired.get(i);
    if (pay && hoursAt !== undefined) {
      const hoursFrom = sentences[hoursAt]!;
      const people = counted(PEOPLE, sentence.text)?.count ?? (hoursFrom !== sentence ? counted(PEOPLE, hoursFrom.text)?.count : undefined) ?? 1;
      const [first, second] = hoursAt < i ? [hoursFrom, sentence] : [sentence, hoursFrom];
      const evidence = quotes(first, second);
      found.push({ at: first.index, driver: { kind: 'time', people, hoursPerWeek: hoursIn(hoursFrom)!, annualCostPerPerson: yearlyAmount(pay.amount), evidence } });
      return;
    }
    if (pay?.strict) {
      // A salary is what the time costs, not money the work saves: without hours it is no driver.
      notes.push(
        ambiguous.has(i)
          ? `Pay of ${pay.amount.text} is stated beside more than one number of hours a week: no time driver (which hours are whose is not clear).`
          : `Pay of ${pay.amount.text} is stated without the hours a week it goes on: no time driver.`,
      );
      amounts = amounts.filter((amount) => amount !== pay.amount);
      if (amounts.length === 0) return;
    }
    if (TURNOVER.test(sentence.text)) return;
    if (CHARGED.test(sentence.text)) {
      notes.push(`“${amounts[0]!.text}” is what is charged to clients, not the budget: not used.`);
      return;
    }
    const amount = amounts[0]!;
    const strength = BUDGET.test(sentence.text) ? 2 : (THINKING.test(sentence.text) && !COST.test(sentence.text)) || RETAINER.test(sentence.text) ? 1 : 0;
    if (strength > 0) {
      const period: Period = amount.period === 'year' ? 'year' : 'month';
      const scale = amount.period === 'week' ? 52 / 12 : 1;
      budgets.push({ strength, amount, budget: { min: Math.round(amount.min * scale), max: Math.round(amount.max * scale), period, evidence: [quote(sentence)] } });
      return;
    }
    const cost = amounts.find((a) => a.period !== undefined);
    if (COST.test(sentence.text) && cost) {
      const driver = cost.period === 'week' ? { amount: Math.round((cost.min * 52) / 12), period: 'month' as const } : { amount: cost.min, period: cost.period as Period };
      found.push({ at: sentence.index, driver: { kind: 'cost', ...driver, evidence: [quote(sentence)] } });
    }
  });

  // The budget said outright beats a retainer or a "thinking" anywhere in the call; the first of its kind.
  const chosen = budgets.reduce<(typeof budgets)[number] | undefined>((best, next) => (!best || next.strength > best.strength ? next : best), undefined);
  if (chosen && !chosen.amount.period) notes.push(`The budget ${chosen.amount.text} is stated without a period: taken as a month.`);
  const budget = chosen?.budget;

  if (units && unitValue) {
    // The margin a sentence of the client's states (not the consultant's question), quoted with the driver.
    const marginSentence = sentences.find((s) => MARGIN.test(s.text));
    const margin = marginSentence ? MARGIN.exec(marginSentence.text) : null;
    const percent = margin ? Number(margin[1] ?? margin[2]) : undefined;
    const stated = percent !== undefined && percent > 0 && percent <= 100 ? percent / 100 : undefined;
    if (stated === undefined) notes.push(`The margin is not stated: ${ASSUMED_MARGIN * 100}% is assumed.`);
    const valuePerUnit = unitValue.amount.period === 'year' ? Math.round(unitValue.amount.min / 12) : unitValue.amount.period === 'week' ? Math.round((unitValue.amount.min * 52) / 12) : unitValue.amount.min;
    const evidence = quotes(units.sentence, unitValue.sentence, ...(stated !== undefined && marginSentence ? [marginSentence] : []));
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
