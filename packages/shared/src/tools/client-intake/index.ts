// The AI client intake (issue 23): from a sales-call transcript, the client file's fields, each with
// the transcript lines that support it, for the user to review and save as a client.
import { TRANSCRIPT_EXCERPT_CHARS } from '../../constants.ts';
import { fields, h2, h3, list, note, type DocBlock } from '../../document/model.ts';
import { optionLabel, COMPANY_SIZE_OPTIONS } from '../../options.ts';
import { blocks, bullets, named, section } from '../text.ts';
import { defineTool } from '../defineTool.ts';
import { describeBudget, describeDriver } from '../../money/describe.ts';
import type { Budget, Checked, ValueDriver } from '../../money/drivers.ts';
import { clientIntakeMeta } from './meta.ts';
import { ClientIntakeRequestSchema, ClientIntakeResultSchema, INTAKE_FIELD_LABELS, INTAKE_FIELDS, type ClientIntakeResult, type IntakeField } from './schemas.ts';

export * from './schemas.ts';
export { groundInTranscript, normaliseQuote } from './guard.ts';

/** A field's value as people read it (the size's label, not its code). */
export const intakeValueText = (results: ClientIntakeResult, key: IntakeField) =>
  key === 'size' ? optionLabel(COMPANY_SIZE_OPTIONS, results.size.value) : results[key].value;

const found = (results: ClientIntakeResult) => INTAKE_FIELDS.filter((key) => results[key].value !== '');
const missing = (results: ClientIntakeResult) => INTAKE_FIELDS.filter((key) => results[key].value === '');

/** Each driver and the budget in words, with its quotes and whether code found its figures in them. */
function valueLines(value: ClientIntakeResult['value']): string[] {
  if (!value?.currency) return [];
  const { currency } = value;
  const quoted = (item: Checked) => [
    ...(item.evidence ?? []).map((e) => `"${e.quote}"${e.speaker ? ` (${e.speaker})` : ''}`),
    ...(item.verified ? [] : ['Not found in the call as read: to be confirmed before any price.']),
  ];
  return [
    ...value.drivers.map((driver) => [describeDriver(driver as ValueDriver, currency, 'en-GB'), ...quoted(driver)].join(' — ')),
    ...(value.budget ? [[`Stated budget: ${describeBudget(value.budget as Budget, currency, 'en-GB')}`, ...quoted(value.budget)].join(' — ')] : []),
  ];
}

function asText(results: ClientIntakeResult): string {
  return blocks(
    '# Client file from the call',
    // The size as its code reads too ("medium (51-200)"), so the text holds every value of the result.
    ...found(results).map((key) => `${INTAKE_FIELD_LABELS[key]}: ${key === 'size' ? intakeValueText(results, key).toLowerCase() : results[key].value}\n${bullets(results[key].evidence.map((line) => `"${line}"`))}`),
    missing(results).length > 0 && section('# Not stated in the call', missing(results).map((key) => INTAKE_FIELD_LABELS[key]).join(', ')),
    valueLines(results.value).length > 0 && section(`# The value the call states (${results.value!.currency})`, bullets(valueLines(results.value))),
  );
}

function layout(results: ClientIntakeResult): DocBlock[] {
  return [
    h2('Client file'),
    fields(found(results).map((key) => ({ label: INTAKE_FIELD_LABELS[key], value: intakeValueText(results, key) }))),
    h2('What the call said'),
    ...found(results).flatMap((key) => [h3(INTAKE_FIELD_LABELS[key]), ...list(results[key].evidence.map((line) => `"${line}"`))]),
    ...(valueLines(results.value).length > 0 ? [h2(`The value the call states (${results.value!.currency})`), ...list(valueLines(results.value))] : []),
    ...(missing(results).length > 0 ? [note(`Not stated in the call: ${missing(results).map((key) => INTAKE_FIELD_LABELS[key]).join(', ')}.`)] : []),
  ];
}

export const clientIntake = defineTool(clientIntakeMeta, {
  requestSchema: ClientIntakeRequestSchema,
  resultSchema: ClientIntakeResultSchema,
  asText,
  document: {
    inputs: [
      { field: 'date', label: 'Call date' },
      { field: 'transcript', label: 'Transcript (start)', excerpt: TRANSCRIPT_EXCERPT_CHARS },
    ],
    layout,
  },
  documentName: ({ results }) => named('Client intake', (results.name as { value?: unknown } | undefined)?.value, ': '),
  // Nothing comes before a first call, and it makes a client file rather than working for one (no client picker).
  prefill: { from: [], client: false, values: () => ({}) },
  // Reviewed and edited on its own screen before it becomes a client file: no part is regenerated.
  parts: [],
});
export * from './value.ts';
