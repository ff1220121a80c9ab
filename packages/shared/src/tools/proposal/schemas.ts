// The proposal's request and result (DESIGN §10, §11.1). The request carries the currency, the value
// drivers and the value model the investment is priced from (pricing.ts); the result's figures are
// written by that function, never by the model (the model's schema, ProposalModelSchema, has no
// figure; the worker and the demo both call pricedInvestment). Money is minor units of the currency.
import { z } from 'zod';
import { LIMITS, tooLong } from '../../constants.ts';
import { CurrencySchema, LocaleSchema, ValueInputsSchema } from '../../money/schemas.ts';
import { PRICING_LIMITS, priceTiers, type Pricing, type ValueInputs, type ValueModel } from './pricing.ts';
import { upgradeInvestment, upgradeRequest } from '../../money/legacy.ts';
import { email, FULL_NAME, INVALID_CHARACTERS, isStorableText, outList, outText, text } from '../../schemas/fields.ts';

/** Optional free text ('' when left empty): what the proposal draws on. */
const notes = (max: number = LIMITS.long) => z.string({ error: 'Must be text' }).trim().refine(isStorableText, { error: INVALID_CHARACTERS }).max(max, { error: tooLong(max) });

/**
 * A number held to its limits, each bound with its own message. The bounds' messages are written when
 * an answer breaks them, not when the module loads: formatting a number in a locale costs a phone
 * tens of milliseconds the first time, and every tool screen loads this module.
 */
const bounded = (label: string, { min, max }: { min: number; max: number }, format: (n: number) => string = String) =>
  z
    .number({ error: `Please enter the ${label}` })
    .min(min, { error: () => `The ${label} must be at least ${format(min)}` })
    .max(max, { error: () => `The ${label} must be at most ${format(max)}` });

const percent = (n: number) => `${Math.round(n * 100)}%`;

export const TierModelSchema = z.object({
  name: text(2, 'Please name the tier', 60),
  coverage: bounded('share of the value this tier delivers', PRICING_LIMITS.coverage, percent),
  share: bounded('share of its value this tier charges', PRICING_LIMITS.share, percent),
  /** This tier's floor as a multiple of the lowest monthly fee; saved requests have none (pricing.ts defaults). */
  floorMultiple: bounded("tier's floor as a multiple of the lowest fee", PRICING_LIMITS.floorMultiple, (n) => `${n}×`).optional(),
});

/** The lowest monthly fee (the first tier's floor), minor units. */
export const FloorSchema = z
  .number({ error: 'Please enter the lowest monthly fee' })
  .int({ error: 'The lowest monthly fee must be a whole amount' })
  .min(PRICING_LIMITS.floor.min, { error: 'The lowest monthly fee cannot be negative' })
  .max(PRICING_LIMITS.floor.max, { error: 'The lowest monthly fee is too large' });
/** The value model's three tiers, the smallest first (the pricing offers those the value carries). */
export const TierModelsSchema = z.tuple([TierModelSchema, TierModelSchema, TierModelSchema], { error: 'Please describe three tiers' });

/** The request's fields (the form's shape); ProposalRequestSchema reads the dollar-only shape too. */
export const ProposalRequestFields = z.object({
  email: email(),
  fullName: text(2, FULL_NAME),
  companyName: text(2, 'Please enter your company name'),
  clientCompany: text(2, 'Please enter the client company name'),
  prospectName: text(2, "Please enter the prospect's name"),
  prospectTitle: text(2, "Please enter the prospect's job title"),
  /** What the client told us they need (pains and goals), from the client file or typed. */
  clientNeeds: notes(),
  /** What the proposal draws on: any subset of the earlier results, as text. */
  offerSummary: notes(),
  planSummary: notes(),
  emailSummary: notes(),
  /** The proposal's currency (the client's, else the brand's) and the locale its figures are written in. */
  currency: CurrencySchema,
  locale: LocaleSchema,
  /** What the work is worth: the call's value drivers and the budget it states (minor units). */
  valueInputs: ValueInputsSchema,
  floor: FloorSchema,
  tiers: TierModelsSchema,
});
export const ProposalRequestSchema = z.preprocess(upgradeRequest, ProposalRequestFields);

