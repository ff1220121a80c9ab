// Money (DESIGN §11.1): an amount is an integer count of its currency's minor units (pence, cents),
// always carried with its ISO 4217 code, and shown through Intl.NumberFormat in a BCP 47 locale.
// Zod-free; its only import is the default locale (format.ts): the client's page formats with it.
import { DEFAULT_LOCALE } from '../format.ts';

export { DEFAULT_LOCALE };

/** The currencies a brand, a client or a priced document may use. */
export const CURRENCIES = ['GBP', 'EUR', 'USD', 'CAD', 'AUD', 'NZD', 'CHF', 'SEK', 'NOK', 'DKK', 'SGD', 'ZAR', 'INR', 'JPY'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const DEFAULT_CURRENCY: Currency = 'USD';

/** An amount with its currency: `amount` in minor units (1250 GBP is £12.50). */
export interface Money {
  amount: number;
  currency: Currency;
}

/** Minor digits per ISO 4217 (a table, not Intl: the answer must not depend on the runtime's data). */
const ZERO_DECIMAL: ReadonlySet<Currency> = new Set<Currency>(['JPY']);

export const isCurrency = (value: unknown): value is Currency => typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);

export const minorDigits = (currency: Currency): number => (ZERO_DECIMAL.has(currency) ? 0 : 2);
/** How many minor units make one major unit (100 for GBP, 1 for JPY). */
export const minorPerMajor = (currency: Currency): number => 10 ** minorDigits(currency);

/** An amount rounded to whole major units (£7,863.54 → £7,864): estimates and values carry no pence. */
export const wholeMajor = (minor: number, currency: Currency): number => Math.round(minor / minorPerMajor(currency)) * minorPerMajor(currency);

/** Major units (12.5) → minor units (1250), rounded to a whole minor unit. */
export const toMinor = (major: number, currency: Currency): number => Math.round(major * minorPerMajor(currency));
/** Minor units (1250) → major units (12.5). */
export const toMajor = (minor: number, currency: Currency): number => minor / minorPerMajor(currency);

/** Whether `locale` is a BCP 47 tag this runtime formats with (e.g. 'en-GB', 'de-DE'). */
export function isLocale(locale: string): boolean {
  if (typeof locale !== 'string' || locale.trim() === '' || locale.length > 35) return false;
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale]).length > 0;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(locale: string, given: Currency, decimals: number, compact: boolean): Intl.NumberFormat {
  // Stored or streamed data can hold anything: an unknown code is written as the default currency's.
  const currency = isCurrency(given) ? given : DEFAULT_CURRENCY;
  const key = `${locale}|${currency}|${decimals}|${compact}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(isLocale(locale) ? locale : DEFAULT_LOCALE, {
      style: 'currency',
      currency,
      currencyDisplay: 'symbol',
      // A currency's own minimum (2) would pad a compact figure to one decimal: "$910.0M", not "$910M".
      ...(compact ? { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 } : { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
    });
    formatters.set(key, found);
  }
  return found;
}

export interface MoneyFormat {
  /** "£2.4M" rather than "£2,400,000" (market sizes, headline figures). */
  compact?: boolean;
}

/**
 * An amount as its locale writes it: `formatMoney(250000, 'GBP', 'en-GB')` → "£2,500". No pointless
 * decimals: a whole amount shows none, any other shows the currency's minor digits ("£12.50").
 */
export function formatMoney(minor: number, currency: Currency, locale: string, options: MoneyFormat = {}): string {
  const safe = Number.isFinite(minor) ? Math.round(minor) : 0;
  const whole = safe % minorPerMajor(currency) === 0;
  return formatter(locale, currency, whole ? 0 : minorDigits(currency), options.compact === true).format(toMajor(safe, currency));
}

/** The currency symbol as the locale writes it ("£", "€", "CA$" in en-US), for input prefixes and labels. */
export function currencySymbol(currency: Currency, locale: string): string {
  return formatter(locale, currency, 0, false).formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency;
}

/** A locale's region's currency: what a new brand starts with ('en-GB' → GBP); USD when unknown. */
const REGION_CURRENCY: Record<string, Currency> = {
  GB: 'GBP', UK: 'GBP', IE: 'EUR', DE: 'EUR', FR: 'EUR', ES: 'EUR', IT: 'EUR', NL: 'EUR', BE: 'EUR', AT: 'EUR', PT: 'EUR', FI: 'EUR', GR: 'EUR', LU: 'EUR',
  US: 'USD', CA: 'CAD', AU: 'AUD', NZ: 'NZD', CH: 'CHF', SE: 'SEK', NO: 'NOK', DK: 'DKK', SG: 'SGD', ZA: 'ZAR', IN: 'INR', JP: 'JPY',
};
export function currencyForLocale(locale: string): Currency {
  const region = /[-_]([A-Za-z]{2})(?:[-_]|$)/.exec(locale)?.[1]?.toUpperCase();
  return (region && REGION_CURRENCY[region]) || DEFAULT_CURRENCY;
}

/** A brand's (or client's) stored money settings, '' meaning not chosen, as the figures use them. */
/** What figures are written in: a currency and the locale that writes it (a brand's, a client document's). */
export interface MoneySettings {
  currency: Currency;
  locale: string;
}

export function moneySettings(stored: { currency?: string | undefined; locale?: string | undefined }, fallback: MoneySettings = { currency: DEFAULT_CURRENCY, locale: DEFAULT_LOCALE }): MoneySettings {
  return {
    currency: isCurrency(stored.currency) ? stored.currency : fallback.currency,
    locale: stored.locale && isLocale(stored.locale) ? stored.locale : fallback.locale,
  };
}
