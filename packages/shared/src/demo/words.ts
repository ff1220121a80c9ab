// Small text tools of the demo provider. The rule they serve: free text from the form informs word
// choice (keyword detection) but is never pasted into a result; short names (a product, a company,
// a role) may be quoted, and only when they are short and tidy enough to read well in a sentence.

/** A small stable hash, so the same request always gives the same result. */
export function seedOf(value: unknown): number {
  const text = JSON.stringify(value) ?? '';
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** Deterministic choices from a seed (mulberry32). */
export class Dice {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)]!;
  }
  shuffle<T>(list: readonly T[]): T[] {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = this.int(i + 1);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  }
}

export const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A name typed in the form, tidied to stand in a sentence (one line, no quotes or brackets), or null
 * when it is too long or has no letters: callers then fall back to a generic phrase.
 */
export function shortName(value: unknown, max = 40): string | null {
  if (typeof value !== 'string') return null;
  const text = squash(value.replace(/[<>{}[\]|\\^`"“”«»]/g, ' ')).replace(/^[\s.,;:!?-]+|[\s.,;:!?-]+$/g, '');
  if (text.length < 2 || text.length > max || !/\p{L}/u.test(text)) return null;
  return text;
}

/** The leading words of a name that fit in `max` characters (a long product name in a subject line). */
export function leadingWords(name: string, max: number): string | null {
  let out = '';
  for (const word of name.split(' ')) {
    const next = out ? `${out} ${word}` : word;
    if (next.length > max) break;
    out = next;
  }
  out = out.replace(/[\s,;:&+/-]+$/, '').replace(/\s+(and|for|of|the|to|in|with|by|a|an)$/i, '');
  return out.length >= 2 ? out : null;
}

/** An industry or market name as it reads mid-sentence: "E-commerce" → "e-commerce", "B2B SaaS" stays. */
export function inSentence(name: string): string {
  return name
    .split(' ')
    .map((word) => (/^\p{Lu}[\p{Ll}'-]*$/u.test(word) && !/^I$/.test(word) ? word.toLowerCase() : word))
    .join(' ');
}

const PREPOSITIONS = new Set(['of', 'for', 'at', 'in', 'to', 'on', 'with', 'and', '&']);

/** One English noun in the plural, or null when it already looks plural or uncountable ("Sales", "Staff"). */
function pluralWord(word: string): string | null {
  if (/^[\p{Lu}\d]{2,}$/u.test(word)) return `${word}s`; // CEO → CEOs, VP → VPs
  const lower = word.toLowerCase();
  if (/(staff|personnel|people|folks|crew)$/.test(lower)) return null;
  if (/person$/.test(lower)) return `${word.slice(0, -6)}${word.slice(-6, -5) === 'P' ? 'People' : 'people'}`;
  if (/(wo)?man$/.test(lower)) return `${word.slice(0, -3)}${word.slice(-3, -2)}en`;
  if (/(ss|sh|ch|x|z)$/.test(lower)) return `${word}es`;
  if (/[^aeiou]y$/.test(lower)) return `${word.slice(0, -1)}${word.slice(-1) === 'Y' ? 'IES' : 'ies'}`;
  if (/s$/.test(lower)) return null;
  return `${word}s`;
}

/**
 * A job title in the plural: "Head of Operations" → "Heads of Operations", "CTO" → "CTOs",
 * "Office Secretary" → "Office Secretaries". Null when there is no safe plural ("VP Sales").
 */
export function pluralRole(role: string): string | null {
  if (!/^[\p{L}\d][\p{L}\d '’/&.-]*$/u.test(role)) return null;
  const words = role.split(' ');
  const at = words.findIndex((word, i) => i > 0 && PREPOSITIONS.has(word.toLowerCase()));
  const head = at > 0 ? at - 1 : words.length - 1;
  const word = words[head]!;
  const plural = word.includes('/') ? word.split('/').map(pluralWord) : [pluralWord(word)];
  if (plural.some((part) => part === null || part.length === 0)) return null;
  words[head] = plural.join('/');
  return words.join(' ');
}

export interface Keyed {
  readonly pattern: RegExp;
}

/**
 * The entries whose pattern occurs in the text, in the order they first occur there; with
 * `byCount`, the most often mentioned first (a long transcript circles back to what matters).
 */
export function detect<T extends Keyed>(text: string, entries: readonly T[], byCount = false): T[] {
  const lower = text.toLowerCase();
  return entries
    .map((entry, order) => ({
      entry,
      order,
      at: lower.search(entry.pattern),
      count: byCount ? (lower.match(new RegExp(entry.pattern.source, 'g'))?.length ?? 0) : 0,
    }))
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => b.count - a.count || a.at - b.at || a.order - b.order)
    .map((hit) => hit.entry);
}

const NOT_PLURAL = /(?:ss|us|is|ics|services|goods|sales|news|SaaS)$/;
const PLURAL_ICS = /(?:clinics|comics|fabrics|topics)$/i;

/** Whether a market name is a plural noun ("Restaurants", "Dental clinics"), which needs no "companies" after it. */
export function isPluralNoun(name: string): boolean {
  return /[^s]s$/.test(name) && (!NOT_PLURAL.test(name) || PLURAL_ICS.test(name));
}
