// Opens what the renderers produce, the way a reader's software would, for tests (api, worker,
// browser): Word's XML out of the zip, the PDF's text through pdf.js, CSV through csv-parse and
// Markdown through marked's lexer. Test-only: its libraries are dev dependencies.
import { parse } from 'csv-parse/sync';
import JSZip from 'jszip';
import { marked, type Token } from 'marked';

/** The text of each Word paragraph (table cells included), in order. */
export async function docxParagraphs(file: Uint8Array): Promise<string[]> {
  const zip = await JSZip.loadAsync(file);
  const xml = await zip.file('word/document.xml')?.async('string');
  if (!xml) throw new Error('not a Word document: word/document.xml is missing');
  const decode = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((p) =>
    [...p[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:br\/>/g)].map((m) => (m[1] === undefined ? '\n' : decode(m[1]))).join(''),
  );
}

/** Word's heading paragraphs with their style (Title, Heading1, Heading2). */
export async function docxHeadings(file: Uint8Array): Promise<{ style: string; text: string }[]> {
  const zip = await JSZip.loadAsync(file);
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)]
    .map((p) => ({ style: /<w:pStyle w:val="([^"]+)"/.exec(p[0])?.[1] ?? '', text: [...p[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('') }))
    .filter((h) => /^(Title|Heading\d)$/.test(h.style));
}

/** The text of every page of a PDF, one string per page (lines joined with spaces). */
export async function pdfPages(file: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(file), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i += 1) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  await pdf.destroy();
  return pages;
}

/** PDF metadata (title, author) as pdf.js reads it. */
export async function pdfInfo(file: Uint8Array): Promise<{ title?: string; author?: string; pages: number }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(file), isEvalSupported: false }).promise;
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string; Author?: string } };
  const result = { title: info.Title, author: info.Author, pages: pdf.numPages };
  await pdf.destroy();
  return result;
}

// A spreadsheet ends a row at any line break outside quotes — CRLF, a bare LF or a bare CR — whatever
// the file's first row ended with; csv-parse by default takes the first one it meets as the only one,
// and would read a file Excel breaks apart as whole. So the tests read CSV the spreadsheet's way.
const SPREADSHEET_ROW_ENDS = ['\r\n', '\n', '\r'];

/** CSV rows as objects keyed by the header row, rows ending where a spreadsheet ends them. */
export const parseCsv = (text: string): Record<string, string>[] => parse(text, { columns: true, skip_empty_lines: true, record_delimiter: SPREADSHEET_ROW_ENDS });

/** Every row a spreadsheet shows, the header first, as lists of cells (rows of any length; none skipped). */
export const csvRecords = (text: string): string[][] => parse(text, { relax_column_count: true, record_delimiter: SPREADSHEET_ROW_ENDS });

/** Markdown's block tokens (headings, tables, lists, paragraphs) as marked reads them. */
export const markdownTokens = (text: string): Token[] => marked.lexer(text);

/** Word's footer paragraphs' text (every footer part), for the firm and made-with line. */
export async function docxFooterText(file: Uint8Array): Promise<string> {
  const zip = await JSZip.loadAsync(file);
  const parts = Object.keys(zip.files).filter((name) => /^word\/footer\d*\.xml$/.test(name));
  const texts = await Promise.all(parts.map(async (name) => [...((await zip.file(name)?.async('string')) ?? '').matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('')));
  return texts.join('\n');
}

/** The images a Word file holds (word/media/…). */
export async function docxImages(file: Uint8Array): Promise<string[]> {
  return Object.keys((await JSZip.loadAsync(file)).files).filter((name) => name.startsWith('word/media/') && !name.endsWith('/'));
}

/**
 * A real PNG of one colour (8-bit RGB), made here so tests need no image files: signature, IHDR,
 * one IDAT with every row unfiltered, IEND, each chunk with its CRC.
 */
export async function samplePng(width: number, height: number, rgb: [number, number, number] = [31, 78, 121]): Promise<Buffer> {
  const { crc32, deflateSync } = await import('node:zlib');
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3]!)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}
