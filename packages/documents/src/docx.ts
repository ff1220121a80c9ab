// Word: the document through the `docx` library (real headings, bullet lists and tables, so Word's
// navigation pane and screen readers see the structure).
import type { DocBlock, ExportDocument } from '@growth-suite/shared';
import { BorderStyle, Document, HeadingLevel, Packer, Paragraph, ShadingType, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';

const ACCENT = '1F4E79';

/** Text runs with the line breaks kept. */
const runs = (value: string, style: { bold?: boolean; italics?: boolean; size?: number; color?: string } = {}) =>
  value.split('\n').map((line, i) => new TextRun({ text: line, ...style, ...(i > 0 ? { break: 1 } : {}) }));

const border = { style: BorderStyle.SINGLE, size: 4, color: 'BFBFBF' };

function table(b: Extract<DocBlock, { kind: 'table' }>): Table {
  const cell = (value: string, header: boolean) =>
    new TableCell({
      children: [new Paragraph({ children: runs(value, header ? { bold: true, color: 'FFFFFF' } : {}) })],
      ...(header ? { shading: { type: ShadingType.CLEAR, fill: ACCENT, color: 'auto' } } : {}),
      margins: { top: 60, bottom: 60, left: 100, right: 100 },
    });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: { top: border, bottom: border, left: border, right: border, insideHorizontal: border, insideVertical: border },
    rows: [
      new TableRow({ tableHeader: true, children: b.columns.map((c) => cell(c, true)) }),
      ...b.rows.map((r) => new TableRow({ cantSplit: true, children: b.columns.map((_, i) => cell(r[i] ?? '', false)) })),
    ],
  });
}

function block(b: DocBlock): (Paragraph | Table)[] {
  switch (b.kind) {
    case 'heading':
      return [new Paragraph({ heading: b.level === 2 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2, children: runs(b.text), keepNext: true })];
    case 'paragraph':
      return [new Paragraph({ children: runs(b.text, b.note ? { italics: true, size: 18, color: '595959' } : {}), spacing: { after: 120 } })];
    case 'fields':
      return b.items.map((item) => new Paragraph({ children: [new TextRun({ text: `${item.label}: `, bold: true }), ...runs(item.value)], spacing: { after: 80 } }));
    case 'list':
      return [
        ...(b.title ? [new Paragraph({ children: [new TextRun({ text: b.title, bold: true })], keepNext: true, spacing: { before: 120 } })] : []),
        ...b.items.map((item) => new Paragraph({ children: runs(item), bullet: { level: 0 } })),
      ];
    case 'table':
      return [table(b), new Paragraph({ children: [] })];
  }
}

export async function renderDocx(doc: ExportDocument): Promise<Buffer> {
  const file = new Document({
    creator: doc.companyName,
    title: doc.name,
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: runs(doc.title) }),
          ...(doc.subtitle ? [new Paragraph({ children: runs(doc.subtitle, { bold: true, size: 28, color: ACCENT }) })] : []),
          new Paragraph({ children: runs(`${doc.companyName} · ${doc.date}`, { italics: true, color: '595959' }), spacing: { after: 240 } }),
          ...doc.blocks.flatMap(block),
        ],
      },
    ],
  });
  return Packer.toBuffer(file);
}
