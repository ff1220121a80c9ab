// The four generators: one slug per tool, used in URLs, the queue, the table and the folders.
import type { z } from 'zod';
import {
  ColdEmailRequestSchema,
  ColdEmailResultSchema,
  GrowthPlanRequestSchema,
  GrowthPlanResultSchema,
  NicheRequestSchema,
  NicheResultSchema,
  OfferRequestSchema,
  OfferResultSchema,
} from './schemas/tools.ts';

export const TOOL_SLUGS = ['niche-finder', 'offer-creator', 'growth-plan', 'cold-email'] as const;
export type ToolSlug = (typeof TOOL_SLUGS)[number];

export const isToolSlug = (value: string): value is ToolSlug => (TOOL_SLUGS as readonly string[]).includes(value);

export const TOOLS = {
  'niche-finder': {
    slug: 'niche-finder',
    title: 'AI Niche Finder',
    route: '/ai-niche-finder',
    requestSchema: NicheRequestSchema,
    resultSchema: NicheResultSchema,
  },
  'offer-creator': {
    slug: 'offer-creator',
    title: 'AI Offer Creator',
    route: '/ai-offer-creator',
    requestSchema: OfferRequestSchema,
    resultSchema: OfferResultSchema,
  },
  'growth-plan': {
    slug: 'growth-plan',
    title: 'AI Growth Plan Creator',
    route: '/ai-growth-plan-creator',
    requestSchema: GrowthPlanRequestSchema,
    resultSchema: GrowthPlanResultSchema,
  },
  'cold-email': {
    slug: 'cold-email',
    title: 'AI Cold Email Writer',
    route: '/ai-cold-email-writer',
    requestSchema: ColdEmailRequestSchema,
    resultSchema: ColdEmailResultSchema,
  },
} as const satisfies Record<ToolSlug, { slug: ToolSlug; title: string; route: string; requestSchema: z.ZodType; resultSchema: z.ZodType }>;

export type ToolRequest<T extends ToolSlug> = z.output<(typeof TOOLS)[T]['requestSchema']>;
export type ToolResult<T extends ToolSlug> = z.output<(typeof TOOLS)[T]['resultSchema']>;
