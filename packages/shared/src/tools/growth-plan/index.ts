// The Growth Plan Creator: from goals, resources and industry, phases, KPIs and milestones for a client.
import { h2, h3, list, table, type DocBlock } from '../../document/model.ts';
import { blocks, bullets, named, section } from '../text.ts';
import { textOf } from '../define.ts';
import { defineTool } from '../defineTool.ts';
import { growthPlanPrefill } from './prefill.ts';
import { growthPlanMeta } from './meta.ts';
import { GrowthPlanRequestSchema, GrowthPlanResultSchema, type GrowthPlanResult } from './schemas.ts';

export * from './schemas.ts';

function asText(results: GrowthPlanResult): string {
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

function layout(results: GrowthPlanResult): DocBlock[] {
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

export const growthPlan = defineTool(growthPlanMeta, {
  requestSchema: GrowthPlanRequestSchema,
  resultSchema: GrowthPlanResultSchema,
  asText,
  document: {
    inputs: [
      { field: 'fullName', label: 'Prepared by' },
      { field: 'companyName', label: 'Agency' },
      { field: 'clientCompany', label: 'Client' },
      { field: 'clientIndustry', label: 'Client industry' },
      { field: 'prospectName', label: 'Prospect' },
      { field: 'prospectTitle', label: 'Prospect title' },
      { field: 'currentRevenue', label: 'Current annual revenue', money: true },
      { field: 'growthGoals', label: 'Growth goals' },
      { field: 'resources', label: 'Resources' },
      { field: 'challenges', label: 'Challenges' },
    ],
    layout,
  },
  documentName: ({ request }) => named('Growth plan', textOf(request.clientCompany), ' for '),
  prefill: growthPlanPrefill,
  parts: [
    { pattern: 'strategy/phases/*', label: ([i = 0], results) => named(`Phase ${i + 1}`, results.strategy.phases[i]?.phase) },
    { pattern: 'strategy/kpis', label: () => 'KPIs' },
    { pattern: 'strategy/milestones/*', label: ([i = 0]) => `Milestone ${i + 1}` },
  ],
});
