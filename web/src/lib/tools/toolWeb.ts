// A tool's web entry points, collected by the generated registries: `features/<slug>/tool.ts` (the
// router's: its screen, loaded on first use; generated/tools.ts) and `features/<slug>/view.ts` (its
// read-only result view, for the shared page; generated/toolViews.ts, itself loaded only with a
// result). Two, so that the first page load carries no tool's result view.
import type { NotificationKind, ToolResult, ToolSlug } from '@growth-suite/shared';
import type { ComponentType } from 'react';
import type { PageNeeds } from '../../app/loaders.ts';
import type { LazyScreen } from '../lazyScreen.tsx';

export interface ToolWeb<T extends ToolSlug> {
  slug: T;
  /** The form and its result at the tool's route (a `lazyScreen` named by the slug, so the build lists its chunks). */
  screen: LazyScreen<object>;
  /** The public page a sent result is read on (`/p/:token`), for a tool whose results are sent to a reader. */
  sentPage?: LazyScreen<object>;
  /**
   * What the sent page's loader fetches on the server, so the page is drawn with the result rather than
   * a spinner (set only in the server's bundle: `import.meta.env.SSR`).
   */
  sentData?: PageNeeds['data'];
  /** The owner's preview of that page for a saved result (`<route>/:id/preview`), where it is sent from. */
  sentPreview?: LazyScreen<object>;
  /**
   * The names on the wire (`GET/PUT /api/account/notifications`) of the news about this tool's sent
   * results that a user may switch off, by kind: the notification settings page lists them.
   */
  notificationNames?: Partial<Record<NotificationKind, string>>;
  /**
   * Mounted on every screen of the app (the layout), for a tool that keeps watch while the app is open:
   * e.g. polling for what readers did with the results it sent, and telling the owner.
   */
  watcher?: ComponentType;
}

/** A tool's read-only result view (`features/<slug>/view.ts`), drawn only with a result its schema parsed. */
export type ToolView<T extends ToolSlug> = ComponentType<{ results: ToolResult<T> }>;
