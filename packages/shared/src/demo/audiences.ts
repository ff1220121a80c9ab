// Who a niche or an offer is for, recognised by keywords in what the user typed and then written in
// the demo's own words (never the user's phrase).
import { detect } from './words.ts';

export interface AudienceGroup {
  readonly pattern: RegExp;
  /** Three ways to name the group, so several niches for one market read differently. */
  readonly names: readonly [string, string, string];
}

export const AUDIENCES: readonly AudienceGroup[] = [
  { pattern: /agenc/, names: ['boutique agencies', 'independent agency owners', 'agency operations teams'] },
  { pattern: /clinic|practice|dental|dentist|doctor|physio|therap|medical|patient/, names: ['independent clinics', 'private practices', 'multi-site clinic groups'] },
  { pattern: /saas|software|start-?ups?|tech (?:compan|firm)|developers?/, names: ['B2B software start-ups', 'product-led SaaS teams', 'early-stage tech founders'] },
  { pattern: /e-?commerce|online (?:store|shop|retail)|shopify|\bdtc\b|\bd2c\b|retailers?|\bbrands?\b/, names: ['direct-to-consumer brands', 'independent online retailers', 'growing Shopify merchants'] },
  { pattern: /restaurant|caf[eé]|hospitality|hotel|\bbars?\b/, names: ['independent restaurants', 'boutique hotels', 'hospitality groups'] },
  { pattern: /\blaw\b|legal|attorney|lawyer|solicitor/, names: ['small law firms', 'solo attorneys', 'boutique legal practices'] },
  { pattern: /accountan|accounting|bookkeep|\bcpas?\b|\btax\b/, names: ['accounting firms', 'bookkeeping practices', 'tax advisers'] },
  { pattern: /real estate|realtor|propert|brokerage|landlord/, names: ['real-estate brokerages', 'property managers', 'independent realtors'] },
  { pattern: /school|universit|college|teacher|student|tutor|educat|learn/, names: ['independent schools', 'online educators', 'training providers'] },
  { pattern: /coach|creator|freelanc|solopreneur|consultant/, names: ['independent coaches', 'solo consultants', 'creator-led businesses'] },
  { pattern: /non-?profit|charit|ngo\b|foundation/, names: ['mid-sized nonprofits', 'charities', 'community organisations'] },
  { pattern: /manufactur|factor(?:y|ies)|industrial|suppl(?:ier|y chain)|logistic/, names: ['small manufacturers', 'industrial distributors', 'logistics operators'] },
  { pattern: /construct|contractor|trades|plumb|electrician|roofing|hvac|home service/, names: ['home-services contractors', 'specialty trades firms', 'regional builders'] },
  { pattern: /fitness|gym|wellness|yoga|pilates|\bspas?\b|salon/, names: ['boutique gyms', 'wellness studios', 'independent salons'] },
  { pattern: /fintech|bank|insur|wealth|financial (?:advis|plan)/, names: ['independent financial advisers', 'fintech start-ups', 'regional insurers'] },
  { pattern: /enterprise|corporat|large compan|fortune|mid-?market/, names: ['mid-market companies', 'enterprise operations teams', 'corporate innovation teams'] },
  { pattern: /local|small business|\bsmbs?\b|\bsmes?\b|family[- ]owned|main street/, names: ['local service businesses', 'owner-led small firms', 'family-run businesses'] },
];

/** Defaults per industry value, used when the text names no recognisable group. */
export const INDUSTRY_AUDIENCES: Record<string, readonly string[]> = {
  technology: ['B2B software start-ups', 'IT-reliant small firms', 'mid-market companies', 'professional services firms'],
  healthcare: ['independent clinics', 'private practices', 'home-care providers', 'specialist medical groups'],
  education: ['online educators', 'training providers', 'independent schools', 'corporate learning teams'],
  finance: ['owner-led small firms', 'independent financial advisers', 'fintech start-ups', 'venture-backed start-ups'],
  ecommerce: ['direct-to-consumer brands', 'independent online retailers', 'growing Shopify merchants', 'subscription box companies'],
  marketing: ['boutique agencies', 'in-house marketing teams', 'B2B software start-ups', 'franchise networks'],
  other: ['local service businesses', 'owner-led small firms', 'professional services firms', 'family-run businesses'],
};

/** Audience names for a text: every recognised group's names, then the fallback's, without repeats. */
export function audiencesFor(text: string, fallback: readonly string[]): string[] {
  const names = detect(text, AUDIENCES).flatMap((group) => group.names);
  return [...new Set([...names, ...fallback])];
}