export const ProposalResultSchema = z.object({
  headline: outText(200),
  executiveSummary: outText(3000),
  clientSnapshot: outText(2000),
  goals: z.array(z.object({ goal: outText(300), kpi: outText(300) })).min(1).max(8),
  scope: z.object({
    phases: z
      .array(z.object({ name: outText(120), timeline: outText(120), deliverables: outList(8, 300) }))
      .min(1)
      .max(6),
  }),
  investment: z.preprocess(upgradeInvestment, z.object({
    // The model writes each tier's `includes`; currency, locale, name, monthly, value and roi are the
    // pricing's. One to three tiers: only those the value carries (pricing.ts), never three floor prices.
    currency: CurrencySchema,
    locale: LocaleSchema,
    tiers: z
      .array(
        z.object({
          name: outText(60),
          includes: outList(8, 300),
          monthly: z.number().int().min(0),
          value: z.number().int().min(0),
          roi: z.number().int(),
        }),
      )
      .min(1)
      .max(3),
    assumptions: outList(8, 300),
    /**
     * The value this version is priced from, when it is not the request's: "Edit value" (DESIGN §11.2)
     * re-prices a saved proposal as a new version, each version keeping the value of its figures.
     */
    inputs: ValueInputsSchema.optional(),
  })),
  nextSteps: outList(8, 300).min(1),
});

/**
 * What the model is asked for and checked against: the result's words only. Each tier is what it
 * includes; its name, fee, value and ROI are added by `pricedInvestment` before anything is saved.
 * The model writes the words of the tiers it is told are offered (one to three, in order).
 */
export const ProposalModelSchema = ProposalResultSchema.omit({ investment: true }).extend({
  investment: z.object({
    tiers: z.array(z.object({ includes: outList(8, 300) })).min(1).max(3),
    assumptions: outList(8, 300),
  }),
});

export type ProposalRequest = z.infer<typeof ProposalRequestSchema>;
export type ProposalModelAnswer = z.infer<typeof ProposalModelSchema>;
export type ProposalResult = z.infer<typeof ProposalResultSchema>;
export type ProposalInvestment = ProposalResult['investment'];
export type ProposalTier = ProposalInvestment['tiers'][number];

/** The request's value model, as the pricing function takes it. */
export const valueModelOf = (request: Pick<ProposalRequest, 'floor' | 'tiers'>): ValueModel => ({ floor: request.floor, tiers: request.tiers });

/** The request's pricing: the tiers offered for its value (one to three) and any shortfall. */
export const requestPricing = (request: Pick<ProposalRequest, 'floor' | 'tiers' | 'valueInputs' | 'currency'>): Pricing => priceTiers(valueModelOf(request), request.valueInputs, request.currency);

/**
 * The investment with its figures from the pricing function: the model's words (each tier's
 * includes) tier by tier, and the names, fees, values and ROI of `priceTiers` (anything else a model
 * wrote there is not kept). The pricing offers one to three tiers. A saved investment's words follow
 * their tier's name (a tier offered now that was not before starts with none); a model's answer
 * (no names) is in the order of the tiers it was asked for, or of the value model's three.
 */
export function pricedInvestment(request: ProposalRequest, investment: { tiers: ReadonlyArray<{ includes: string[]; name?: string }>; assumptions: string[]; inputs?: ValueInputs | undefined }): ProposalResult['investment'] {
  // An edited value (its own `inputs`) prices this version; else the request's.
  const { tiers } = requestPricing({ ...request, valueInputs: valueOf(request, investment) });
  const names = request.tiers.map((tier) => tier.name);
  const named = investment.tiers.length > 0 && investment.tiers.every((tier) => typeof tier.name === 'string' && names.includes(tier.name));
  const wordsOf = (name: string, i: number) =>
    (named ? investment.tiers.find((tier) => tier.name === name) : investment.tiers[investment.tiers.length === tiers.length ? i : names.indexOf(name)])?.includes ?? [];
  return {
    currency: request.currency,
    locale: request.locale,
    tiers: tiers.map((quote, i) => ({ name: quote.name, includes: wordsOf(quote.name, i), monthly: quote.monthly, value: quote.value, roi: quote.roi })),
    assumptions: investment.assumptions,
    ...(investment.inputs ? { inputs: investment.inputs } : {}),
  };
}

/** The value a version's figures are priced from: its own (an edited value), else the request's. */
export const valueOf = (request: Pick<ProposalRequest, 'valueInputs'>, investment: { inputs?: ValueInputs | undefined }): ValueInputs => investment.inputs ?? request.valueInputs;
