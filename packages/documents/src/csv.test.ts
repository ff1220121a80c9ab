// Issue 35: a cell holding a bare line feed was written unquoted (csv-stringify quotes only the record
// delimiter, CRLF), so a spreadsheet ended the row there and the next line became a new cell that had
// not been escaped — "Hello\n=1+1" ran as a formula. Every CSV the product writes is read back here
// the spreadsheet's way (any line break outside quotes ends a row).
import { CSV_PARTS } from '@growth-suite/shared';
import { sequencerCsv, type ColdEmailResult } from '@growth-suite/shared/tools/cold-email';
import { describe, expect, it } from 'vitest';
import { renderCsv } from './index.ts';
import { csvRecords, parseCsv } from './testing.ts';

/** What a spreadsheet runs as a formula when a cell starts with it (OWASP), full-width forms too. */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

const email = (timing: string, subject: string, body: string, callToAction: string) => ({ timing, email: { subject, body, callToAction }, followUpConditions: [] });

/** A model's result with line breaks of every kind in every text, each followed by a formula. */
const HOSTILE: ColdEmailResult = {
  sequence: [
    email('Day 1', 'Hi {{firstName}}', 'Hello\n=1+1', 'Reply\n@SUM(A1)'),
    email('Day 3', 'Line\n+cmd', 'a\r\nb', 'Book a call, {{firstName}}?'),
    email('Day 7\n-2', 'Bare\r=HYPERLINK("http://x")', 'Plain text\n\nwith a blank line at {{companyName}}', 'No formula here'),
  ],
  abTestVariants: [
    { variant: 'Try\n=2+2', rationale: 'line\r@x' },
    { variant: 'Short', rationale: 'Two\n\nparagraphs' },
  ],
};

describe('every CSV the product writes, read as a spreadsheet reads it', () => {
  it.each(CSV_PARTS)('%s: one row per record, every cell as written, none starting a formula', (part) => {
    const table = sequencerCsv(HOSTILE, part);
    const text = renderCsv(table);
    const records = csvRecords(text);
    expect(records, text).toHaveLength(table.rows.length + 1);
    expect(records[0]).toEqual([...table.columns]);
    for (const cell of records.flat()) expect(cell, JSON.stringify(cell)).not.toMatch(FORMULA_START);
    // The text survives whole: the same values back, with a ' before those that would start a formula.
    const expected = table.rows.map((row) => Object.fromEntries(table.columns.map((c) => [c, String(row[c] ?? '').replace(FORMULA_START, "'$&")])));
    expect(parseCsv(text)).toEqual(expected);
  });

  it('the line breaks inside a cell are quoted, so a line starting with = is part of it, never a cell', () => {
    const text = renderCsv(sequencerCsv(HOSTILE, 'sequence'));
    const rows = parseCsv(text);
    expect(rows.map((r) => r.body)).toEqual(['Hello\n=1+1', 'a\r\nb', 'Plain text\n\nwith a blank line at {{companyName}}']);
    expect(rows.map((r) => r.subject)).toEqual(['Hi {{firstName}}', 'Line\n+cmd', 'Bare\r=HYPERLINK("http://x")']);
    expect(text).toContain('"Hello\n=1+1"');
  });
});
