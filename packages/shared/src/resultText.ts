// Each tool's result as clean, readable text: headings, lists and labelled lines in Markdown style,
// so "Copy All" pastes well into a document, an e-mail or a Markdown editor alike.
import { formatMarketSize } from './format.ts';
import type { ColdEmailResult, GrowthPlanResult, NicheFinderResult, OfferCreatorResult } from './schemas/tools.ts';
import type { ToolResult } from './tools.ts';
import type { ToolSlug } from './catalog.ts';

const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');
const section = (heading: string, body: string) => `${heading}\n\n${body}`;
const blocks = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join('\n\n');

export function nicheAsText(results: NicheFinderResult): string {
  const niches = results.recommendedNiches.map((niche, i) =>
    blocks(
      `## ${i + 1}. ${niche.nicheName}`,
      [
        `Score: ${Math.round(niche.score)}/100`,
        `Market size (estimate): ${formatMarketSize(niche.marketSize)}`,
        `Competition: ${niche.competitionLevel}`,
        `Growth potential: ${niche.growthPotential}`,
      ].join('\n'),
      niche.entryBarriers.length > 0 && `Entry barriers:\n${bullets(niche.entryBarriers)}`,
    ),
  );
  const { trends, opportunities, threats } = results.marketAnalysis;
  return blocks(
    '# Recommended niches',
    'Scores and market sizes are estimates.',
    ...niches,
    '# Market analysis',
    section('## Trends', bullets(trends)),
    section('## Opportunities', bullets(opportunities)),
    section('## Threats', bullets(threats)),
  );
}

export function offerAsText(results: OfferCreatorResult): string {
  const { offerStructure: o, marketingAngles, conversionEstimates: c } = results;
  return blocks(
    '# Your offer',
    `Main offer: ${o.mainOffer}`,
    `Value proposition: ${o.valueProposition}`,
    `Pricing strategy: ${o.pricingStrategy}`,
    `Bonuses:\n${bullets(o.bonuses)}`,
    `Guarantees:\n${bullets(o.guarantees)}`,
    section('# Marketing angles', bullets(marketingAngles)),
    section('# Conversion estimates', `Expected conversion rate: ${c.expectedRate}% (confidence ${c.confidenceLevel}%). Both figures are estimates.`),
  );
}

export function growthPlanAsText(results: GrowthPlanResult): string {
  const { phases, kpis, milestones } = results.strategy;
  return blocks(
    '# Growth plan',
    ...phases.map((phase) =>
      blocks(
        `## ${phase.phase} (${phase.timeline})`,
        phase.objectives.length > 0 && `Objectives:\n${bullets(phase.objectives)}`,
        phase.actions.length > 0 && `Actions:\n${bullets(phase.actions)}`,
        phase.resources.length > 0 && `Resources:\n${bullets(phase.resources)}`,
      ),
    ),
    section('# KPIs', bullets(kpis)),
    milestones.length > 0 && section('# Milestones', bullets(milestones.map((m) => `${m.description}: ${m.target} (by ${m.deadline})`))),
  );
}

type SequenceEmail = ColdEmailResult['sequence'][number];

export const emailAsText = (item: SequenceEmail) => `Subject: ${item.email.subject}\n\n${item.email.body}\n\n${item.email.callToAction}`;

export function sequenceAsText(results: ColdEmailResult): string {
  return blocks(
    '# Cold email sequence',
    results.sequence
      .map((item, i) =>
        blocks(
          `## Email ${i + 1} (${item.timing})`,
          emailAsText(item),
          item.followUpConditions.length > 0 && `Follow up when:\n${bullets(item.followUpConditions)}`,
        ),
      )
      .join('\n\n---\n\n'),
    results.abTestVariants.length > 0 && section('# A/B test variants', bullets(results.abTestVariants.map((v) => `${v.variant} — ${v.rationale}`))),
  );
}

const FORMATTERS: { [T in ToolSlug]: (results: ToolResult<T>) => string } = {
  'niche-finder': nicheAsText,
  'offer-creator': offerAsText,
  'growth-plan': growthPlanAsText,
  'cold-email': sequenceAsText,
};

/** Any tool's result as text (Copy All). */
export function resultAsText<T extends ToolSlug>(tool: T, results: ToolResult<T>): string {
  return (FORMATTERS[tool] as (results: ToolResult<T>) => string)(results);
}
