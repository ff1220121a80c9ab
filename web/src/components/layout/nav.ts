// The five tools in the header nav; the current one is highlighted by route prefix.
import { TOOL_CATALOG, TOOL_MENU_ORDER } from '@growth-suite/shared';

export const ROI_ROUTE = '/roi-calculator';

export const TOOL_NAV = [
  ...TOOL_MENU_ORDER.map((slug) => ({ to: TOOL_CATALOG[slug].route, label: TOOL_CATALOG[slug].shortName })),
  { to: ROI_ROUTE, label: 'ROI Calculator' },
];

export function activeToolKey(pathname: string): string | undefined {
  return TOOL_NAV.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))?.to;
}
