export { renderSequenceCsv, SEQUENCE_COLUMNS, VARIANT_COLUMNS } from './csv.ts';
export { renderDocx } from './docx.ts';
export { renderMarkdown } from './markdown.ts';
export { renderPdf } from './pdf.ts';
