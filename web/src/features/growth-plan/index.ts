import { defineToolView } from '../../lib/tools/view.ts';

export const growthPlanView = defineToolView('growth-plan', {
  page: () => import('./GrowthPlanPage.tsx'),
  result: () => import('./GrowthPlanResults.tsx').then((m) => ({ default: m.GrowthPlanResults })),
});
