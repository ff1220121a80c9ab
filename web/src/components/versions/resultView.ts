// The tool's own result view, as the version panel draws a comparison with it. The app provides it
// (app/ knows every tool's view; components/ may not name a tool), loaded when first drawn.
import type { ToolSlug } from '@growth-suite/shared';
import { createContext, useContext, type ReactNode } from 'react';

/** Draws `results` of `tool` with its tool's view (it may suspend while that view loads). */
export const ResultViewContext = createContext<((tool: ToolSlug, results: unknown) => ReactNode) | null>(null);

export const useResultView = () => useContext(ResultViewContext);
