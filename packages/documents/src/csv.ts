// A CSV file (RFC 4180, CRLF rows) through csv-stringify. What goes in it — the columns and rows — is
// the tool's (its definition's `csv`); this only writes it.
// Every cell may be model text, so a cell a spreadsheet would run as a formula (=, +, -, @, tab or CR
// first, full-width forms too) gets a leading ' (OWASP's CSV-injection defence): `escape_formulas` does
// it in csv-stringify itself, for strings only, so numbers such as wait_days are left as numbers.
// With CRLF rows csv-stringify quotes a cell holding CRLF but not one holding a bare LF or CR (issue 35);
// a spreadsheet ends the row at either, and the line after it becomes a cell of its own that was never
// escaped ("Hello\n=1+1" ran as a formula). `quoted_match` quotes every cell with a line break of any
// kind, so its lines stay inside it and only its first character can start a formula.
import type { CsvTable } from '@growth-suite/shared';
import { stringify } from 'csv-stringify/sync';

const LINE_BREAK = /[\r\n]/;

export function renderCsv(table: CsvTable): string {
  return stringify([...table.rows], {
    header: true,
    record_delimiter: 'windows',
    quoted_string: false,
    quoted_match: LINE_BREAK,
    escape_formulas: true,
    columns: [...table.columns],
  });
}
