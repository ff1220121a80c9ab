// A CSV file (RFC 4180: quoted where needed, CRLF rows) through csv-stringify. What goes in it — the
// columns and rows — is the tool's (its definition's `csv`); this only writes it.
// Every cell may be model text, so a cell a spreadsheet would run as a formula (=, +, -, @, tab or CR
// first, full-width forms too) gets a leading ' (OWASP's CSV-injection defence): `escape_formulas` does
// it in csv-stringify itself, for strings only, so numbers such as delay_days are left as numbers.
import type { CsvTable } from '@growth-suite/shared';
import { stringify } from 'csv-stringify/sync';

export function renderCsv(table: CsvTable): string {
  return stringify([...table.rows], { header: true, record_delimiter: 'windows', quoted_string: false, escape_formulas: true, columns: [...table.columns] });
}
