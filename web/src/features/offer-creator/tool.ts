// The offer-creator tool's web entry point (see lib/tools/toolWeb.ts).
import { lazyScreen } from '../../lib/lazyScreen.tsx';
import type { ToolWeb } from '../../lib/tools/toolWeb.ts';

export const offerCreatorWeb: ToolWeb<'offer-creator'> = {
  slug: 'offer-creator',
  screen: lazyScreen('offer-creator', () => import('./OfferCreatorPage.tsx')),
};
