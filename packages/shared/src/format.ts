// Display rules shared by screens and tests.

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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Spec §2: 'MMM d, yyyy h:mm a' in the viewer's time zone, e.g. 'Jan 5, 2026 3:04 PM'. */
export function formatDateTime(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()} ${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
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

/** formatDateTime as seen in another time zone (the server formats for the reader's zone). */
export function formatDateTimeIn(iso: string | Date, timeZone: string): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return Number.isNaN(date.getTime()) ? '' : formatDateTime(partsIn(date, timeZone));
}

/** formatIsoDay as seen in another time zone. */
export const formatIsoDayIn = (date: Date, timeZone: string): string => formatIsoDay(partsIn(date, timeZone));

/**
 * A moment as `locale` writes it, in the viewer's time zone (or `timeZone`): '27 Nov 2026, 15:04' in
 * en-GB, 'Nov 27, 2026, 3:04 PM' in en-US. `withTime: false` gives the day only ('27 Nov 2026').
 */
export function formatDateIn(iso: string | Date, locale: string, { withTime = true, timeZone }: { withTime?: boolean; timeZone?: string } = {}): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = { ...(withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }), ...(timeZone ? { timeZone } : {}) };
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(locale, options);
  } catch {
    format = new Intl.DateTimeFormat('en-US', options);
  }
  return format.format(date);
}

/**
 * "12 Dec 2026": the last day a sent link is valid, as its page and documents show it, in the
 * document's locale ("Dec 12, 2026" in en-US); in UTC, the day chosen.
 */
export const formatValidUntil = (iso: string | Date, locale = 'en-GB') => {
  const options = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
  try {
    return new Date(iso).toLocaleDateString(locale, options);
  } catch {
    return new Date(iso).toLocaleDateString('en-GB', options);
  }
};
