// Display rules shared by screens and tests. Imports nothing: the first page loads it (its dates).

/** The locale of a brand that never chose one: how dates and money are written then (BCP 47). */
export const DEFAULT_LOCALE = 'en-US';

// Ascending; the first entry is plain dollars.
const TIERS = [
  { value: 1, suffix: '' },
  { value: 1e3, suffix: 'K' },
  { value: 1e6, suffix: 'M' },
  { value: 1e9, suffix: 'B' },
  { value: 1e12, suffix: 'T' },
] as const;

/**
 * Spec §5: market size with a dollar sign, 2 decimals and K/M/B/T.
 * A value that rounds up to 1000 of one suffix moves to the next (999,999 → $1.00M, not $1000.00K).
 */
export function formatMarketSize(value: number): string {
  if (!Number.isFinite(value)) return '$0.00';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  let index = 0;
  while (index < TIERS.length - 1 && abs >= TIERS[index + 1]!.value) index += 1;
  let tier = TIERS[index]!;
  if (Number((abs / tier.value).toFixed(2)) >= 1000 && index < TIERS.length - 1) tier = TIERS[index + 1]!;
  return `${sign}$${(abs / tier.value).toFixed(2)}${tier.suffix}`;
}

/** YYYY-MM-DD of a date in the viewer's time zone (download file names). */
export function formatIsoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A whole number with thousands commas, as en-US writes it: 12,500 (rounded to a whole number first).
 * Written out rather than `toLocaleString('en-US')`: the first locale-aware call loads the runtime's
 * number formatting data, which costs a phone tens of milliseconds while the first screen comes alive.
 */
export function groupThousands(value: number): string {
  const whole = Math.round(value);
  // Beyond 1e21 a number's String is in exponent form; no figure of the product gets there.
  if (!Number.isFinite(whole) || Math.abs(whole) >= 1e21) return whole.toLocaleString('en-US');
  const digits = String(Math.abs(whole));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return whole < 0 ? `-${grouped}` : grouped;
}

/** Whole-dollar amounts like $10,000. */
export function formatCurrency(value: number): string {
  return `$${groupThousands(value)}`;
}

/** Whether `timeZone` is an IANA zone this runtime knows (e.g. 'Europe/Paris'). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function partsIn(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return new Date(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
}

/** formatIsoDay as seen in another time zone. */
export const formatIsoDayIn = (date: Date, timeZone: string): string => formatIsoDay(partsIn(date, timeZone));

/** How formatDate writes a moment. */
export interface DateFormat {
  /** BCP 47 (the brand's, a sent document's); the default locale when missing or unknown to the runtime. */
  locale?: string | undefined;
  /** IANA zone (the reader's); the runtime's own when missing, which in a browser is the reader's. */
  timeZone?: string | undefined;
  /** false: the day only. */
  withTime?: boolean | undefined;
}

/** Whether the runtime writes dates in `locale` (else formatDate falls back rather than use the runtime's own). */
function knownLocale(locale: string | undefined): locale is string {
  if (!locale || locale.length > 35) return false;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0;
  } catch {
    return false;
  }
}

// One formatter per locale, zone and shape: a table of a hundred rows builds it once.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Every date people read (screens, the client's page, e-mails, documents): a moment as its locale
 * writes it, '7 Dec 2026, 00:12' in en-GB, 'Dec 7, 2026, 12:12 AM' in en-US; withTime false gives
 * '7 Dec 2026'. Spaces are plain: runtimes' ICU versions differ on the narrow one before AM/PM, and a
 * page the server drew must read the same in the browser that hydrates it.
 */
export function formatDate(value: string | Date, { locale, timeZone, withTime = true }: DateFormat = {}): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const key = `${locale ?? ''}|${timeZone ?? ''}|${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    const zone = timeZone && isTimeZone(timeZone) ? timeZone : undefined;
    format = new Intl.DateTimeFormat(knownLocale(locale) ? locale : DEFAULT_LOCALE, { dateStyle: 'medium', ...(withTime ? { timeStyle: 'short' } : {}), ...(zone ? { timeZone: zone } : {}) });
    dateFormats.set(key, format);
  }
  return format.format(date).replace(/[\u202f\u00a0]/g, ' ');
}

/**
 * "12 Dec 2026": the last day a sent link is valid, as its page and documents show it, in the
 * document's locale ("Dec 12, 2026" in en-US); in UTC, the day chosen.
 */
export const formatValidUntil = (iso: string | Date, locale = 'en-GB') => formatDate(iso, { locale, timeZone: 'UTC', withTime: false });
