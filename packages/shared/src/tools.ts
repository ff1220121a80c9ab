// The four generators with their schemas; what they are called and where they live is in catalog.ts.
import type { z } from 'zod';
import { TOOL_CATALOG, TOOL_SLUGS, type ToolEntry, type ToolSlug } from './catalog.ts';
import {
  ColdEmailRequestSchema,
  ColdEmailResultSchema,
  GrowthPlanRequestSchema,
  GrowthPlanResultSchema,
  NicheFinderRequestSchema,
  NicheFinderResultSchema,
  OfferCreatorRequestSchema,
  OfferCreatorResultSchema,
} from './schemas/tools.ts';


const SCHEMAS = {
  'niche-finder': { requestSchema: NicheFinderRequestSchema, resultSchema: NicheFinderResultSchema },
  'offer-creator': { requestSchema: OfferCreatorRequestSchema, resultSchema: OfferCreatorResultSchema },
  'growth-plan': { requestSchema: GrowthPlanRequestSchema, resultSchema: GrowthPlanResultSchema },
  'cold-email': { requestSchema: ColdEmailRequestSchema, resultSchema: ColdEmailResultSchema },
} as const satisfies Record<ToolSlug, { requestSchema: z.ZodType; resultSchema: z.ZodType }>;

type Tools = { [T in ToolSlug]: ToolEntry & (typeof SCHEMAS)[T] };

/** The catalog entry of each tool with its request and result schemas (server and forms). */
export const TOOLS = Object.fromEntries(TOOL_SLUGS.map((slug) => [slug, { ...TOOL_CATALOG[slug], ...SCHEMAS[slug] }])) as Tools;

export type ToolRequest<T extends ToolSlug> = z.output<(typeof TOOLS)[T]['requestSchema']>;
export type ToolResult<T extends ToolSlug> = z.output<(typeof TOOLS)[T]['resultSchema']>;
