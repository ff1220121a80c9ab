import { clip } from '../text.ts';
import { textOf as text, type ToolMeta } from '../define.ts';

/** The intake's result reads loosely here: each field is `{value, evidence}`. */
const valueOf = (field: unknown) => text((field as { value?: unknown } | undefined)?.value);

export const clientIntakeMeta = {
  slug: 'client-intake',
  title: 'AI Client Intake',
  shortName: 'Client Intake',
  // Not a generator of the header nav or the dashboard: it is reached from the clients screens.
  navOrder: 90,
  historyOrder: 5,
  menu: false,
  intake: true,
  route: '/clients/from-call',
  summary: 'Paste a sales-call transcript: get the client file, each fact with the lines that support it.',
  historyEmpty: 'No client intake results found',
  historyRow: ({ request, results }) => ({
    title: valueOf(results.name) || 'Client intake',
    detail: text(request.date) ? `Call of ${text(request.date)}` : clip(text(request.transcript), 60),
  }),
  downloadNameField: 'date',
  documentLabel: 'Client intake',
  icon: 'team',
} as const satisfies ToolMeta<'client-intake'>;
