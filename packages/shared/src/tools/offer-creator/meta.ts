import { textOf as text, type ToolMeta } from '../define.ts';

export const offerCreatorMeta = {
  slug: 'offer-creator',
  title: 'AI Offer Creator',
  shortName: 'Offer Creator',
  navOrder: 2,
  historyOrder: 2,
  route: '/ai-offer-creator',
  summary: 'Turn a sales call or podcast transcript into a customised, irresistible offer.',
  historyEmpty: 'No offer creator results found',
  historyRow: ({ request, results }) => ({
    title: text((results.offerStructure as Record<string, unknown> | undefined)?.mainOffer) || 'Offer',
    detail: text(request.fullName),
  }),
  // No naming field: its only name is the consultant's (fullName); a file is named after its client, else its id.
  documentLabel: 'Offer',
  icon: 'gift',
  promotedOnAuth: true,
  firstRun: { lead: 'turn a sales call into an offer with the', tail: '.' },
} as const satisfies ToolMeta<'offer-creator'>;
