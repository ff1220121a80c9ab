// The header nav of a signed-in user: the tools in the catalog's menu order, then Clients; the
// current one is highlighted by route prefix. The pipeline (when a tool has one) sits beside History:
// both span the tools, and the tools' menu already runs out of room at 1280 px.
import { PIPELINE, TOOL_CATALOG, TOOL_MENU_ORDER } from '@growth-suite/shared';

export const TOOL_NAV = TOOL_MENU_ORDER.map((slug) => ({ to: TOOL_CATALOG[slug].route, label: TOOL_CATALOG[slug].shortName }));

export const CLIENTS_ROUTE = '/clients';

/** The tools, then the client files (their pages, the intake's included, all under /clients). */
export const SIGNED_IN_NAV = [...TOOL_NAV, { to: CLIENTS_ROUTE, label: 'Clients' }];

/** The pipeline's place in the nav (DESIGN §11.2), beside History; none when no tool has a pipeline. */
export const PIPELINE_NAV = PIPELINE ? { to: PIPELINE.route, label: PIPELINE.label } : undefined;

export function activeToolKey(pathname: string): string | undefined {
  return SIGNED_IN_NAV.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))?.to;
}
