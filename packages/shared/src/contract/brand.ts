// The user's brand (issue 25). Request: `BrandUpdateRequestSchema` (brand/schema.ts); the logo is
// sent as the image's own bytes (PUT /api/account/brand/logo, Content-Type image/png or image/jpeg).
// Built with zod: only the brand screen, which loads zod for its form, reads these answers.
import { z } from 'zod';
import { LOGO_TYPES } from '../brand/logo.ts';

export const BrandResponseSchema = z.object({
  firmName: z.string(),
  senderName: z.string(),
  signature: z.string(),
  /** `#rrggbb`, or '' for the default accent. */
  accentColor: z.string(),
  /** The brand's money: ISO 4217 and BCP 47 (the defaults when never chosen), and its terms ('' for the default ones). */
  currency: z.string(),
  locale: z.string(),
  terms: z.string(),
  /** The tax on the fees (issue 52): whether they include it, its rate in percent (0: no tax stated), its name ('' for VAT). */
  taxIncluded: z.boolean(),
  taxRate: z.number(),
  taxName: z.string(),
  /** The logo's address (changes when the logo does, so it can be cached), or null without one. */
  logo: z.object({ type: z.enum(LOGO_TYPES), url: z.string(), updatedAt: z.string() }).nullable(),
  updatedAt: z.string().nullable(),
});
export type BrandResponse = z.infer<typeof BrandResponseSchema>;
