// A CSV file (RFC 4180: quoted where needed, CRLF rows) through csv-stringify. What goes in it — the
// columns and rows — is the tool's (its definition's `csv`); this only writes it.
import type { CsvTable } from '@growth-suite/shared';
import { stringify } from 'csv-stringify/sync';

export function renderCsv(table: CsvTable): string {
  return stringify([...table.rows], { header: true, record_delimiter: 'windows', quoted_string: false, columns: [...table.columns] });
}
