// The five tools in the header nav; the current one is highlighted by route prefix.
export const TOOL_NAV = [
  { to: '/ai-niche-finder', label: 'Niche Finder' },
  { to: '/ai-offer-creator', label: 'Offer Creator' },
  { to: '/ai-cold-email-writer', label: 'Cold Email' },
  { to: '/ai-growth-plan-creator', label: 'Growth Plan' },
  { to: '/roi-calculator', label: 'ROI Calculator' },
] as const;

export function activeToolKey(pathname: string): string | undefined {
  return TOOL_NAV.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))?.to;
}
