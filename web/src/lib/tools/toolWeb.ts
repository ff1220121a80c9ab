// A tool's web entry point (web/src/features/<slug>/tool.ts), collected by the generated registry
// (web/src/generated/tools.ts): what the app's generic screens need of a tool. Everything here loads
// on first use, so the entry points weigh nothing on the first page load.
import type { ToolResult, ToolSlug } from '@growth-suite/shared';
import type { ComponentType } from 'react';
import type { LazyScreen } from '../lazyScreen.tsx';

export interface ToolWeb<T extends ToolSlug> {
  slug: T;
  /** The form and its result at the tool's route (a `lazyScreen` named by the slug, so the build lists its chunks). */
  screen: LazyScreen<object>;
  /** The saved result, read-only (the shared page): drawn only with a result its schema parsed. */
  resultView: () => Promise<ComponentType<{ results: ToolResult<T> }>>;
  /** The public page a sent result is read on (`/p/:token`), for a tool whose results are sent to a reader. */
  sentPage?: LazyScreen<object>;
}
