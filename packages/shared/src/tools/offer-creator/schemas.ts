// The Offer Creator's request and result (spec §3, §5).
import { z } from 'zod';
import { LIMITS, TRANSCRIPT_MIN_CHARS } from '../../constants.ts';
import { CurrencySchema } from '../../money/schemas.ts';
import { email, FULL_NAME, outList, outText, text } from '../../schemas/fields.ts';

export const OfferCreatorRequestSchema = z.object({
  email: email(),
  fullName: text(2, FULL_NAME),
  transcript: text(TRANSCRIPT_MIN_CHARS, `Please provide at least ${TRANSCRIPT_MIN_CHARS} characters for accurate analysis`, LIMITS.transcript),
  /** The money the offer's prices are in (the client's, else the brand's); else the call's, else dollars. */
  currency: CurrencySchema.optional(),
});

export const OfferCreatorResultSchema = z.object({
  offerStructure: z.object({
    mainOffer: outText(1000),
    valueProposition: outText(),
    pricingStrategy: outText(),
    bonuses: outList(),
    guarantees: outList(),
  }),
  marketingAngles: outList().min(1),
  conversionEstimates: z.object({
    expectedRate: z.number().min(0).max(100),
    confidenceLevel: z.number().min(0).max(100),
  }),
});

export type OfferCreatorRequest = z.infer<typeof OfferCreatorRequestSchema>;
export type OfferCreatorResult = z.infer<typeof OfferCreatorResultSchema>;
