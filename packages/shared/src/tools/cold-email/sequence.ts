// A cold email sequence as sequencer rows: one row per step with its delay in days from the first
// email, and merge tags in the `{{firstName}}` style most sequencers import.
import type { ColdEmailResult } from './schemas.ts';

/** Placeholder names models write, mapped to the tags sequencers know; anything else is camel-cased. */
const ALIASES: Record<string, string> = {
  name: 'firstName',
  first: 'firstName',
  firstname: 'firstName',
  prospectname: 'firstName',
  prospectfirstname: 'firstName',
  contactname: 'firstName',
  recipientname: 'firstName',
  lastname: 'lastName',
  surname: 'lastName',
  company: 'companyName',
  companyname: 'companyName',
  prospectcompany: 'companyName',
  organization: 'companyName',
  organisation: 'companyName',
  title: 'jobTitle',
  jobtitle: 'jobTitle',
  role: 'jobTitle',
  yourname: 'senderName',
  sendername: 'senderName',
  myname: 'senderName',
};

const camel = (words: string[]) => words.map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())).join('');

/** `First Name`, `first_name`, `firstName`, `FIRST-NAME` → `firstName` (aliases applied). */
export function mergeTagName(raw: string): string {
  const words = raw
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean);
  const key = words.join('').toLowerCase();
  return ALIASES[key] ?? camel(words);
}

// {{ Name }}, {{first_name}}, {first_name}, [First Name], <<First Name>>, %FIRST_NAME%: a short name of
// letters (1 to 4 words) between the brackets, so ordinary bracketed prose is left alone.
const NAME = String.raw`[A-Za-z][A-Za-z0-9]*(?:[ _.-][A-Za-z0-9]+){0,3}`;
const PLACEHOLDER = new RegExp(String.raw`\{\{\s*(${NAME})\s*\}\}|\{\s*(${NAME})\s*\}|\[\s*(${NAME})\s*\]|<<\s*(${NAME})\s*>>|%(${NAME})%`, 'g');

/** Every placeholder style in the text rewritten as `{{camelCase}}`. */
export function normaliseMergeTags(text: string): string {
  return text.replace(PLACEHOLDER, (whole, ...groups: (string | undefined)[]) => {
    const name = groups.slice(0, 5).find((g) => g !== undefined);
    return name ? `{{${mergeTagName(name)}}}` : whole;
  });
}

const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, fourteen: 14 };
const num = (s: string) => (/^\d+$/.test(s) ? Number(s) : (WORD_NUMBERS[s.toLowerCase()] ?? NaN));
const N = String.raw`(\d+|one|two|three|four|five|six|seven|eight|nine|ten|fourteen)`;

/**
 * What a step's timing text says: an absolute day ("Day 3", "Week 2" → day 8) or a wait after the
 * previous email ("3 days later", "Wait 2 days", "1 week after email 1"); `null` when it says neither.
 */
export function parseTiming(timing: string): { day: number } | { after: number } | null {
  const t = timing.toLowerCase();
  let m = new RegExp(String.raw`\bday\s*${N}\b`).exec(t);
  if (m) return { day: num(m[1]!) };
  m = new RegExp(String.raw`\b${N}\s*(day|week)s?\b`).exec(t);
  if (m) return { after: num(m[1]!) * (m[2] === 'week' ? 7 : 1) };
  m = new RegExp(String.raw`\bweek\s*${N}\b`).exec(t);
  if (m) return { day: (num(m[1]!) - 1) * 7 + 1 };
  if (/\b(immediately|initial|first|today|same day|day of)\b/.test(t)) return { after: 0 };
  return null;
}

export interface SequenceStep {
  step: number;
  /** Days after the first email (0 for it). */
  delayDays: number;
  /**
   * The day of the sequence, counted from 1: the first email goes on day 1, one sent 3 days later on
   * day 4, whether the timing text starts at "Day 0" or "Day 1" (the file counts days one way only).
   */
  day: number;
  timing: string;
  subject: string;
  body: string;
  callToAction: string;
}

/**
 * One row per email: delays count from the first email (a delay of 0), never going backwards. A
 * timing's "Day N" is read against the first email's own "Day N" (or Day 1 when it gives none), so
 * "Day 0, Day 3" and "Day 1, Day 4" are the same sequence: days 1 and 4.
 */
export function sequenceSteps(results: ColdEmailResult): SequenceStep[] {
  const first = parseTiming(results.sequence[0]?.timing ?? '');
  const firstDay = first && 'day' in first ? first.day : 1;
  let previous = 0;
  return results.sequence.map((item, i) => {
    const parsed = i === 0 ? { after: 0 } : parseTiming(item.timing);
    // Unreadable timing: the same day as the step before (the text stays in `timing`).
    const delay = !parsed ? previous : 'day' in parsed ? parsed.day - firstDay : previous + parsed.after;
    previous = Math.max(previous, delay);
    return {
      step: i + 1,
      delayDays: previous,
      day: 1 + previous,
      timing: item.timing,
      subject: normaliseMergeTags(item.email.subject),
      body: normaliseMergeTags(item.email.body),
      callToAction: normaliseMergeTags(item.email.callToAction),
    };
  });
}

/** The A/B variants file: one row per variant. */
export const variantRows = (results: ColdEmailResult) =>
  results.abTestVariants.map((v, i) => ({ variant: String.fromCharCode(66 + i), change: normaliseMergeTags(v.variant), rationale: v.rationale }));
