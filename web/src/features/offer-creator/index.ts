import { defineToolView } from '../../lib/tools/view.ts';

export const offerCreatorView = defineToolView('offer-creator', {
  page: () => import('./OfferCreatorPage.tsx'),
  result: () => import('./OfferResults.tsx').then((m) => ({ default: m.OfferResults })),
});
