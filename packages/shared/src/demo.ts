// The `demo` provider (DESIGN §3): a complete, schema-valid sample derived from the request,
// deterministic for the same input, so the product works offline and tests have real shapes.
// Also used by the fake OpenAI server that tests and benchmarks run against. It is every
// evaluator's first impression, so it reads as plausible sample work: free text from the form only
// steers word choice (keywords), numbers are formatted, and each tool keeps its own rules.
import type { ColdEmailRequest, GrowthPlanRequest, NicheFinderRequest, OfferCreatorRequest } from './schemas/tools.ts';
import type { ToolSlug } from './catalog.ts';
import { demoColdEmail } from './demo/coldEmail.ts';
import { demoGrowthPlan } from './demo/growthPlan.ts';
import { demoNiche } from './demo/niche.ts';
import { demoOffer } from './demo/offer.ts';

export { demoColdEmail, demoGrowthPlan, demoNiche, demoOffer };
export { SAMPLE_REQUESTS } from './demo/samples.ts';

export function demoResult(tool: ToolSlug, request: unknown): unknown {
  switch (tool) {
    case 'niche-finder':
      return demoNiche(request as NicheFinderRequest);
    case 'offer-creator':
      return demoOffer(request as OfferCreatorRequest);
    case 'growth-plan':
      return demoGrowthPlan(request as GrowthPlanRequest);
    case 'cold-email':
      return demoColdEmail(request as ColdEmailRequest);
  }
}
