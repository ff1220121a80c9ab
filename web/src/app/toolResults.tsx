// Every tool's result view, read-only, for the screens that show any tool's saved result (the shared
// page), from each tool's view entry point (features/<slug>/view.ts, collected in generated/toolViews.ts). Each loads with its own tool's
// result schema only when a result of that tool is shown (its own chunk), so the shared page
// evaluates one tool's view and schema, not every tool's (on a phone that evaluation was the larger
// part of the page's blocking time). A page the server drew names the one it used, and the browser
// loads it before hydrating (lazyScreen).
import { mapTools, type ToolSlug } from '@growth-suite/shared';
import { Alert } from 'antd';
import type { ComponentType } from 'react';
import { TOOL_VIEWS } from '../generated/toolViews.ts';
import { lazyScreen } from '../lib/lazyScreen.tsx';
import { loadToolSchemas } from '../lib/tools/definitions.ts';
import type { ToolView } from '../lib/tools/toolWeb.ts';

/**
 * A tool's view and its result schema, loaded together on first use; the view is drawn only with a
 * result the schema parsed, anything else says it cannot be shown.
 */
function resultView<T extends ToolSlug>(tool: T, loadView: () => Promise<ToolView<T>>) {
  return lazyScreen(`result:${tool}`, async () => {
    const [View, { resultSchema }] = await Promise.all([loadView(), loadToolSchemas(tool)]);
    // The view takes what its own tool's result schema parsed (the view's props are typed by that schema).
    const Checked: ComponentType<{ results: unknown }> = View as ComponentType<{ results: unknown }>;
    return {
      default: function CheckedResult({ results }: { results: unknown }) {
        const parsed = resultSchema.safeParse(results);
        return parsed.success ? <Checked results={parsed.data} /> : <Alert type="warning" showIcon title="This result cannot be shown" />;
      },
    };
  });
}

/** The registry, checked: every tool of the catalog has a view typed by its own result. */
const VIEWS: { readonly [T in ToolSlug]: () => Promise<ToolView<T>> } = TOOL_VIEWS;
const TOOL_RESULTS = mapTools(<T extends ToolSlug>(tool: T) => resultView(tool, VIEWS[tool]));

/** A saved result of `tool`, drawn by its tool's view once its tool's schema has parsed it. */
export function ToolResult({ tool, results }: { tool: ToolSlug; results: unknown }) {
  const View = TOOL_RESULTS[tool];
  return <View results={results} />;
}
