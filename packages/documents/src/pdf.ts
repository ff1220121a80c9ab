// PDF through pdfmake (pure JavaScript on pdfkit: no browser to install or run in production
// images). Roboto ships with pdfmake and covers Latin, Greek and Cyrillic text.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { DocBlock, ExportDocument } from '@growth-suite/shared';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces.js';
import { footerLine, logoBox } from './brand.ts';
import { closingSections, tailSplit } from './keep.ts';
const MUTED = '#595959';

const require = createRequire(import.meta.url);
const fonts = require('pdfmake/fonts/Roboto.js') as TFontDictionary;
const fontDir = dirname(require.resolve('pdfmake/fonts/Roboto.js'));
pdfmake.setFonts(fonts);
// A document is our own data: it never fetches a URL or reads a file other than the fonts.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path: string) => path.startsWith(fontDir));

/**
 * A table with its header row (repeated on each page it runs onto), or — `continued` — the rest of a
 * table whose first rows were drawn with its heading (below): no header row of its own, flush with them.
 */
function table(b: Extract<DocBlock, { kind: 'table' }>, accent: string, continued = false): Content {
  const header = continued ? [] : [b.columns.map((c) => ({ text: c, style: 'th' }))];
  return {
    table: {
      headerRows: continued ? 0 : 1,
      dontBreakRows: true,
      widths: b.columns.map((c) => (c === '#' ? 'auto' : '*')),
      body: [...header, ...b.rows.map((r) => b.columns.map((_, i) => ({ text: r[i] ?? '', style: 'td' })))],
    },
    layout: {
      fillColor: (row: number) => (!continued && row === 0 ? accent : (row + (continued ? 1 : 0)) % 2 === 0 ? '#F2F5F9' : null),
      hLineColor: () => '#BFBFBF',
      vLineColor: () => '#BFBFBF',
      hLineWidth: () => 0.5,
      vLineWidth: () => 0.5,
    },
    margin: continued ? [0, 0, 0, 10] : [0, 4, 0, 10],
  };
}

function block(b: DocBlock, accent: string): Content[] {
  switch (b.kind) {
    case 'heading':
      return [{ text: b.text, style: b.level === 2 ? 'h2' : 'h3', ...(b.level === 2 ? { color: accent } : {}), ...(b.newPage ? { pageBreak: 'before' as const } : {}), headlineLevel: b.level }];
    case 'paragraph':
      return [{ text: b.text, style: b.note ? 'note' : 'body' }];
    case 'fields':
      return b.items.map((item) => ({ text: [{ text: `${item.label}: `, bold: true }, item.value], style: 'body' }));
    case 'list':
      return [...(b.title ? [{ text: b.title, bold: true, margin: [0, 4, 0, 2] } as Content] : []), { ul: [...b.items], style: 'list' } /* pdfmake rewrites the list it is given */];
    case 'table':
      return [table(b, accent)];
  }
}

/** Up to this much of what follows a heading is kept on its page with it (larger blocks may break). */
const KEEP = { rows: 12, items: 12, chars: 1500 } as const;

/**
 * The part of a block that can start a page with the heading before it, and the rest. A long table
 * keeps its header and first rows with the heading: pdfmake moves a table's first row to the next
 * page after the heading rule below has seen it on this one, so only a stack holds them together.
 */
function head(b: DocBlock, accent: string): [DocBlock, Content[]] {
  if (b.kind === 'list' && b.items.length > KEEP.items) return [{ ...b, items: b.items.slice(0, 3) }, block({ kind: 'list', items: b.items.slice(3) }, accent)];
  if (b.kind === 'fields' && b.items.length > KEEP.items) return [{ ...b, items: b.items.slice(0, 3) }, block({ ...b, items: b.items.slice(3) }, accent)];
  if (b.kind === 'table' && b.rows.length > KEEP.rows) return [{ ...b, rows: b.rows.slice(0, 3) }, [table({ ...b, rows: b.rows.slice(3) }, accent, true)]];
  return [b, []];
}
const small = (b: DocBlock) => b.kind === 'table' || (b.kind === 'paragraph' && b.text.length <= KEEP.chars) || b.kind === 'list' || b.kind === 'fields';

/**
 * Keep-with-next: each run of headings goes onto the page of the start of what follows it (a table
 * whole when small, else its header and first rows; a list's or fields' first items), as one
 * unbreakable stack, so no heading ends a page alone — the last section's neither — and no small
 * table is split from its title. A block too big to move is left to break,
 * and the page-break rule below still keeps its heading off the bottom of a page.
 */
