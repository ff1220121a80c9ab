// The proposal's figures as its readers write them: its investment in today's shape (one from before
// currencies was in whole dollars) and each amount in its currency and locale. Zod-free: the result
// view and the client's page read it.
import { formatMoney } from '../../money/currency.ts';
import { feeTax, type TaxSettings } from '../../money/tax.ts';
import { upgradeInvestment } from '../../money/legacy.ts';
import type { ProposalInvestment, ProposalResult, ProposalTier } from './schemas.ts';

/** A result's investment in today's shape (a proposal from before currencies was in whole dollars). */
export const investmentOf = (results: Pick<ProposalResult, 'investment'>): ProposalInvestment => upgradeInvestment(results.investment) as ProposalInvestment;

/** An amount of the investment's currency, in its locale: "£2,450". */
export const moneyIn = (investment: Pick<ProposalInvestment, 'currency' | 'locale'>) => (minor: number) => formatMoney(minor, investment.currency, investment.locale);

/**
 * A fee as the client reads it, with the tax the brand states (feeTax): "£4,500 excl. VAT (VAT 20%:
 * £900 · total £5,400)", or "£4,500" when no tax is stated.
 */
export const feeText = (minor: number, investment: Pick<ProposalInvestment, 'currency' | 'locale'>, tax?: TaxSettings | null) => {
  const stated = feeTax(minor, tax, investment.currency, investment.locale).text;
  return stated ? `${moneyIn(investment)(minor)} ${stated}` : moneyIn(investment)(minor);
};

/** A tier's figures as one line: "£2,450 a month · value £9,800 a month · ROI 300%" (its fee with the tax line when one is stated). */
export const tierFigures = (tier: ProposalTier, investment: Pick<ProposalInvestment, 'currency' | 'locale'>, tax?: TaxSettings | null) => {
  const money = moneyIn(investment);
  return `${feeText(tier.monthly, investment, tax)} a month · value ${money(tier.value)} a month · ROI ${tier.roi}%`;
};
