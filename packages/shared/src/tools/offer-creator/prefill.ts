// The Offer Creator's form from a client file (the latest call's transcript, the contact it is
// prepared for) and from a niche-finder result (the niche it is for, added as context after the call).
import { LIMITS } from '../../constants.ts';
import { DEFAULT_CURRENCY } from '../../money/currency.ts';
import { at, fit, filled, latestTranscript, paragraph, sourceOf, textOf, textsOf } from '../prefillRead.ts';
import type { Prefill, PrefillSource } from '../define.ts';
import type { OfferCreatorRequest } from './schemas.ts';

/** What a niche result tells the offer: the top niche with its figures, and the market analysis. */
function nicheNotes(source: PrefillSource): string {
  const niches = Array.isArray(source.results.recommendedNiches) ? source.results.recommendedNiches : [];
  const top = niches[0];
  const name = textOf(at(top, ['nicheName']));
  if (!name) return '';
  const barriers = textsOf(at(top, ['entryBarriers']));
  return [
    paragraph('Niche research (the offer is for this niche):', [
      `Niche: ${name}`,
      textOf(at(top, ['competitionLevel'])) && `Competition: ${textOf(at(top, ['competitionLevel']))}`,
      textOf(at(top, ['growthPotential'])) && `Growth potential: ${textOf(at(top, ['growthPotential']))}`,
      barriers.length > 0 ? `Entry barriers: ${barriers.join('; ')}` : '',
    ]),
    paragraph('Opportunities:', textsOf(at(source.results, ['marketAnalysis', 'opportunities'])).map((item) => `- ${item}`)),
    paragraph('Trends:', textsOf(at(source.results, ['marketAnalysis', 'trends'])).map((item) => `- ${item}`)),
  ]
    .filter(Boolean)
    .join('\n\n');
}

export const offerCreatorPrefill: Prefill<OfferCreatorRequest> = {
  from: ['niche-finder'],
  // The offer's prices in the pack's money (the client's, else the brand's), not the call's guess.
  packDefaults: { currency: DEFAULT_CURRENCY },
  values: (from) => {
    const call = latestTranscript(from.client);
    const niche = sourceOf(from, 'niche-finder');
    const notes = niche ? nicheNotes(niche) : '';
    // The call comes first and is kept whole if it can be; the niche's notes take what room is left.
    const room = LIMITS.transcript - call.length - 2;
    const transcript = [fit(call, LIMITS.transcript), room > 100 ? fit(notes, room) : ''].filter(Boolean).join('\n\n');
    return filled({
      ...(from.currency ? { currency: from.currency } : {}),
      fullName: fit(from.client?.contactName ?? ''),
      email: from.client?.contactEmail ?? '',
      transcript,
    });
  },
};
