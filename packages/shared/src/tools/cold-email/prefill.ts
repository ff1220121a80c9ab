// The Cold Email Writer's form from a client file (the prospect: its role, industry, size and pains)
// and from an offer (the offer becomes the product, its value proposition the value propositions,
// its bonuses and guarantees the unique features).
import { LIMITS } from '../../constants.ts';
import { at, fit, filled, paragraph, sourceOf, textOf, textsOf } from '../prefillRead.ts';
import type { Prefill } from '../define.ts';
import type { ColdEmailRequest } from './schemas.ts';

/** An offer's name: "Booked Calls Sprint" of "Booked Calls Sprint: a 90-day programme that…", else the offer cut to fit. */
function productName(mainOffer: string): string {
  const colon = mainOffer.indexOf(': ');
  return colon >= 2 && colon <= 80 ? mainOffer.slice(0, colon).trim() : fit(mainOffer);
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
};
