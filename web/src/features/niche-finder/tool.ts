// The niche-finder tool's web entry point (see lib/tools/toolWeb.ts).
import { lazyScreen } from '../../lib/lazyScreen.tsx';
import type { ToolWeb } from '../../lib/tools/toolWeb.ts';

export const nicheFinderWeb: ToolWeb<'niche-finder'> = {
  slug: 'niche-finder',
  screen: lazyScreen('niche-finder', () => import('./NicheFinderPage.tsx')),
};
