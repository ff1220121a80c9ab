// Every tool's result view, read-only, for the screens that show any tool's saved result (the shared
// page). Each loads with its own tool's result schema only when a result of that tool is shown (its
// own chunk), so the shared page evaluates one tool's view and schema, not every tool's (on a phone
// that evaluation was the larger part of the page's blocking time). A page the server drew names the
// one it used, and the browser loads it before hydrating (lazyScreen). A new tool adds one line here
// (and one in toolPages.ts).
import type { ToolSlug } from '@growth-suite/shared';
import { Alert } from 'antd';
import type { ComponentType } from 'react';
import { lazyScreen } from '../lib/lazyScreen.tsx';

type Schema<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false } };

/**
 * A tool's view and its result schema, loaded together on first use; the view is drawn only with a
 * result the schema parsed, anything else says it cannot be shown.
 */
function resultView<T>(tool: ToolSlug, loadView: () => Promise<ComponentType<{ results: NoInfer<T> }>>, loadSchema: () => Promise<Schema<T>>) {
  return lazyScreen(`result:${tool}`, async () => {
    const [View, schema] = await Promise.all([loadView(), loadSchema()]);
    return {
      default: function CheckedResult({ results }: { results: unknown }) {
        const parsed = schema.safeParse(results);
        return parsed.success ? <View results={parsed.data} /> : <Alert type="warning" showIcon title="This result cannot be shown" />;
      },
    };
  });
}

const TOOL_RESULTS: { [T in ToolSlug]: ComponentType<{ results: unknown }> } = {
  'niche-finder': resultView('niche-finder', async () => (await import('../features/niche-finder/NicheResults.tsx')).NicheResults, async () => (await import('@growth-suite/shared/tools/niche-finder')).NicheFinderResultSchema),
  'offer-creator': resultView('offer-creator', async () => (await import('../features/offer-creator/OfferResults.tsx')).OfferResults, async () => (await import('@growth-suite/shared/tools/offer-creator')).OfferCreatorResultSchema),
  'growth-plan': resultView('growth-plan', async () => (await import('../features/growth-plan/GrowthPlanResults.tsx')).GrowthPlanResults, async () => (await import('@growth-suite/shared/tools/growth-plan')).GrowthPlanResultSchema),
  'cold-email': resultView('cold-email', async () => (await import('../features/cold-email/EmailPreview.tsx')).EmailPreview, async () => (await import('@growth-suite/shared/tools/cold-email')).ColdEmailResultSchema),
  'client-intake': resultView('client-intake', async () => (await import('../features/client-intake/IntakeResults.tsx')).IntakeResults, async () => (await import('@growth-suite/shared/tools/client-intake')).ClientIntakeResultSchema),
  proposal: resultView('proposal', async () => (await import('../features/proposal/ProposalResults.tsx')).ProposalResults, async () => (await import('@growth-suite/shared/tools/proposal')).ProposalResultSchema),
};

/** A saved result of `tool`, drawn by its tool's view once its tool's schema has parsed it. */
export function ToolResult({ tool, results }: { tool: ToolSlug; results: unknown }) {
  const View = TOOL_RESULTS[tool];
  return <View results={results} />;
}
