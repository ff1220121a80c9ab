// Every tool's result view, read-only, for the screens that show any tool's saved result (the shared
// page), from each tool's web entry point (features/<slug>/tool.ts). Each loads with its own tool's
// result schema only when a result of that tool is shown (its own chunk), so the shared page
// evaluates one tool's view and schema, not every tool's (on a phone that evaluation was the larger
// part of the page's blocking time). A page the server drew names the one it used, and the browser
// loads it before hydrating (lazyScreen).
import { mapTools, type ToolSlug } from '@growth-suite/shared';
import { Alert } from 'antd';
import type { ComponentType } from 'react';
import { TOOL_WEB } from '../generated/tools.ts';
import { lazyScreen } from '../lib/lazyScreen.tsx';
import { loadToolSchemas } from '../lib/tools/definitions.ts';
import type { ToolWeb } from '../lib/tools/toolWeb.ts';

/**
 * A tool's view and its result schema, loaded together on first use; the view is drawn only with a
 * result the schema parsed, anything else says it cannot be shown.
 */
function resultView(tool: ToolWeb<ToolSlug>) {
  return lazyScreen(`result:${tool.slug}`, async () => {
    const [View, { resultSchema }] = await Promise.all([tool.resultView(), loadToolSchemas(tool.slug)]);
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

const TOOL_RESULTS = mapTools((tool) => resultView(TOOL_WEB[tool]));

/** A saved result of `tool`, drawn by its tool's view once its tool's schema has parsed it. */
export function ToolResult({ tool, results }: { tool: ToolSlug; results: unknown }) {
  const View = TOOL_RESULTS[tool];
  return <View results={results} />;
}
