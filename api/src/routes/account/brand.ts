// What a brand's owner and a share link's visitor get of it (issue 25): the texts, the logo's address
// and the admin's made-with switch. One place, so the exports, the share page and the brand screen
// agree on what a brand is.
import { findBrand, findBrandLogo, findSetting, type BrandRecord, type Knex, type Scope } from '@growth-suite/db';
import { checkLogo, DEFAULT_ACCENT, termsOf, isCurrency, isLocale, MADE_WITH_SETTING, madeWithOn, taxSettingsOf, type DocBrand, type TaxSettings } from '@growth-suite/shared';

/** The logo's address changes with the logo, so browsers may keep each one. */
export const logoUrl = (base: string, logo: BrandRecord['logo']) => (logo ? `${base}${base.includes('?') ? '&' : '?'}v=${Date.parse(logo.updatedAt)}` : null);

export async function madeWithShown(knex: Knex): Promise<boolean> {
  return madeWithOn((await findSetting(knex, MADE_WITH_SETTING))?.value);
}

/** The tax a brand states on its fees (issue 52), null when it states none (a rate of 0). */
export const brandTax = (brand: Pick<BrandRecord, 'taxIncluded' | 'taxRate' | 'taxName'>): TaxSettings | null =>
  taxSettingsOf({ included: brand.taxIncluded, rate: brand.taxRate, name: brand.taxName });

/** What a send freezes of the brand (issue 53): its tax, and the terms its documents close with. */
export const brandFacts = (brand: Pick<BrandRecord, 'taxIncluded' | 'taxRate' | 'taxName' | 'terms'>) => ({ tax: brandTax(brand), terms: termsOf(brand.terms) });

/** A workspace's brand as an export document carries it: the logo inline (documents fetch nothing). */
export async function documentBrand(knex: Knex, of: Pick<Scope, 'workspaceId'>): Promise<DocBrand> {
  const [brand, logo, madeWith] = await Promise.all([findBrand(knex, of), findBrandLogo(knex, of), madeWithShown(knex)]);
  const checked = logo ? checkLogo(logo.data) : null;
  return {
    firmName: brand.firmName,
    senderName: brand.senderName,
    signature: brand.signature,
    accentColor: brand.accentColor || DEFAULT_ACCENT,
    logo: logo && checked?.ok ? { type: checked.logo.type, width: checked.logo.width, height: checked.logo.height, base64: logo.data.toString('base64') } : null,
    madeWith,
    // The brand's own terms (else the agreement closes with the default ones), and the currency and
    // locale its money is written in (DESIGN §11.1) when it chose them (else figures read as before).
    ...(brand.terms.trim() !== '' ? { terms: brand.terms } : {}),
    ...(isCurrency(brand.currency) ? { currency: brand.currency } : {}),
    ...(brand.locale && isLocale(brand.locale) ? { locale: brand.locale } : {}),
    ...withTax(brandTax(brand)),
  };
}

/** A document brand's `tax` field: present only when a tax is stated. */
export const withTax = (tax: TaxSettings | null | undefined): { tax?: TaxSettings } => (tax ? { tax } : {});
