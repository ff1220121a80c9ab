// Small readers for the prefills (tools/<slug>/prefill.ts): a saved result is read loosely (it may
// predate a schema change), and every value is made to fit the form's field before it is offered.
import { LIMITS } from '../constants.ts';
import { INDUSTRY_OPTIONS, type Option } from '../options.ts';
import { textOf, type PrefillClient, type PrefillFrom, type PrefillSource } from './define.ts';
import { clip } from './text.ts';

export { textOf };

/** The value at a path of a loosely read object (`['offerStructure', 'mainOffer']`). */
export function at(value: unknown, path: readonly (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** The texts of a loosely read list (anything else in it is skipped). */
export const textsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(textOf).filter((item) => item.trim() !== '') : []);

/** The newest result of `tool` the form is made from (the last one named), if any. */
export const sourceOf = (from: PrefillFrom, tool: string): PrefillSource | undefined => from.sources.findLast((source) => source.tool === tool);

/** The client's latest call's transcript ('' without a call): calls come newest day first. */
export const latestTranscript = (client: PrefillClient | undefined) => client?.calls[0]?.transcript ?? '';

/** Text that fits a field of `max` characters, cut at a word; '' stays ''. */
export const fit = (text: string, max: number = LIMITS.short) => clip(text, max);

/** Only the entries that hold some text: a prefill offers no blank value over what the user typed. */
export function filled<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0))) as Partial<T>;
}

/** Words that place a free-text industry ("Physiotherapy clinics") in one of the form's options. */
const INDUSTRY_WORDS: Record<(typeof INDUSTRY_OPTIONS)[number]['value'], RegExp | null> = {
  technology: /\b(tech|software|saas|cloud|digital|it services|developer|app|ai)\b|technolog/i,
  healthcare: /health|medic|clinic|physio|dental|dentist|hospital|pharma|therap|care home|wellness/i,
  education: /educat|school|training|course|universit|learning|tutor|coaching/i,
  finance: /financ|bank|insur|accounting|accountan|fintech|invest|wealth|lending/i,
  ecommerce: /e-?commerce|online (store|shop)|\bshop|retail|\bdtc\b|direct.to.consumer|marketplace/i,
  marketing: /marketing|advertis|agency|\bmedia\b|\bseo\b|\bpr\b|branding/i,
  other: null,
};

/** The industry option a free-text industry falls under: its own, 'other' when none fits, '' when blank. */
export function industryOption(text: string): (typeof INDUSTRY_OPTIONS)[number]['value'] | '' {
  if (text.trim() === '') return '';
  const exact = INDUSTRY_OPTIONS.find((option: Option) => option.value === text.trim().toLowerCase() || option.label.toLowerCase() === text.trim().toLowerCase());
  if (exact) return exact.value;
  for (const option of INDUSTRY_OPTIONS) {
    const words = INDUSTRY_WORDS[option.value];
    if (words?.test(text)) return option.value;
  }
  return 'other';
}

/** Lines with a heading, the empty ones left out ('' when nothing is left). */
export const paragraph = (heading: string, lines: readonly string[]) => {
  const kept = lines.filter((line) => line.trim() !== '');
  return kept.length > 0 ? [heading, ...kept].join('\n') : '';
};

const UNITS: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mm: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9 };
const AMOUNT = '(\\d[\\d,]*(?:\\.\\d+)?)\\s*(k|thousand|mm|m|million|bn|b|billion)?\\b';

/** The amount a text states ("$1.2M a year" → 1200000, "about 800k" → 800000): a $ figure first, else the first number. */
export function amountIn(text: string): number | undefined {
  const match = new RegExp(`\\$\\s?${AMOUNT}`, 'i').exec(text) ?? new RegExp(AMOUNT, 'i').exec(text);
  if (!match) return undefined;
  const value = Number.parseFloat((match[1] ?? '').replace(/,/g, '')) * (UNITS[(match[2] ?? '').toLowerCase()] ?? 1);
  return Number.isFinite(value) ? Math.round(value) : undefined;
}
