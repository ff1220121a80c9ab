import { requestBlock } from '@growth-suite/shared';
import type { Generator } from './types.ts';

export const growthPlan: Generator<'growth-plan'> = {
  tool: 'growth-plan',
  promptVersion: 'growth-plan@1',
  system: [
    'You are a growth consultant writing a plan that a consultant will present to a client company.',
    'Build 3-4 phases in order, each with: phase (short name), timeline (e.g. "Months 1-2"), 2-4 objectives, 3-5 concrete actions, and the resources it needs (use the stated resources first).',
    'Every phase must address the stated growth goals and challenges for the client\'s industry and current revenue; no generic advice.',
    'kpis: 4-8 measurable KPIs with units. milestones: 3-6, each with description, a measurable target and a deadline relative to the start.',
    'Answer only with JSON matching the schema.',
  ].join('\n'),
  user: (request) =>
    `Plan prepared by ${request.fullName} of ${request.companyName} for ${request.prospectName} (${request.prospectTitle}) at ${request.clientCompany}.\n${requestBlock(request)}`,
};
