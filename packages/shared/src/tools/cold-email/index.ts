// The Cold Email Writer: a personalised sequence with A/B variants, also as sequencer CSVs.
import { fields, h2, list, para, table, type DocBlock } from '../../document/model.ts';
import { blocks, bullets, named, section } from '../text.ts';
import type { CsvPart, CsvTable, LeadsPart } from '../define.ts';
import { leadsTemplate, stepsTemplate, waitText } from './sequencers.ts';
import { textOf } from '../define.ts';
import { defineTool } from '../defineTool.ts';
import { coldEmailPrefill } from './prefill.ts';
import { coldEmailMeta } from './meta.ts';
import { ColdEmailRequestSchema, ColdEmailResultSchema, type ColdEmailResult } from './schemas.ts';
import { sequenceSteps, variantRows } from './sequence.ts';
import { COMPANY_SIZE_OPTIONS, CAMPAIGN_GOAL_OPTIONS, EMAIL_TONE_OPTIONS, SEQUENCE_LENGTH_OPTIONS } from '../../options.ts';

export * from './schemas.ts';
export * from './sequence.ts';
export * from './sequencers.ts';

type SequenceEmail = ColdEmailResult['sequence'][number];

/** One email as text (the preview's Copy). */
export const emailAsText = (item: SequenceEmail) => `Subject: ${item.email.subject}\n\n${item.email.body}\n\n${item.email.callToAction}`;

function asText(results: ColdEmailResult): string {
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

function layout(results: ColdEmailResult): DocBlock[] {
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

/**
 * Column keys are the header names. Sequencers count each step's delay from the step before it, so
 * that leads (`wait`, `wait_days`: a wait, 0 for the first email); `day` is the day of the sequence,
 * always counted from 1 (the first email goes on day 1), whether the timing text counts from "Day 0"
 * or "Day 1" — a file once counted from 0 in one sequence and from 1 in the next. `timing` keeps the
 * words as written.
 */
export const SEQUENCE_COLUMNS = ['step', 'wait', 'wait_days', 'day', 'subject', 'body', 'call_to_action', 'timing'] as const;
export const VARIANT_COLUMNS = ['variant', 'change', 'rationale'] as const;

/** The sequencer download: the steps file, the A/B variants file, or a sequencer's leads template or steps. */
export function sequencerCsv(results: ColdEmailResult, part: CsvPart): CsvTable {
  if (part === 'variants') return { columns: VARIANT_COLUMNS, rows: variantRows(results) };
  if (part.endsWith('-steps')) return stepsTemplate(results, part.slice(0, -'-steps'.length) as LeadsPart);
  if (part !== 'sequence') return leadsTemplate(results, part as LeadsPart);
  let before = 0;
  const rows = sequenceSteps(results).map((s) => {
    const waitDays = s.delayDays - before;
    before = s.delayDays;
    return { step: s.step, wait: waitText(waitDays, s.step), wait_days: waitDays, day: s.day, subject: s.subject, body: s.body, call_to_action: s.callToAction, timing: s.timing };
  });
  return { columns: SEQUENCE_COLUMNS, rows };
}

/**
 * A client's outreach is named as such: "Outreach for Acme Analytics to retail chains" — whose emails
 * they are and to whom — so nobody reads them as emails to the client. '' for the user's own outreach.
 */
export function outreachTitle(request: Record<string, unknown>): string {
  const client = textOf(request.outreachFor).trim();
  const buyers = textOf(request.prospectIndustry).trim();
  if (!client) return '';
  return buyers ? `Outreach for ${client} to ${/^\p{Lu}\p{Ll}/u.test(buyers) ? buyers.charAt(0).toLowerCase() + buyers.slice(1) : buyers}` : `Outreach for ${client}`;
}

export const coldEmail = defineTool(coldEmailMeta, {
  requestSchema: ColdEmailRequestSchema,
  resultSchema: ColdEmailResultSchema,
  asText,
  document: {
    inputs: [
      { field: 'outreachFor', label: 'Outreach for' },
      { field: 'prospectRole', label: 'Target role' },
      { field: 'prospectIndustry', label: 'Industry' },
      { field: 'companySize', label: 'Company size', options: COMPANY_SIZE_OPTIONS },
      { field: 'painPoints', label: 'Pain points' },
      { field: 'productName', label: 'Product or service' },
      { field: 'valueProps', label: 'Value propositions' },
      { field: 'uniqueFeatures', label: 'Unique features' },
      { field: 'campaignGoal', label: 'Campaign goal', options: CAMPAIGN_GOAL_OPTIONS },
      { field: 'emailTone', label: 'Tone', options: EMAIL_TONE_OPTIONS },
      { field: 'sequenceLength', label: 'Sequence length', options: SEQUENCE_LENGTH_OPTIONS },
    ],
    layout,
    signed: true,
  },
  csv: sequencerCsv,
  documentName: ({ request }) => outreachTitle(request) || named('Cold email sequence', textOf(request.prospectRole), ' for '),
  prefill: coldEmailPrefill,
  parts: [
    { pattern: 'sequence/*', label: ([i = 0]) => `Email ${i + 1}` },
    { pattern: 'abTestVariants/*', label: ([i = 0]) => `A/B variant ${i + 1}` },
  ],
});
