// The Niche Finder: from skills, experience and resources, recommended niches with a market analysis.
import { formatMarketSize } from '../../format.ts';
import { h2, h3, list, note, table, type DocBlock } from '../../document/model.ts';
import { marketFigure, type LayoutContext } from '../../document/money.ts';
import { BUSINESS_MODEL_OPTIONS, COMPETITIVE_FACTOR_OPTIONS, GEOGRAPHIC_FOCUS_OPTIONS, INDUSTRY_OPTIONS } from '../../options.ts';
import { blocks, bullets, named, section } from '../text.ts';
import { textOf } from '../define.ts';
import { defineTool } from '../defineTool.ts';
import { nicheFinderPrefill } from './prefill.ts';
import { nicheFinderMeta } from './meta.ts';
import { NicheFinderRequestSchema, NicheFinderResultSchema, type NicheFinderResult } from './schemas.ts';

export * from './schemas.ts';

function asText(results: NicheFinderResult): string {
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

function layout(results: NicheFinderResult, context: LayoutContext = {}): DocBlock[] {
  const { recommendedNiches: niches, marketAnalysis } = results;
  return [
    h2('Recommended niches'),
    ...table(
      ['#', 'Niche', 'Score (of 100)', 'Market size (estimate)', 'Competition', 'Growth potential'],
      niches.map((n, i) => [String(i + 1), n.nicheName, String(Math.round(n.score)), marketFigure(n.marketSize, context.money), n.competitionLevel, n.growthPotential]),
    ),
    note('Scores and market sizes are estimates, not measured figures.'),
    ...niches.flatMap((n, i) => (n.entryBarriers.length > 0 ? [h3(`${i + 1}. ${n.nicheName}`), ...list(n.entryBarriers, 'Entry barriers')] : [])),
    h2('Market analysis'),
    ...list(marketAnalysis.trends, 'Trends'),
    ...list(marketAnalysis.opportunities, 'Opportunities'),
    ...list(marketAnalysis.threats, 'Threats'),
  ];
}

export const nicheFinder = defineTool(nicheFinderMeta, {
  requestSchema: NicheFinderRequestSchema,
  resultSchema: NicheFinderResultSchema,
  asText,
  document: {
    inputs: [
      { field: 'fullName', label: 'Prepared for' },
      { field: 'industry', label: 'Industry', options: INDUSTRY_OPTIONS },
      { field: 'targetMarket', label: 'Target market' },
      { field: 'businessModel', label: 'Business approach', options: BUSINESS_MODEL_OPTIONS },
      { field: 'businessReason', label: 'Why this approach' },
      { field: 'geographicFocus', label: 'Geographic focus', options: GEOGRAPHIC_FOCUS_OPTIONS },
      { field: 'competitiveFactors', label: 'Competitive factors', options: COMPETITIVE_FACTOR_OPTIONS },
    ],
    layout,
  },
  documentName: ({ request }) => named('Niche analysis', textOf(request.targetMarket), ' for '),
  prefill: nicheFinderPrefill,
  parts: [
    { pattern: 'recommendedNiches/*', label: ([i = 0], results) => named(`Niche ${i + 1}`, results.recommendedNiches[i]?.nicheName) },
    { pattern: 'marketAnalysis', label: () => 'Market analysis' },
  ],
});
