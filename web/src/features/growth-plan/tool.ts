// The growth-plan tool's web entry point (see lib/tools/toolWeb.ts).
import { lazyScreen } from '../../lib/lazyScreen.tsx';
import type { ToolWeb } from '../../lib/tools/toolWeb.ts';

export const growthPlanWeb: ToolWeb<'growth-plan'> = {
  slug: 'growth-plan',
  screen: lazyScreen('growth-plan', () => import('./GrowthPlanPage.tsx')),
};
