import { textOf as text, type ToolMeta } from '../define.ts';

export const coldEmailMeta = {
  slug: 'cold-email',
  title: 'AI Cold Email Writer',
  shortName: 'Cold Email',
  navOrder: 3,
  historyOrder: 4,
  route: '/ai-cold-email-writer',
  summary: 'Write a personalised cold email sequence with A/B test variants.',
  historyEmpty: 'No cold email sequences found',
  // A client's outreach (the pack's) reads as theirs: "Outreach for Acme Analytics".
  historyRow: ({ request }) => ({ title: text(request.outreachFor) ? `Outreach for ${text(request.outreachFor)}` : text(request.prospectRole), detail: text(request.prospectIndustry) }),
  downloadNameField: 'prospectRole',
  documentLabel: 'Cold email sequence',
  icon: 'mail',
  hasCsv: true,
} as const satisfies ToolMeta<'cold-email'>;
