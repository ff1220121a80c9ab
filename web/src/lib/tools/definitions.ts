// Each tool's schemas (its definition, @growth-suite/shared/tools/<slug>), loaded on first use, one tool
// at a time. Code that serves any tool (a saved item's query, a generation's answer) loads the one it
// needs here instead of reading the TOOLS registry, which would evaluate every tool's zod schemas: on a
// phone that evaluation was a long task on every tool screen. A tool screen imports its own definition
// and passes it down; this map is for the rest. A new tool adds one line here; the mapped type makes
// the compiler ask for every tool of the catalog.
import type { ToolSlug } from '@growth-suite/shared';
import type { ToolSchemas } from '@growth-suite/shared/contract';

const LOADERS: { [T in ToolSlug]: () => Promise<ToolSchemas<T>> } = {
  'niche-finder': async () => (await import('@growth-suite/shared/tools/niche-finder')).nicheFinder,
  'offer-creator': async () => (await import('@growth-suite/shared/tools/offer-creator')).offerCreator,
  'growth-plan': async () => (await import('@growth-suite/shared/tools/growth-plan')).growthPlan,
  'cold-email': async () => (await import('@growth-suite/shared/tools/cold-email')).coldEmail,
  'client-intake': async () => (await import('@growth-suite/shared/tools/client-intake')).clientIntake,
  proposal: async () => (await import('@growth-suite/shared/tools/proposal')).proposal,
};

/** The tool's schemas (loaded once; the module system keeps them). */
// TypeScript does not narrow the map's entry by a generic key by itself: the cast is here.
export const loadToolSchemas = <T extends ToolSlug>(tool: T): Promise<ToolSchemas<T>> => LOADERS[tool]() as Promise<ToolSchemas<T>>;
