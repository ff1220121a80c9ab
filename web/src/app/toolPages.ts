// Every tool's screen (the form and its result, at the tool's route), for the router, from each
// tool's web entry point (features/<slug>/tool.ts, collected in generated/tools.ts). Each loads on
// first use, so no tool weighs on the first page load.
import { TOOL_CATALOG, type ToolSlug } from '@growth-suite/shared';
import type { ComponentType } from 'react';
import { TOOL_WEB } from '../generated/tools.ts';
import type { LazyScreen } from '../lib/lazyScreen.tsx';
import type { ToolWeb } from '../lib/tools/toolWeb.ts';

/** The registry, checked: every tool of the catalog has a web entry point, and only those. */
const TOOLS_WEB: { readonly [T in ToolSlug]: ToolWeb<T> } = TOOL_WEB;

export const toolPage = (tool: ToolSlug): ComponentType => TOOLS_WEB[tool].screen;

/**
 * The page a tool's result is sent to its reader on (/p/:token: the client opens a sent result,
 * accepts it or asks for a change). Public, with no app chrome; its own chunk. One tool at most has
 * one (the route is one).
 */
const sentPages = Object.values<ToolWeb<ToolSlug>>(TOOLS_WEB).flatMap((tool) => (tool.sentPage ? [{ page: tool.sentPage, data: tool.sentData }] : []));
if (sentPages.length > 1) throw new Error('Two tools have a sent page; /p/:token can show one');
// No tool with one: no such route.
export const SentPage: LazyScreen<object> | undefined = sentPages[0]?.page;
/** What its route's loader fetches on the server (ToolWeb.sentData). */
export const sentData = sentPages[0]?.data;

/** The owner's preview of the sent page, at `<tool route>/:id/preview`: the tool with a sent page's. */
const previews = Object.values<ToolWeb<ToolSlug>>(TOOLS_WEB).flatMap((tool) => (tool.sentPreview ? [{ path: `${TOOL_CATALOG[tool.slug].route}/:id/preview`, screen: tool.sentPreview }] : []));
export const SentPreview: { path: string; screen: LazyScreen<object> } | undefined = previews[0];

/** What the tools keep watch with while the app is open (their `watcher`): the layout mounts each on every screen. */
export const TOOL_WATCHERS = Object.values<ToolWeb<ToolSlug>>(TOOLS_WEB).flatMap((tool) => (tool.watcher ? [{ key: tool.slug, Watcher: tool.watcher }] : []));
