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

/** CSV rows as objects keyed by the header row. */
export const parseCsv = (text: string): Record<string, string>[] => parse(text, { columns: true, skip_empty_lines: true });

/** Markdown's block tokens (headings, tables, lists, paragraphs) as marked reads them. */
export const markdownTokens = (text: string): Token[] => marked.lexer(text);
