// The tax on a fee (issue 52, DESIGN §11.1): the brand states whether its fees include a tax (VAT,
// GST, sales tax …) and its rate; every fee the client reads says so ("excl. VAT" with the tax and the
// total, or "incl. VAT" with the tax it contains). Amounts are integer minor units, computed here and
// only here; zod-free: the client's page reads it.
//
// Rounding: the rate is held in basis points (20% → 2000, 7.25% → 725) so every step is integer
// arithmetic. Fees excluding tax: tax = fee × rate, rounded half up to a whole minor unit, and total =
// fee + tax. Fees including tax: net = fee ÷ (1 + rate), rounded half up, and tax = fee − net, so the
// net and the tax always add up to the fee as written.
import { formatMoney, type Currency } from './currency.ts';

/** What a brand (and a sent document, and an acceptance) states about tax. */
export interface TaxSettings {
  /** Whether the fees as written already contain the tax. */
  included: boolean;
  /** The rate in percent (20 for 20%), 0–100, up to two decimals; 0 states no tax. */
  rate: number;
  /** The tax's name as the client knows it ('VAT', 'GST', 'Sales tax'). */
  name: string;
}

export const DEFAULT_TAX_NAME = 'VAT';
export const TAX_LIMITS = { rate: { min: 0, max: 100 }, name: 20 } as const;
export const NO_TAX: TaxSettings = { included: false, rate: 0, name: DEFAULT_TAX_NAME };

/** A rate in percent as basis points (20 → 2000); rates are stored and computed in them. */
export const rateToBasisPoints = (rate: number): number => (Number.isFinite(rate) ? Math.round(rate * 100) : 0);
/** Basis points (2000) as a rate in percent (20). */
export const basisPointsToRate = (bp: number): number => bp / 100;

/** Whether the settings state a tax at all (a rate above zero). */
export const statesTax = (tax: TaxSettings | null | undefined): tax is TaxSettings => !!tax && rateToBasisPoints(tax.rate) > 0;

/** `numerator ÷ denominator` rounded half up, both non-negative integers (exact: no float division). */
function divideHalfUp(numerator: number, denominator: number): number {
  const quotient = Math.floor(numerator / denominator);
  const rest = numerator - quotient * denominator;
  return quotient + (2 * rest >= denominator ? 1 : 0);
}

/** A fee's tax split, in minor units: `net + tax = total`; `fee` is the figure as written. */
export interface TaxedFee {
  kind: 'none' | 'excluded' | 'included';
  fee: number;
  net: number;
  tax: number;
  total: number;
}

/** The tax on `fee` (minor units, ≥ 0) under `tax`: see the rounding above. No stated tax: all zero tax. */
export function taxOn(fee: number, tax: TaxSettings | null | undefined): TaxedFee {
  const amount = Math.max(0, Math.round(fee));
  if (!statesTax(tax)) return { kind: 'none', fee: amount, net: amount, tax: 0, total: amount };
  const bp = rateToBasisPoints(Math.min(tax.rate, TAX_LIMITS.rate.max));
  if (tax.included) {
    const net = divideHalfUp(amount * 10_000, 10_000 + bp);
    return { kind: 'included', fee: amount, net, tax: amount - net, total: amount };
  }
  const part = divideHalfUp(amount * bp, 10_000);
  return { kind: 'excluded', fee: amount, net: amount, tax: part, total: amount + part };
}

/** The tax's name as written ('VAT' when none is given). */
export const taxName = (tax: Pick<TaxSettings, 'name'>): string => tax.name.trim() || DEFAULT_TAX_NAME;

/** "20%", "7.25%" in the locale's digits. */
export const ratePercent = (rate: number, locale: string): string => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(rate)}%`;

/** What a reader is shown beside a fee. */
export interface FeeTaxText {
  /** "excl. VAT" or "incl. VAT"; '' when no tax is stated. */
  label: string;
  /** "VAT 20%: £900 · total £5,400" or "includes VAT 20%: £750"; '' when no tax is stated. */
  detail: string;
  /** The two together for one line of text: "excl. VAT (VAT 20%: £900 · total £5,400)"; '' without a tax. */
  text: string;
  amounts: TaxedFee;
}

/**
 * What to show beside `fee` (minor units of `currency`) under the brand's `tax`, written in `locale`
 * through formatMoney: `feeTax(450000, {included: false, rate: 20, name: 'VAT'}, 'GBP', 'en-GB')` →
 * "excl. VAT" and "VAT 20%: £900 · total £5,400".
 */
export function feeTax(fee: number, tax: TaxSettings | null | undefined, currency: Currency, locale: string): FeeTaxText {
  const amounts = taxOn(fee, tax);
  if (amounts.kind === 'none' || !tax) return { label: '', detail: '', text: '', amounts };
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const name = taxName(tax);
  const rate = ratePercent(tax.rate, locale);
  const label = `${amounts.kind === 'included' ? 'incl.' : 'excl.'} ${name}`;
  const detail = amounts.kind === 'included' ? `includes ${name} ${rate}: ${money(amounts.tax)}` : `${name} ${rate}: ${money(amounts.tax)} · total ${money(amounts.total)}`;
  return { label, detail, text: `${label} (${detail})`, amounts };
}

/** A note for a table of fees: "Fees exclude VAT at 20%." / "Fees include VAT at 20%."; '' without a tax. */
export function taxNote(tax: TaxSettings | null | undefined, locale: string): string {
  if (!statesTax(tax)) return '';
  return `Fees ${tax.included ? 'include' : 'exclude'} ${taxName(tax)} at ${ratePercent(tax.rate, locale)}.`;
}

/** Settings read from anywhere stored (a brand row, a frozen send, an acceptance): null unless a tax is stated. */
export function taxSettingsOf(stored: unknown): TaxSettings | null {
  if (!stored || typeof stored !== 'object') return null;
  const { included, rate, name } = stored as Record<string, unknown>;
  const settings: TaxSettings = { included: included === true, rate: typeof rate === 'number' && Number.isFinite(rate) ? Math.min(Math.max(rate, 0), TAX_LIMITS.rate.max) : 0, name: typeof name === 'string' ? name : '' };
  return statesTax(settings) ? { ...settings, name: taxName(settings) } : null;
}

/** What a tax is usually called where a locale's region is (a form's starting name): GST in Australia, VAT in the UK. */
const REGION_TAX_NAME: Record<string, string> = { AU: 'GST', NZ: 'GST', SG: 'GST', IN: 'GST', CA: 'GST', US: 'Sales tax', DE: 'MwSt.', AT: 'MwSt.', CH: 'MWST', FR: 'TVA', BE: 'TVA', ES: 'IVA', IT: 'IVA', PT: 'IVA', NL: 'btw', SE: 'moms', DK: 'moms', NO: 'MVA', JP: '消費税' };
export function suggestedTaxName(locale: string): string {
  const region = /[-_]([A-Za-z]{2})(?:[-_]|$)/.exec(locale)?.[1]?.toUpperCase();
  return (region && REGION_TAX_NAME[region]) || DEFAULT_TAX_NAME;
}
