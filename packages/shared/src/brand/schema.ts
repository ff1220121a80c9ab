// A user's brand (issue 25): who documents and share pages come from. Every field may be empty
// (no brand: documents say who they are for, and nothing about who made them).
import { z } from 'zod';
import { PRODUCT_NAME } from '../constants.ts';
import { isStorableText, INVALID_CHARACTERS } from '../schemas/fields.ts';
import { tooLong } from '../constants.ts';
import { HEX_COLOR, MIN_TEXT_CONTRAST, readableOnWhite } from './contrast.ts';
import { CurrencySchema, LocaleSchema } from '../money/schemas.ts';
import { TAX_LIMITS } from '../money/tax.ts';

export const BRAND_LIMITS = { firmName: 120, senderName: 120, signature: 1000, terms: 5000, taxName: TAX_LIMITS.name } as const;
export const TAX_RATE_MESSAGE = 'The tax rate must be a percentage from 0 to 100, such as 20 or 7.25';
export const TAX_RATE_DECIMALS = 'The tax rate can have at most two decimals, such as 7.25';
export const TAX_NAME_MESSAGE = `The tax's name must be at most ${TAX_LIMITS.name} characters, such as VAT, GST or Sales tax`;
export const ACCENT_FORMAT = 'Accent colour must be a hex colour such as #1f4e79';
export const ACCENT_CONTRAST = `This colour is too light to read as text on white: pick a darker one (contrast at least ${MIN_TEXT_CONTRAST}:1)`;
/** The accent of documents and share pages without a brand colour. */
export const DEFAULT_ACCENT = '#1f4e79';

/** The admin setting (category system) that shows or hides the made-with line; missing means on. */
export const MADE_WITH_SETTING = 'made_with_line';
export const MADE_WITH_TEXT = `Made with ${PRODUCT_NAME}`;
/** A setting's text as the switch: only 'false' turns it off. */
export const madeWithOn = (value: string | null | undefined) => value?.trim().toLowerCase() !== 'false';

const optional = (max: number) =>
  z.string({ error: 'Must be text' }).trim().refine(isStorableText, { error: INVALID_CHARACTERS }).max(max, { error: tooLong(max) });

/** PUT /api/account/brand (the logo has its own route). An empty accent means the default one. */
export const BrandUpdateRequestSchema = z.strictObject({
  firmName: optional(BRAND_LIMITS.firmName),
  senderName: optional(BRAND_LIMITS.senderName),
  signature: optional(BRAND_LIMITS.signature),
  accentColor: z
    .string({ error: ACCENT_FORMAT })
    .trim()
    .refine((value) => value === '' || HEX_COLOR.test(value), { error: ACCENT_FORMAT })
    .refine((value) => value === '' || readableOnWhite(value), { error: ACCENT_CONTRAST })
    .transform((value) => value.toLowerCase()),
  /** The money of every document and page (DESIGN §11.1); absent keeps what is stored. */
  currency: CurrencySchema.optional(),
  locale: LocaleSchema.optional(),
  /** The terms of the documents sent to clients, Markdown; '' for the default terms. */
  terms: optional(BRAND_LIMITS.terms).optional(),
  /**
   * The tax on the fees (issue 52): whether the fees as written include it, its rate in percent (0 states
   * no tax) and its name ('' for VAT). Absent keeps what is stored.
   */
  taxIncluded: z.boolean({ error: 'Say whether the fees include the tax (true or false)' }).optional(),
  taxRate: z
    .number({ error: TAX_RATE_MESSAGE })
    .min(TAX_LIMITS.rate.min, { error: TAX_RATE_MESSAGE })
    .max(TAX_LIMITS.rate.max, { error: TAX_RATE_MESSAGE })
    .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6, { error: TAX_RATE_DECIMALS })
    .optional(),
  taxName: z
    .string({ error: TAX_NAME_MESSAGE })
    .trim()
    .refine(isStorableText, { error: INVALID_CHARACTERS })
    .max(TAX_LIMITS.name, { error: TAX_NAME_MESSAGE })
    .optional(),
});
export type BrandUpdateRequest = z.infer<typeof BrandUpdateRequestSchema>;

/** Who a document says it is for and from: `Prepared for Acme by Smith & Co`. */
export function preparedLine(client: string, firm: string): string {
  if (client && firm) return `Prepared for ${client} by ${firm}`;
  if (client) return `Prepared for ${client}`;
  return firm ? `Prepared by ${firm}` : '';
}
