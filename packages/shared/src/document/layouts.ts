// Each tool's result laid out as a report. One layout per tool, drawn by every document format;
// a new tool adds its layout here (the Record makes the compiler ask for it).
import { TOOL_CATALOG, type ToolSlug } from '../catalog.ts';
import type { HistoryRecord } from '../entities.ts';
import { formatMarketSize } from '../format.ts';
import type { ColdEmailResult, GrowthPlanResult, NicheFinderResult, OfferCreatorResult } from '../schemas/tools.ts';
import type { ToolResult } from '../tools.ts';
import { requestFields } from './inputs.ts';
import { fields, h2, h3, list, note, para, table, type DocBlock, type ExportDocument } from './model.ts';

function nicheLayout(results: NicheFinderResult): DocBlock[] {
  const { recommendedNiches: niches, marketAnalysis } = results;
  return [
    h2('Recommended niches'),
    ...table(
      ['#', 'Niche', 'Score (of 100)', 'Market size (estimate)', 'Competition', 'Growth potential'],
      niches.map((n, i) => [String(i + 1), n.nicheName, String(Math.round(n.score)), formatMarketSize(n.marketSize), n.competitionLevel, n.growthPotential]),
    ),
    note('Scores and market sizes are estimates, not measured figures.'),
    ...niches.flatMap((n, i) => (n.entryBarriers.length > 0 ? [h3(`${i + 1}. ${n.nicheName}`), ...list(n.entryBarriers, 'Entry barriers')] : [])),
    h2('Market analysis'),
    ...list(marketAnalysis.trends, 'Trends'),
    ...list(marketAnalysis.opportunities, 'Opportunities'),
    ...list(marketAnalysis.threats, 'Threats'),
  ];
}

function offerLayout(results: OfferCreatorResult): DocBlock[] {
  const { offerStructure: o, marketingAngles, conversionEstimates: c } = results;
  return [
    h2('Offer'),
    fields([
      { label: 'Main offer', value: o.mainOffer },
      { label: 'Value proposition', value: o.valueProposition },
      { label: 'Pricing strategy', value: o.pricingStrategy },
    ]),
    ...(o.bonuses.length > 0 ? [h3('Bonuses'), ...list(o.bonuses)] : []),
    ...(o.guarantees.length > 0 ? [h3('Guarantees'), ...list(o.guarantees)] : []),
    h2('Marketing angles'),
    ...list(marketingAngles),
    h2('Conversion estimates'),
    fields([
      { label: 'Expected conversion rate (estimate)', value: `${c.expectedRate}%` },
      { label: 'Confidence', value: `${c.confidenceLevel}%` },
    ]),
    note('Both figures are estimates.'),
  ];
}

function growthPlanLayout(results: GrowthPlanResult): DocBlock[] {
  const { phases, kpis, milestones } = results.strategy;
  return [
    h2('Phases'),
    ...phases.flatMap((phase, i) => [
      h3(`Phase ${i + 1}: ${phase.phase} (${phase.timeline})`),
      ...list(phase.objectives, 'Objectives'),
      ...list(phase.actions, 'Actions'),
      ...list(phase.resources, 'Resources'),
    ]),
    h2('KPIs'),
    ...list(kpis),
    ...(milestones.length > 0 ? [h2('Milestones'), ...table(['Milestone', 'Target', 'Deadline'], milestones.map((m) => [m.description, m.target, m.deadline]))] : []),
  ];
}

function coldEmailLayout(results: ColdEmailResult): DocBlock[] {
  const { sequence, abTestVariants } = results;
  return [
    h2('Sequence at a glance'),
    ...table(['Email', 'Timing', 'Subject'], sequence.map((item, i) => [String(i + 1), item.timing, item.email.subject])),
    ...sequence.flatMap((item, i) => [
      h2(`Email ${i + 1} (${item.timing})`),
      fields([{ label: 'Subject', value: item.email.subject }]),
      ...item.email.body.split(/\n{2,}/).filter((p) => p.trim() !== '').map((p) => para(p.trim())),
      fields([{ label: 'Call to action', value: item.email.callToAction }]),
      ...list(item.followUpConditions, 'Follow up when'),
    ]),
    ...(abTestVariants.length > 0 ? [h2('A/B test variants'), ...table(['Variant', 'Why test it'], abTestVariants.map((v) => [v.variant, v.rationale]))] : []),
  ];
}

const LAYOUTS: { [T in ToolSlug]: (results: ToolResult<T>) => DocBlock[] } = {
  'niche-finder': nicheLayout,
  'offer-creator': offerLayout,
  'growth-plan': growthPlanLayout,
  'cold-email': coldEmailLayout,
};

export interface ExportOptions {
  /** Settings' COMPANY_NAME. */
  companyName: string;
  /** The reader's formatted date of the generation. */
  date: string;
  /** The user's e-mail appears only when they ask for it. */
  includeEmail: boolean;
}

type AnyRecord = HistoryRecord<Record<string, unknown>, unknown>;

/** A saved generation as an export document: title, who and when, the inputs, then the result. */
export function exportDocument<T extends ToolSlug>(tool: T, record: AnyRecord, options: ExportOptions): ExportDocument {
  const entry = TOOL_CATALOG[tool];
  const layout = LAYOUTS[tool] as (results: unknown) => DocBlock[];
  const inputs = requestFields(tool, record.request, options.includeEmail);
  return {
    title: entry.title,
    subtitle: entry.historyRow({ request: record.request, results: record.results as Record<string, unknown> }).title,
    companyName: options.companyName,
    date: options.date,
    blocks: [...(inputs.length > 0 ? [h2('Inputs'), fields(inputs)] : []), ...layout(record.results)],
  };
}
