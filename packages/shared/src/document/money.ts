// Money in an export document: in the document's own currency when it knows one (the brand's, DESIGN
// §11.1), written by `formatMoney`; without one, as documents have always written it ("$83.00M").
import { formatCurrency, formatMarketSize } from '../format.ts';
import { DEFAULT_LOCALE, formatMoney, toMinor, type Currency } from '../money/currency.ts';
import type { DocBrand } from './model.ts';
import type { TaxSettings } from '../money/tax.ts';

/** The currency and locale a document writes its figures in. */
export interface DocMoney {
  currency: Currency;
  locale: string;
}

/** What a tool's layout knows beyond its result. */
export interface LayoutContext {
  /** Absent: the document knows no currency, and figures read as they always have ("$83.00M"). */
  money?: DocMoney | undefined;
  /** The tax the fees are stated with (the brand's, or the send's as sent); absent: none stated. */
  tax?: TaxSettings | undefined;
}

/** What a document's layout knows of its brand: its money and the tax on its fees. */
export const layoutContextOf = (brand: Pick<DocBrand, 'currency' | 'locale' | 'tax'>): LayoutContext => ({ money: docMoneyOf(brand), ...(brand.tax ? { tax: brand.tax } : {}) });

/** The document's currency from its brand, when the brand has one. */
export const docMoneyOf = (brand: Pick<DocBrand, 'currency' | 'locale'>): DocMoney | undefined =>
  brand.currency ? { currency: brand.currency, locale: brand.locale || DEFAULT_LOCALE } : undefined;

/** A market figure (major units, an estimate): "£83M" in the document's currency, else "$83.00M". */
export const marketFigure = (value: number, money?: DocMoney): string =>
  money ? formatMoney(toMinor(value, money.currency), money.currency, money.locale, { compact: true }) : formatMarketSize(value);

/** An amount a form asked for (a revenue): "£1.2M" in the document's currency, else "$1,200,000". */
export const amountFigure = (value: number, money?: DocMoney): string =>
  money ? formatMoney(toMinor(value, money.currency), money.currency, money.locale, { compact: true }) : formatCurrency(value);
