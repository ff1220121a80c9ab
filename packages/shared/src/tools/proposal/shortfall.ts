// The consultant's warning when the value cannot carry every tier's floor (pricing.ts `shortfall`), in
// plain words with the figures: what the value is, what it carries for each tier left out, what that
// tier's floor needs, and what the proposal offers instead. One text for the form's preview and the
// preview before sending. Zod-free.
import { formatMoney, type Currency } from '../../money/currency.ts';
import { CARRY_SHARE, type Pricing, type Shortfall } from './pricing.ts';

/** The carry rule in words (CARRY_SHARE is two thirds). */
const RULE = `(a fee may take at most ${CARRY_SHARE === 2 / 3 ? 'two thirds' : `${Math.round(CARRY_SHARE * 100)}%`} of what its tier delivers, so the client gets back at least ${Number((1 / CARRY_SHARE).toFixed(2))} times what it pays)`;

/** "Essentials", "Essentials and Growth", "Essentials, Growth and Partner". */
const list = (names: string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

export interface ShortfallWords {
  title: string;
  description: string;
}

/** The warning for a pricing with a shortfall; null when every tier is offered. */
export function shortfallWords(pricing: Pricing, currency: Currency, locale: string): ShortfallWords | null {
  const shortfall: Shortfall | null = pricing.shortfall;
  if (!shortfall) return null;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const value = money(shortfall.value);
  const reasons = shortfall.dropped.map(
    (tier) => `${tier.name} delivers ${money(tier.delivers)} a month, so its fee may be at most ${money(tier.carries)}; its floor of ${money(tier.floor)} needs at least ${money(tier.needs)} a month of value`,
  );
  if (shortfall.pilot) {
    const only = pricing.tiers[0]!;
    return {
      title: `The value you entered (${value} a month) does not carry any tier at its floor.`,
      description: `${reasons[0]} ${RULE}. The proposal offers ${only.name} alone, at ${money(only.monthly)} a month, as a pilot. Check the figures with the client, or lower your floor.`,
    };
  }
  const offered = pricing.tiers.map((tier) => tier.name);
  return {
    title: `The value you entered (${value} a month) carries ${list(offered)}, not ${list(shortfall.dropped.map((tier) => tier.name))}.`,
    description: `${reasons.join('. ')} ${RULE}. The proposal offers ${offered.length === 1 ? `one tier` : `${offered.length} tiers`}: ${list(offered)}.`,
  };
}
