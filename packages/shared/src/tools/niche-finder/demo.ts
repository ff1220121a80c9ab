// Demo niche finder: 3-4 niches (an area of the chosen industry, sold the chosen way, to an audience
// recognised in the target market), ranked by a score that follows competition and growth.
import { GEOGRAPHIC_FOCUS_OPTIONS, optionLabel } from '../../options.ts';
import type { NicheFinderRequest, NicheFinderResult } from './schemas.ts';
import { audiencesFor, INDUSTRY_AUDIENCES } from '../../demo/audiences.ts';
import { FACTOR_FACTS, INDUSTRY_FACTS, MODEL_FACTS, REGION_FACTS } from './demoData.ts';
import { Dice, joinList, seedOf, shortName } from '../../demo/words.ts';
import type { ToolDemo } from '../define.ts';

export const LEVELS = ['Low', 'Medium', 'High'] as const;
export type Level = (typeof LEVELS)[number];

// [competition, growth] pairs worth recommending; high competition with low growth never is.
const PROFILES: readonly (readonly [Level, Level])[] = [
  ['Low', 'High'],
  ['Medium', 'High'],
  ['Low', 'Medium'],
  ['High', 'High'],
  ['Medium', 'Medium'],
  ['Low', 'Low'],
];

/**
 * Growth adds 14 points a level and competition takes 9, while the niche's own fit moves a score
 * by less than that: a niche with lower competition and higher growth always scores higher.
 */
export function nicheScore(competition: Level, growth: Level, fit: number, base: number): number {
  return Math.min(100, Math.max(0, base + 14 * LEVELS.indexOf(growth) - 9 * LEVELS.indexOf(competition) + Math.min(7, Math.max(0, fit))));
}

const EXPERIENCE = /\b(?:years?|decade|experience|worked|ran|built|founded|managed|background|expert)/i;

/** A name typed as a heading, mid-sentence: "Small agencies in Ireland" → "small agencies in Ireland" (names and acronyms kept). */
const midSentence = (name: string) => (/^\p{Lu}\p{Ll}/u.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name);

export function demoNiche(request: NicheFinderRequest): NicheFinderResult {
  const dice = new Dice(seedOf(request));
  const facts = INDUSTRY_FACTS[request.industry] ?? INDUSTRY_FACTS.other!;
  const model = MODEL_FACTS[request.businessModel] ?? MODEL_FACTS.consulting!;
  const regions = request.geographicFocus.filter((region) => region in REGION_FACTS);
  const factors = request.competitiveFactors.filter((factor) => factor in FACTOR_FACTS);
  const audiences = audiencesFor(request.targetMarket, INDUSTRY_AUDIENCES[request.industry] ?? INDUSTRY_AUDIENCES.other!);

  const count = 3 + dice.int(2);
  const focuses = dice.shuffle(facts.focuses).slice(0, count);
  const profiles = dice.shuffle(PROFILES).slice(0, count);
  // One context barrier per niche at most, each used once: the model's, then the regions', then the factors'.
  const extras = [...new Set([model.barrier, ...regions.map((r) => REGION_FACTS[r]!.barrier), ...factors.map((f) => FACTOR_FACTS[f]!.barrier)])];
  const base = 44 + dice.int(9);

  const niches = focuses.map((focus, i) => {
    const [competitionLevel, growthPotential] = profiles[i]!;
    const mantissa = 12 + dice.int(87); // 1.2 to 9.8 (two significant figures) × $10M or $100M
    const extra = extras[i];
    return {
      nicheName: `${focus.name} ${model.noun} for ${audiences[i % audiences.length]}`,
      score: nicheScore(competitionLevel, growthPotential, dice.int(8), base),
      marketSize: mantissa * 10 ** (6 + dice.int(2)),
      competitionLevel,
      growthPotential,
      entryBarriers: extra ? [...focus.barriers, extra] : [...focus.barriers],
    };
  });
  niches.sort((a, b) => b.score - a.score);

  const regionNames = regions.includes('global') || regions.length === 0 ? null : joinList(regions.map((r) => optionLabel(GEOGRAPHIC_FOCUS_OPTIONS, r)));
  const regionTrend = regions[0] ? REGION_FACTS[regions[0]]!.trend : null;
  // The market as the user named it (a short name, quoted as typed), so the analysis is visibly theirs.
  const market = shortName(request.targetMarket, 60);
  const where = regionNames ? ` in ${regionNames}` : ' worldwide';
  const opportunities = [
    market
      ? `Demand from ${midSentence(market)}${/\b(in|across|throughout)\b/i.test(market) ? '' : where}, your target market, that generalist providers serve poorly`
      : `Demand from ${audiences[0]}${where} that generalist providers serve poorly`,
    model.opportunity,
    ...factors.slice(0, 2).map((f) => FACTOR_FACTS[f]!.opportunity),
  ];
  if (EXPERIENCE.test(request.businessReason)) opportunities.push('Your hands-on experience gives early clients a credible reason to say yes');

  return {
    recommendedNiches: niches,
    marketAnalysis: {
      trends: regionTrend ? [...facts.trends, regionTrend] : [...facts.trends],
      opportunities,
      threats: [...facts.threats, model.threat],
    },
  };
}

/** A valid request: the fixture of tests, benchmarks and the fake LLM's fallback (specs assert what the demo writes for it). */
const sample = {
  email: 'ann@example.com',
  fullName: 'Ann Lee',
  industry: 'technology',
  targetMarket: 'Small marketing agencies',
  businessModel: 'consulting',
  businessReason: 'I ran an agency for ten years and know its operations well.',
  geographicFocus: ['north-america', 'europe'],
  competitiveFactors: ['quality', 'specialization'],
};

export const demo: ToolDemo<NicheFinderRequest, NicheFinderResult> = { sample, generate: demoNiche };
