import { defineToolView } from '../../lib/tools/view.ts';

export const nicheFinderView = defineToolView('niche-finder', {
  page: () => import('./NicheFinderPage.tsx'),
  result: () => import('./NicheResults.tsx').then((m) => ({ default: m.NicheResults })),
});
