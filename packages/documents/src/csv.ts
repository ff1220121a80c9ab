// The sequencer CSV (RFC 4180: quoted where needed, CRLF rows) through csv-stringify.
// Every cell is model text, so a cell a spreadsheet would run as a formula (=, +, -, @, tab or CR first,
// full-width forms too) gets a leading ' (OWASP's CSV-injection defence): `escape_formulas` does it in
// csv-stringify itself, for strings only, so numbers such as delay_days are left as numbers.
import { sequenceSteps, variantRows, type ColdEmailResult, type CsvPart } from '@growth-suite/shared';
import { stringify } from 'csv-stringify/sync';

/** Column keys are the header names: the lower-case names sequencer imports map most readily. */
export const SEQUENCE_COLUMNS = ['step', 'delay_days', 'subject', 'body', 'call_to_action', 'timing'] as const;
export const VARIANT_COLUMNS = ['variant', 'change', 'rationale'] as const;

export function renderSequenceCsv(results: ColdEmailResult, part: CsvPart = 'sequence'): string {
  const options = { header: true, record_delimiter: 'windows' as const, quoted_string: false, escape_formulas: true };
  if (part === 'variants') {
    return stringify(variantRows(results), { ...options, columns: [...VARIANT_COLUMNS] });
  }
  const rows = sequenceSteps(results).map((s) => ({ step: s.step, delay_days: s.delayDays, subject: s.subject, body: s.body, call_to_action: s.callToAction, timing: s.timing }));
  return stringify(rows, { ...options, columns: [...SEQUENCE_COLUMNS] });
}
