// Word: the document through the `docx` library (real headings, bullet lists and tables, so Word's
// navigation pane and screen readers see the structure).
import type { DocBlock, ExportDocument } from '@growth-suite/shared';
import { AlignmentType, BorderStyle, Document, Footer, HeadingLevel, ImageRun, Packer, PageNumber, Paragraph, ShadingType, Tab, Table, TabStopPosition, TabStopType, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { footerLine, logoBox } from './brand.ts';
import { closingSections, tailSplit } from './keep.ts';

const MUTED = '595959';

/** Text runs with the line breaks kept. */
const runs = (value: string, style: { bold?: boolean; italics?: boolean; size?: number; color?: string } = {}) =>
  value.split('\n').map((line, i) => new TextRun({ text: line, ...style, ...(i > 0 ? { break: 1 } : {}) }));

const border = { style: BorderStyle.SINGLE, size: 4, color: 'BFBFBF' };

/** A table up to this many rows stays on one page (each row's paragraphs keep with the next row). */
const KEEP_ROWS = 12;

function table(b: Extract<DocBlock, { kind: 'table' }>, accent: string): Table {
  const whole = b.rows.length <= KEEP_ROWS;
  // Keep-with-next on every row but the last keeps a small table whole; a long one keeps its header
  // with its first row at least, so no page ends on a lone header.
  const cell = (value: string, header: boolean, keepNext = false) =>
    new TableCell({
      children: [new Paragraph({ children: runs(value, header ? { bold: true, color: 'FFFFFF' } : {}), keepNext })],
      ...(header ? { shading: { type: ShadingType.CLEAR, fill: accent, color: 'auto' } } : {}),
      margins: { top: 60, bottom: 60, left: 100, right: 100 },
    });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: { top: border, bottom: border, left: border, right: border, insideHorizontal: border, insideVertical: border },
    rows: [
      new TableRow({ tableHeader: true, cantSplit: true, children: b.columns.map((c) => cell(c, true, true)) }),
      ...b.rows.map((r, row) => new TableRow({ cantSplit: true, children: b.columns.map((_, i) => cell(r[i] ?? '', false, whole && row < b.rows.length - 1)) })),
    ],
  });
}

/** `keep`: every paragraph keeps with the next (a closing section and the lines before it, below). */
function block(b: DocBlock, accent: string, keep = false): (Paragraph | Table)[] {
  const keepNext = keep ? { keepNext: true } : {};
  switch (b.kind) {
    case 'heading':
      return [new Paragraph({ heading: b.level === 2 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2, children: runs(b.text, b.level === 2 ? { color: accent } : {}), keepNext: true, ...(b.newPage ? { pageBreakBefore: true } : {}) })];
    case 'paragraph':
      return [new Paragraph({ children: runs(b.text, b.note ? { italics: true, size: 18, color: '595959' } : {}), spacing: { after: 120 }, ...keepNext })];
    case 'fields':
      return b.items.map((item) => new Paragraph({ children: [new TextRun({ text: `${item.label}: `, bold: true }), ...runs(item.value)], spacing: { after: 80 }, ...keepNext }));
    case 'list':
      return [
        ...(b.title ? [new Paragraph({ children: [new TextRun({ text: b.title, bold: true })], keepNext: true, spacing: { before: 120 } })] : []),
        ...b.items.map((item) => new Paragraph({ children: runs(item), bullet: { level: 0 }, ...keepNext })),
      ];
    case 'table':
      return [table(b, accent), new Paragraph({ children: [] })];
  }
}

/**
 * The blocks, with each short closing section (an agreement's signature block: see keep.ts) kept on one
 * page with the last lines of the block before it — Word's keep-with-next on every paragraph of them
 * but the section's last.
 */
function laidOut(blocks: DocBlock[], accent: string): (Paragraph | Table)[] {
  const out: (Paragraph | Table)[] = [];
  let from = 0;
  for (const { before, start, end } of closingSections(blocks)) {
    const [stays, goes] = tailSplit(blocks[before]!);
    out.push(...[...blocks.slice(from, before), ...(stays ? [stays] : [])].flatMap((b) => block(b, accent)), ...block(goes, accent, true));
    out.push(...blocks.slice(start, end - 1).flatMap((b) => block(b, accent, true)), ...closingEnd(blocks[end - 1]!, accent));
    from = end;
  }
  return [...out, ...blocks.slice(from).flatMap((b) => block(b, accent))];
}

/** A closing section's last block: its lines keep together, all but the very last. */
function closingEnd(b: DocBlock, accent: string): (Paragraph | Table)[] {
  if (b.kind === 'fields' && b.items.length > 1) return [...block({ ...b, items: b.items.slice(0, -1) }, accent, true), ...block({ ...b, items: b.items.slice(-1) }, accent)];
  if (b.kind === 'list' && b.items.length > 1) return [...block({ ...b, items: b.items.slice(0, -1) }, accent, true), ...block({ kind: 'list', items: b.items.slice(-1) }, accent)];
  return block(b, accent);
}

/** The firm's logo above the title, at most 180 × 60 px. */
function logo(doc: ExportDocument): Paragraph[] {
  const image = doc.brand.logo;
  if (!image) return [];
  return [
    new Paragraph({
      children: [
        new ImageRun({
          type: image.type === 'image/png' ? 'png' : 'jpg',
          data: Buffer.from(image.base64, 'base64'),
          transformation: logoBox(image),
          altText: { name: 'Logo', title: doc.brand.firmName || 'Logo', description: doc.brand.firmName ? `${doc.brand.firmName} logo` : 'Logo' },
        }),
      ],
      spacing: { after: 160 },
    }),
  ];
}

/** Every page: the firm and the made-with line (when shown) on the left, the page number on the right. */
const footer = (doc: ExportDocument) =>
  new Footer({
    children: [
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }],
        children: [new TextRun({ text: footerLine(doc), size: 16, color: MUTED }), new TextRun({ children: [new Tab(), 'Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], size: 16, color: MUTED })],
        alignment: AlignmentType.LEFT,
      }),
    ],
  });

export async function renderDocx(doc: ExportDocument): Promise<Buffer> {
  const accent = doc.brand.accentColor.slice(1).toUpperCase();
  const author = doc.brand.firmName || doc.brand.senderName;
  const file = new Document({
    ...(author ? { creator: author } : {}),
    title: doc.name,
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [
      {
        footers: { default: footer(doc) },
        children: [
          ...logo(doc),
          new Paragraph({ heading: HeadingLevel.TITLE, children: runs(doc.title, { color: accent }) }),
          ...(doc.subtitle ? [new Paragraph({ children: runs(doc.subtitle, { bold: true, size: 28 }) })] : []),
          new Paragraph({ children: runs(doc.date, { italics: true, color: MUTED }), spacing: { after: 240 } }),
          ...laidOut(doc.blocks, accent),
        ],
      },
    ],
  });
  return Packer.toBuffer(file);
}
