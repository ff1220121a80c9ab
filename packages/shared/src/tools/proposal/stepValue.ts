// One price per pack (issue 52): the value a pack prices from and the model it prices with, read in one
// place for every step that prices (the ROI step and the proposal), so the ROI's recommended retainer is
// the proposal's recommended fee for the same inputs. Zod-free.
import { DEFAULT_CURRENCY, type Currency } from '../../money/currency.ts';
import type { Budget, ValueDriver } from '../../money/drivers.ts';
import { clientValueTexts, statedValue } from '../../money/stated.ts';
import type { PrefillFrom } from '../define.ts';
import { defaultValueModel, type TierModel } from './pricing.ts';

/**
 * The value a priced step starts from, in the form's money: the one kept on the client file (confirmed
 * on the review or by the pack, DESIGN §11.2), else what the file and its latest call state (drivers and
 * budget, each with its lines).
 */
export function callValue(from: PrefillFrom): { drivers: ValueDriver[]; budget: Budget | null } {
  if (from.client?.value) return { drivers: from.client.value.drivers, budget: from.client.value.budget };
  const currency = from.currency ?? DEFAULT_CURRENCY;
  const texts = from.client ? clientValueTexts(from.client, from.client.calls[0]?.transcript) : [];
  const { drivers, budget } = statedValue(texts, currency);
  return { drivers, budget };
}

/** The value model a pack prices with: the proposal form's starting one, in the pack's money. */
export const packValueModel = (currency: Currency): { floor: number; tiers: [TierModel, TierModel, TierModel] } => {
  const model = defaultValueModel(currency);
  return { floor: model.floor, tiers: [{ ...model.tiers[0] }, { ...model.tiers[1] }, { ...model.tiers[2] }] };
};
