// The Cold Email Writer's form from a client file (the prospect: its role, industry, size and pains —
// people like the client, to sell them the offer) and from an offer (the offer becomes the product,
// its value proposition the value propositions, its bonuses and guarantees the unique features).
// The pack's sequence is different: the client's own outreach to its buyers (`packValues`; outside
// testers saw the pack write emails to people like the client).
import { LIMITS } from '../../constants.ts';
import { at, fit, filled, paragraph, sourceOf, textOf, textsOf } from '../prefillRead.ts';
import type { Prefill, PrefillClient } from '../define.ts';
import { AUDIENCES } from '../../demo/audiences.ts';
import { capitalise, detect } from '../../demo/words.ts';
import type { ColdEmailRequest } from './schemas.ts';

/** An offer's name: "Booked Calls Sprint" of "Booked Calls Sprint: a 90-day programme that…", else the offer cut to fit. */
function productName(mainOffer: string): string {
  const colon = mainOffer.indexOf(': ');
  return colon >= 2 && colon <= 80 ? mainOffer.slice(0, colon).trim() : fit(mainOffer);
}

/** Where the buyers' description ends: a clause of its own ("…, who…", "… so that…"). */
const CLAUSE_END = /\s+(?:who|that|which|so|because|across|in order|and we|to help)\b.*$/i;

/**
 * Whom the client sells to, from its file: "retail chains" of "We sell dashboards to retail chains",
 * else a group its offering, goals or notes name, else its customers. The outreach is the client's
 * own, to these buyers — never to people like the client.
 */
export function buyersOf(client: PrefillClient): string {
  const offering = client.offering.trim();
  const named = /\b(?:to|for|serv(?:e|es|ing)|help(?:s|ing)?)\s+([^.,;:!?()]+)/i.exec(offering)?.[1]?.replace(CLAUSE_END, '').replace(/^(?:the|our|their)\s+/i, '').trim();
  if (named && named.split(/\s+/).length <= 6 && /\p{L}{3}/u.test(named)) return named;
  const group = detect([offering, client.goals, client.notes].join('\n'), AUDIENCES)[0];
  return group ? group.names[0] : `customers of ${client.name}`;
}

/**
 * The client's outreach: to its buyers, selling what it sells, in its name. Without an offering the
 * file says nothing of whom it sells to: the buyers' fields are left to the user.
 */
function clientOutreach(client: PrefillClient) {
  const offering = client.offering.trim();
  const named = { outreachFor: fit(client.name), productName: fit(client.name) };
  if (!offering) return named;
  const buyers = buyersOf(client);
  const sells = `${client.name}: ${offering}`;
  return {
    ...named,
    // The buyers' decision maker: the file knows the client's own contact, not the buyers' titles.
    prospectRole: 'Decision maker',
    prospectIndustry: fit(capitalise(buyers)),
    painPoints: fit(`${capitalise(buyers)} who need what ${client.name} offers: ${offering}`, LIMITS.long),
    valueProps: fit(sells, LIMITS.long),
    uniqueFeatures: fit(sells, LIMITS.long),
  };
}

export const coldEmailPrefill: Prefill<ColdEmailRequest> = {
  from: ['offer-creator'],
  // The pack's choices: a small company when the file does not say, a meeting (a consultant's first
  // ask), a conversational tone and four emails (the form's middle length).
  packDefaults: { companySize: 'small', campaignGoal: 'meeting', emailTone: 'conversational', sequenceLength: '4' },
  values: (from) => {
    const { client } = from;
    const offer = sourceOf(from, 'offer-creator')?.results;
    const structure = at(offer, ['offerStructure']);
    const features = [
      ...textsOf(at(structure, ['bonuses'])).map((bonus) => `- Bonus: ${bonus}`),
      ...textsOf(at(structure, ['guarantees'])).map((guarantee) => `- Guarantee: ${guarantee}`),
    ];
    return filled({
      prospectRole: fit(client?.contactTitle ?? ''),
      prospectIndustry: fit(client?.industry ?? ''),
      ...(client?.size ? { companySize: client.size } : {}),
      painPoints: fit(client?.pains ?? '', LIMITS.long),
      productName: productName(textOf(at(structure, ['mainOffer']))),
      valueProps: fit(
        [textOf(at(structure, ['valueProposition'])), paragraph('Angles:', textsOf(at(offer, ['marketingAngles'])).map((angle) => `- ${angle}`))].filter(Boolean).join('\n\n'),
        LIMITS.long,
      ),
      uniqueFeatures: fit(features.join('\n'), LIMITS.long),
    });
  },
  // In the pack the sequence is work done for the client (the proposal's outreach phase): the client's
  // own outreach to its buyers, selling what it sells, in its name — the consultant's offer is what
  // the consultant sells the client, not what these emails sell.
  packValues: (from) => (from.client && from.client.name.trim() !== '' ? filled(clientOutreach(from.client)) : coldEmailPrefill.values(from)),
};
