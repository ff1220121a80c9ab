// The numbers a call states, digits or words, read at a position of the text (./parse.ts reads the
// money around them). Hand-written: the npm readers of number words are unmaintained and untyped, and
// a call needs only "three and a half", "a hundred and fifty", "twenty-five", "half a".

/** A number read at a position: its value and the index just after it. */
export interface NumberRead {
  value: number;
  end: number;
}

/** A locale's decimal and group separators, from Intl (fr-FR groups with U+202F, de-DE with "."). */
export interface Separators {
  decimal: string;
  group: string;
}

const separatorCache = new Map<string, Separators>();
export function separatorsOf(locale: string | undefined): Separators {
  const key = locale ?? '';
  let found = separatorCache.get(key);
  if (!found) {
    let parts: Intl.NumberFormatPart[] = [];
    try {
      parts = new Intl.NumberFormat(locale || 'en-US').formatToParts(1234567.5);
    } catch {
      parts = new Intl.NumberFormat('en-US').formatToParts(1234567.5);
    }
    found = { decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.', group: parts.find((p) => p.type === 'group')?.value ?? ',' };
    separatorCache.set(key, found);
  }
  return found;
}

const SPACES = new Set([' ', '\u00A0', '\u202F', '\u2009']);
// Bounded: no amount has more than 30 digits a group or 8 separators, and a long run of "1,1,1…"
// must not be read again and again as it is shortened.
const RUN = /\d{1,30}(?:[.,'\u00A0\u202F\u2009]\d{1,30}){0,8}(?!\d)/y;
const RUN_SPACED = /\d{1,30}(?:[.,' \u00A0\u202F\u2009]\d{1,30}){0,8}(?!\d)/y;
const isSpace = (c: string) => SPACES.has(c);

/**
 * The digits at `pos` with their separators, read as the locale writes them: a separator that occurs
 * more than once, or the locale's group separator before exactly three digits, groups; the locale's
 * decimal separator, or the last of two kinds, is the decimal point; "2,5" in English and "2.5" in
 * German are read as decimals too (a group always has three digits). A space groups only in a locale
 * that groups with one, and a no-break space in any. When the run does not read, its start does.
 */
export function readDigits(text: string, pos: number, separators: Separators): NumberRead | undefined {
  const run = isSpace(separators.group) ? RUN_SPACED : RUN;
  run.lastIndex = pos;
  const match = run.exec(text);
  if (!match) return undefined;
  let raw = match[0];
  for (;;) {
    const value = interpret(raw, separators);
    if (value !== undefined) return { value, end: pos + raw.length };
    const cut = raw.search(/[^\d](?=\d+$)/);
    if (cut <= 0) return undefined;
    raw = raw.slice(0, cut);
  }
}

function interpret(raw: string, { decimal, group }: Separators): number | undefined {
  const digits = raw.split(/[^\d]/);
  const seps = raw.replace(/\d+/g, '').split('');
  if (seps.length === 0) return Number(raw);
  const kind = (c: string) => (isSpace(c) ? ' ' : c);
  const kinds = [...new Set(seps.map(kind))];
  if (kinds.length > 2) return undefined;
  const last = kinds.length === 2 ? kind(seps[seps.length - 1]!) : undefined;
  let decimalAt = -1;
  if (last !== undefined) {
    // Two kinds: the last is the decimal point, once, at the end ("1.234,56", "1,234.56").
    if (seps.filter((c) => kind(c) === last).length !== 1 || last === ' ') return undefined;
    decimalAt = seps.length - 1;
  } else if (seps.length === 1 && kinds[0] !== ' ') {
    // One separator: the decimal point unless it is a group of three (or a Swiss "1'000").
    const only = seps[0]!;
    const isGroup = only === "'" || (only === group && only !== decimal && digits[1]!.length === 3);
    if (!isGroup) decimalAt = 0;
  }
  const whole = decimalAt === -1 ? digits : digits.slice(0, decimalAt + 1);
  if (whole.length > 1 && (whole[0]!.length > 3 || whole.slice(1).some((g) => g.length !== 3))) return undefined;
  const fraction = decimalAt === -1 ? '' : digits[decimalAt + 1]!;
  return Number(`${whole.join('')}${fraction ? `.${fraction}` : ''}`);
}

const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
/** Words after which "a" or "half a" is a number: the scale must follow ("a grand", "half a million"). */
export const SCALE_WORDS = /^(?:thousand|grand|million|billion|k|m|bn|mn)$/i;

/** A number written in words with what must follow it: "a" and "half a" need a scale after them. */
export interface WordsRead extends NumberRead {
  needsScale: boolean;
}

const WORD = /[ \t\u00A0\u202F]*(-?)[ \t]*([A-Za-z]+)/y;
function wordAt(text: string, pos: number): { word: string; end: number; hyphen: boolean } | undefined {
  WORD.lastIndex = pos;
  const m = WORD.exec(text);
  if (!m || /[A-Za-z]/.test(text[WORD.lastIndex] ?? '')) return undefined;
  return { word: m[2]!.toLowerCase(), end: WORD.lastIndex, hyphen: m[1] === '-' };
}

/**
 * A number in words at `pos`: "twenty-five", "a hundred and fifty", "three and a half", "half a",
 * "two point five". "and" joins only after "hundred" or before "a half" ("between three and five" is
 * two numbers). Scales (thousand, million…) are read by the caller, after the number.
 */
export function readWords(text: string, pos: number): WordsRead | undefined {
  const first = wordAt(text, pos);
  if (!first || first.hyphen) return undefined;
  const next = (at: number) => wordAt(text, at);
  // "a" / "an" / "half a": a number only before "hundred" or a scale, read by the caller.
  if (first.word === 'a' || first.word === 'an') {
    const after = next(first.end);
    if (after && after.word === 'hundred') return continueHundreds(text, 100, after.end);
    if (after && SCALE_WORDS.test(after.word) && !after.hyphen) return { value: 1, end: first.end, needsScale: true };
    return undefined;
  }
  if (first.word === 'half') {
    const a = next(first.end);
    if (a && a.word === 'a') return { value: 0.5, end: a.end, needsScale: true };
    return undefined;
  }
  const base = tensAndUnits(text, pos);
  if (!base) return undefined;
  const hundred = next(base.end);
  if (hundred?.word === 'hundred' && !hundred.hyphen && base.value < 10) return continueHundreds(text, base.value * 100, hundred.end);
  return withFraction(text, base.value, base.end);
}

/** "twenty-five", "seven", "fifteen": 0–99. */
function tensAndUnits(text: string, pos: number): NumberRead | undefined {
  const w = wordAt(text, pos);
  if (!w || w.hyphen) return undefined;
  if (w.word in UNITS) return { value: UNITS[w.word]!, end: w.end };
  if (!(w.word in TENS)) return undefined;
  const unit = wordAt(text, w.end);
  if (unit && unit.word in UNITS && UNITS[unit.word]! < 10 && UNITS[unit.word]! > 0) return { value: TENS[w.word]! + UNITS[unit.word]!, end: unit.end };
  return { value: TENS[w.word]!, end: w.end };
}

function continueHundreds(text: string, value: number, end: number): WordsRead {
  const and = wordAt(text, end);
  const rest = and && !and.hyphen ? tensAndUnits(text, and.word === 'and' ? and.end : end) : undefined;
  if (rest) return withFraction(text, value + rest.value, rest.end);
  return withFraction(text, value, end);
}

/** "… and a half", "… point five": a fraction after a whole number in words. */
function withFraction(text: string, value: number, end: number): WordsRead {
  const half = /[ \t]+and[ \t]+a[ \t]+half\b/iy;
  half.lastIndex = end;
  if (half.exec(text)) return { value: value + 0.5, end: half.lastIndex, needsScale: false };
  const point = wordAt(text, end);
  if (point?.word === 'point' && !point.hyphen) {
    let digits = '';
    let at = point.end;
    for (let w = wordAt(text, at); w && !w.hyphen && w.word in UNITS && UNITS[w.word]! < 10; w = wordAt(text, at)) {
      digits += String(UNITS[w.word]);
      at = w.end;
    }
    if (digits) return { value: Number(`${value}.${digits}`), end: at, needsScale: false };
  }
  return { value, end, needsScale: false };
}
