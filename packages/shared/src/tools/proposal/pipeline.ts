// A proposal's figures in the pipeline (DESIGN §11.2), from the pricing function only: `value` is the
// confirmed monthly value (the accepted inputs once accepted, else the value the current version is
// priced from) and `fee` the accepted tier's monthly fee, else the recommended tier's. Minor units of
// `currency`. A row whose request no longer parses reads as 0 (the list still shows it).
import { upgradeValueInputs } from '../../money/legacy.ts';
import type { Currency } from '../../money/currency.ts';
import { monthlyValue, priceTiers, recommendedFee, type ValueInputs, type ValueModel } from './pricing.ts';
import { ProposalRequestSchema, requestPricing, valueOf } from './schemas.ts';
import { investmentOf } from './money.ts';

export interface PipelineFigures {
  currency: string;
  value: number;
  fee: number;
}

/** The accepted version: the tier and inputs the client chose, and what its send froze (its value model and currency). */
export interface AcceptedFacts {
  tier: string;
  inputs: unknown;
  frozen: unknown;
}

export function pipelineFigures(row: { request: unknown; results: unknown; acceptance: AcceptedFacts | null }): PipelineFigures {
  const parsed = ProposalRequestSchema.safeParse(row.request);
  if (row.acceptance) {
    const frozen = row.acceptance.frozen as { valueModel?: ValueModel; currency?: Currency } | null;
    const inputs = upgradeValueInputs(row.acceptance.inputs) as ValueInputs;
    if (frozen?.valueModel && frozen.currency && Array.isArray(inputs?.drivers)) {
      const tier = priceTiers(frozen.valueModel, inputs, frozen.currency).tiers.find((quote) => quote.name === row.acceptance!.tier);
      return { currency: frozen.currency, value: monthlyValue(inputs), fee: tier?.monthly ?? 0 };
    }
  }
  if (!parsed.success) return { currency: 'USD', value: 0, fee: 0 };
  const request = parsed.data;
  const investment = row.results && typeof row.results === 'object' && 'investment' in row.results ? investmentOf(row.results as Parameters<typeof investmentOf>[0]) : {};
  const inputs = valueOf(request, investment);
  return { currency: request.currency, value: monthlyValue(inputs), fee: recommendedFee(requestPricing({ ...request, valueInputs: inputs })).monthly };
}
