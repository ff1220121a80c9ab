// The proposal's figures as its readers write them: its investment in today's shape (one from before
// currencies was in whole dollars) and each amount in its currency and locale. Zod-free: the result
// view and the client's page read it.
import { formatMoney } from '../../money/currency.ts';
import { upgradeInvestment } from '../../money/legacy.ts';
import type { ProposalInvestment, ProposalResult, ProposalTier } from './schemas.ts';

/** A result's investment in today's shape (a proposal from before currencies was in whole dollars). */
export const investmentOf = (results: Pick<ProposalResult, 'investment'>): ProposalInvestment => upgradeInvestment(results.investment) as ProposalInvestment;

/** An amount of the investment's currency, in its locale: "£2,450". */
export const moneyIn = (investment: Pick<ProposalInvestment, 'currency' | 'locale'>) => (minor: number) => formatMoney(minor, investment.currency, investment.locale);

/** A tier's figures as one line: "£2,450 a month · value £9,800 a month · ROI 300%". */
export const tierFigures = (tier: ProposalTier, investment: Pick<ProposalInvestment, 'currency' | 'locale'>) => {
  const money = moneyIn(investment);
  return `${money(tier.monthly)} a month · value ${money(tier.value)} a month · ROI ${tier.roi}%`;
};