function keptWithNext(blocks: DocBlock[], accent: string): Content[] {
  const out: Content[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const headings: DocBlock[] = [];
    while (blocks[i]?.kind === 'heading' && !(headings.length > 0 && (blocks[i] as { newPage?: boolean }).newPage)) headings.push(blocks[i++]!);
    const next = blocks[i];
    if (headings.length === 0) {
      out.push(...block(next!, accent));
      continue;
    }
    if (!next || next.kind === 'heading' || !small(next)) {
      out.push(...headings.flatMap((h) => block(h, accent)));
      i--; // the next block (or heading) is laid out on its own turn
      continue;
    }
    const [start, rest] = head(next, accent);
    const first = headings[0] as Extract<DocBlock, { kind: 'heading' }>;
    // A page break asked for by the first heading moves to the stack (pdfmake breaks before it).
    const kept = [...headings.map((h) => ({ ...h, newPage: false })), start].flatMap((b) => block(b, accent));
    // A table's first rows sit flush on the rest of it.
    if (start.kind === 'table' && rest.length > 0) kept[kept.length - 1] = { ...(table(start, accent) as object), margin: [0, 4, 0, 0] } as Content;
    out.push({ stack: kept, unbreakable: true, ...(first.newPage ? { pageBreak: 'before' as const } : {}) });
    out.push(...rest);
  }
  return out;
}

/**
 * The blocks laid out with keep-with-next, and each short closing section (the last one, the
 * signature block of an agreement) in one unbreakable stack with the end of the block before it, so
 * it never stands alone on the last page.
 */
function laidOut(blocks: DocBlock[], accent: string): Content[] {
  const out: Content[] = [];
  let from = 0;
  for (const { before, start, end } of closingSections(blocks)) {
    const [stays, goes] = tailSplit(blocks[before]!);
    out.push(...keptWithNext([...blocks.slice(from, before), ...(stays ? [stays] : [])], accent));
    out.push({ stack: [...block(goes, accent), ...keptWithNext(blocks.slice(start, end), accent)], unbreakable: true });
    from = end;
  }
  return [...out, ...keptWithNext(blocks.slice(from), accent)];
}

/** The firm's logo above the title (a data URL: the document fetches nothing), at most 160 × 56 pt. */
function logo(doc: ExportDocument): Content[] {
  const image = doc.brand.logo;
  if (!image) return [];
  return [{ image: `data:${image.type};base64,${image.base64}`, ...logoBox(image, { width: 160, height: 56 }), margin: [0, 0, 0, 12] }];
}

export function pdfDefinition(doc: ExportDocument): TDocumentDefinitions {
  const accent = doc.brand.accentColor;
  const author = doc.brand.firmName || doc.brand.senderName;
  return {
    pageSize: 'A4',
    pageMargins: [48, 56, 48, 56],
    // Short, as a reader's window and tab show it (the subtitle can be a 1,000-character offer).
    info: { title: doc.name, ...(author ? { author, creator: author } : {}) },
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.25 },
    footer: (currentPage: number, pageCount: number) => ({
      columns: [
        { text: footerLine(doc), color: MUTED, fontSize: 8 },
        { text: `Page ${currentPage} of ${pageCount}`, alignment: 'right', color: MUTED, fontSize: 8, width: 'auto' },
      ],
      margin: [48, 20, 48, 0],
    }),
    content: [
      ...logo(doc),
      { text: doc.title, style: 'title', color: accent },
      ...(doc.subtitle ? [{ text: doc.subtitle, style: 'subtitle' } as Content] : []),
      { text: doc.date, style: 'meta' },
      ...laidOut(doc.blocks, accent),
    ],
    styles: {
      title: { fontSize: 22, bold: true },
      subtitle: { fontSize: 14, bold: true, margin: [0, 2, 0, 0] },
      meta: { italics: true, color: MUTED, margin: [0, 4, 0, 12] },
      h2: { fontSize: 15, bold: true, margin: [0, 14, 0, 6] },
      h3: { fontSize: 12, bold: true, margin: [0, 10, 0, 4] },
      body: { margin: [0, 0, 0, 6] },
      note: { fontSize: 8.5, italics: true, color: MUTED, margin: [0, 0, 0, 8] },
      list: { margin: [0, 0, 0, 6] },
      th: { bold: true, color: '#FFFFFF', fontSize: 9 },
      td: { fontSize: 9 },
    },
    // A heading never ends a page on its own.
    pageBreakBefore: (node, following) => Boolean(node.headlineLevel) && following.getFollowingNodesOnPage().length === 0,
  };
}

export async function renderPdf(doc: ExportDocument): Promise<Buffer> {
  return pdfmake.createPdf(pdfDefinition(doc)).getBuffer();
}
