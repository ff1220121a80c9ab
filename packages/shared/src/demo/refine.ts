// The demo provider's redraft of one part (DESIGN §10). A canned demo cannot rewrite freely, so it
// does what a short instruction asks where code can — "shorter", a start month, a currency — and
// leaves the rest of the words as they were. What it cannot do is said on the screen (DEMO_REDRAFT_NOTE
// in the regenerate dialog), never in the text: a "[Demo mode …]" note saved in a part went on into the
// documents the client reads. It never marks content with a version ("(v2)") and never reorders what it
// keeps: a redraft that looks changed but is not would be pretending.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** What the demo added to a text, before, when it could not do what it was asked: removed on every redraft. */
export const DEMO_NOTE = /\s*\[Demo mode[^\]]*\]$/;
/** The version marks earlier demo redrafts wrote; removed whenever a part is redrafted again. */
const OLD_MARK = /\s*\(v\d+(?::[^)]*)?\)$/;

type Transform = (value: unknown) => unknown;

/** Every string of a value through `edit`, every list of strings through `list` (when given). */
function mapTexts(value: unknown, edit: (text: string) => string, list?: (items: string[]) => string[]): unknown {
  if (typeof value === 'string') return edit(value);
  if (Array.isArray(value)) {
    const items = list && value.length > 0 && value.every((item) => typeof item === 'string') ? list(value as string[]) : value;
    return items.map((item) => mapTexts(item, edit, list));
  }
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapTexts(item, edit, list)]));
  return value;
}

/** A text without its last sentence, when it has more than one. */
function dropLastSentence(text: string): string {
  const sentences = text.match(/[^.!?]+[.!?]+(?:\s+|$)|[^.!?]+$/g);
  if (!sentences || sentences.length < 2) return text;
  return sentences.slice(0, -1).join('').trim();
}

/** "Shorter": each text loses its last sentence, and (where the part allows) each list its last item. */
const shorter = (withLists: boolean): Transform => (value) => mapTexts(value, dropLastSentence, withLists ? (items) => (items.length > 1 ? items.slice(0, -1) : items) : undefined);

/** "Start in May": relative months ("Months 3-6", "end of month 2") become calendar months from it. */
const startMonth =
  (start: number): Transform =>
  (value) =>
    mapTexts(value, (text) =>
      text
        .replace(/\b(months?) (\d{1,2})(?:\s*[-–]\s*(\d{1,2}))?\b/gi, (_, _word: string, a: string, b?: string) => {
          const name = (n: string) => MONTHS[(start + Number(n) - 1) % 12]!;
          return b ? `${name(a)}–${name(b)}` : name(a);
        })
        .replace(/\b(Weeks? \d{1,2}(?:\s*[-–]\s*\d{1,2})?)\b(?! \()/g, (weeks: string) => `${weeks} (${MONTHS[(start + Math.floor((Number(/\d+/.exec(weeks)![0]) - 1) / 4)) % 12]})`),
    );

const SYMBOLS = { EUR: '€', GBP: '£', USD: '$' } as const;

/** "In euros": amounts written with another currency's sign are written with this one's (the figures are not converted). */
const currency =
  (code: keyof typeof SYMBOLS): Transform =>
  (value) =>
    mapTexts(value, (text) => text.replace(/(?:US\$|\$|£|€)(?=\s?\d)/g, SYMBOLS[code]));

interface Rule {
  /** What in a clause asks for it. */
  pattern: RegExp;
  transforms(match: RegExpExecArray): Transform[];
}

const RULES: readonly Rule[] = [
  { pattern: /\b(shorter|shorten|short|concise|briefer|brief|fewer|trim|tighter|cut)\b/i, transforms: () => [shorter(true), shorter(false)] },
  {
    // After "in", "from", "start…" only: "so it may read better" names no month.
    pattern: new RegExp(`\\b(?:in|from|by|start\\w*|begin\\w*|kick\\w*(?: off)?)\\s+(?:in\\s+)?(${MONTHS.map((m) => `${m.slice(0, 3)}(?:${m.slice(3)})?`).join('|')})\\b`, 'i'),
    transforms: (m) => [startMonth(MONTHS.findIndex((name) => name.slice(0, 3).toLowerCase() === m[1]!.slice(0, 3).toLowerCase()))],
  },
  { pattern: /\b(euros?|eur)\b|€/i, transforms: () => [currency('EUR')] },
  { pattern: /\b(pounds?|sterling|gbp|quid)\b|£/i, transforms: () => [currency('GBP')] },
  { pattern: /\b(dollars?|usd|us\$)\b|\$/i, transforms: () => [currency('USD')] },
];

const clean = (value: unknown) => mapTexts(value, (text) => text.replace(OLD_MARK, '').replace(DEMO_NOTE, ''));

/**
 * The demo's redraft of a part: the instruction's clauses it can apply, applied; the rest of the part
 * as it was (a note an earlier demo wrote into it removed). Nothing is added to the text: what was not
 * applied is for the screen to say. `valid` checks a candidate against the part's schema.
 */
export function demoRedraft(current: unknown, instruction: string | undefined, valid: (value: unknown) => boolean): unknown {
  const cleaned = clean(current);
  let value = valid(cleaned) ? cleaned : current;
  const clauses = (instruction ?? '')
    .trim()
    .split(/[,;.]|\band\b|\bthen\b/i)
    .map((clause) => clause.trim())
    .filter(Boolean);
  for (const clause of clauses) {
    const rule = RULES.map((r) => ({ r, m: r.pattern.exec(clause) })).find((hit) => hit.m);
    const before = JSON.stringify(value);
    const applied = rule?.r.transforms(rule.m!).map((transform) => transform(value)).find((next) => JSON.stringify(next) !== before && valid(next));
    if (applied !== undefined) value = applied;
  }
  return value;
}

/**
 * The fake model's redraft (the test server standing in for a model, never the product's demo): the
 * demo's, and where that changed nothing, its first text marked "(revised)", as a model's answer always
 * differs from what it was given. Tests of versions need a part that changed.
 */
export function fakeModelRedraft(current: unknown, instruction: string | undefined, valid: (value: unknown) => boolean): unknown {
  const value = demoRedraft(current, instruction, valid);
  if (JSON.stringify(value) !== JSON.stringify(current)) return value;
  let done = false;
  const marked = mapTexts(value, (text) => {
    if (done) return text;
    done = true;
    return `${text} (revised)`;
  });
  return valid(marked) ? marked : value;
}
