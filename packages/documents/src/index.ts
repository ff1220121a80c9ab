import type { ExportDocument } from '@growth-suite/shared';

export { renderCsv } from './csv.ts';
export { renderMarkdown } from './markdown.ts';

// Word and PDF load their libraries (docx, pdfmake and its fonts: ~35 MB of memory) with the first
// file drawn, not when a worker starts: most workers spend their life on generations.
export const renderDocx = async (doc: ExportDocument): Promise<Buffer> => (await import('./docx.ts')).renderDocx(doc);
export const renderPdf = async (doc: ExportDocument): Promise<Buffer> => (await import('./pdf.ts')).renderPdf(doc);
