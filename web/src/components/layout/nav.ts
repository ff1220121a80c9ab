// The header nav of a signed-in user: the tools in the catalog's menu order, then Clients; the
// current one is highlighted by route prefix. The pipeline (`PIPELINE`, when a tool has one) sits beside
// History (Header.tsx, NavDrawer.tsx): both span the tools, and the tools' menu is full at 1280 px.
import { TOOL_CATALOG, TOOL_MENU_ORDER } from '@growth-suite/shared';

export const TOOL_NAV = TOOL_MENU_ORDER.map((slug) => ({ to: TOOL_CATALOG[slug].route, label: TOOL_CATALOG[slug].shortName }));

export const CLIENTS_ROUTE = '/clients';

/** The tools, then the client files (their pages, the intake's included, all under /clients). */
export const SIGNED_IN_NAV = [...TOOL_NAV, { to: CLIENTS_ROUTE, label: 'Clients' }];

export function activeToolKey(pathname: string): string | undefined {
  return SIGNED_IN_NAV.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))?.to;
}
