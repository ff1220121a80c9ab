// The ROI Calculator's web entry point (see lib/tools/toolWeb.ts).
import { lazyScreen } from '../../lib/lazyScreen.tsx';
import type { ToolWeb } from '../../lib/tools/toolWeb.ts';

export const roiCalculatorWeb: ToolWeb<'roi-calculator'> = {
  slug: 'roi-calculator',
  screen: lazyScreen('roi-calculator', () => import('./RoiCalculatorPage.tsx')),
};
