// Every tool's result view, read-only, for the screens that show any tool's saved result (the shared
// page). Each loads with its own tool's result schema only when a result of that tool is shown (its
// own chunk), so the shared page evaluates one tool's view and schema, not every tool's (on a phone
// that evaluation was the larger part of the page's blocking time). A page the server drew names the
// one it used, and the browser loads it before hydrating (lazyScreen). A new tool adds one line here
// (and one in toolPages.ts).
import type { ToolSlug } from '@growth-suite/shared';
import { Alert } from 'antd';
import type { ComponentType } from 'react';
import { lazyScreen } from './lazyScreen.tsx';

type Checked = { default: ComponentType<{ results: unknown }> };

/** The view, drawn only with a result its tool's schema parsed; anything else says it cannot be shown. */
function checked<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, View: ComponentType<{ results: T }>): Checked {
  return {
    default: function CheckedResult({ results }: { results: unknown }) {
      const parsed = schema.safeParse(results);
      return parsed.success ? <View results={parsed.data} /> : <Alert type="warning" showIcon title="This result cannot be shown" />;
    },
  };
}

const TOOL_RESULTS: { [T in ToolSlug]: ComponentType<{ results: unknown }> } = {
  'niche-finder': lazyScreen('result:niche-finder', async () => {
    const [view, tool] = await Promise.all([import('../features/niche-finder/NicheResults.tsx'), import('@growth-suite/shared/tools/niche-finder')]);
    return checked(tool.NicheFinderResultSchema, view.NicheResults);
  }),
  'offer-creator': lazyScreen('result:offer-creator', async () => {
    const [view, tool] = await Promise.all([import('../features/offer-creator/OfferResults.tsx'), import('@growth-suite/shared/tools/offer-creator')]);
    return checked(tool.OfferCreatorResultSchema, view.OfferResults);
  }),
  'growth-plan': lazyScreen('result:growth-plan', async () => {
    const [view, tool] = await Promise.all([import('../features/growth-plan/GrowthPlanResults.tsx'), import('@growth-suite/shared/tools/growth-plan')]);
    return checked(tool.GrowthPlanResultSchema, view.GrowthPlanResults);
  }),
  'cold-email': lazyScreen('result:cold-email', async () => {
    const [view, tool] = await Promise.all([import('../features/cold-email/EmailPreview.tsx'), import('@growth-suite/shared/tools/cold-email')]);
    return checked(tool.ColdEmailResultSchema, view.EmailPreview);
  }),
  'client-intake': lazyScreen('result:client-intake', async () => {
    const [view, tool] = await Promise.all([import('../features/client-intake/IntakeResults.tsx'), import('@growth-suite/shared/tools/client-intake')]);
    return checked(tool.ClientIntakeResultSchema, view.IntakeResults);
  }),
  proposal: lazyScreen('result:proposal', async () => {
    const [view, tool] = await Promise.all([import('../features/proposal/ProposalResults.tsx'), import('@growth-suite/shared/tools/proposal')]);
    return checked(tool.ProposalResultSchema, view.ProposalResults);
  }),
};

/** A saved result of `tool`, drawn by its tool's view once its tool's schema has parsed it. */
export function ToolResult({ tool, results }: { tool: ToolSlug; results: unknown }) {
  const View = TOOL_RESULTS[tool];
  return <View results={results} />;
}
