// Markdown: the document as an mdast tree, serialised by mdast-util-to-markdown with GFM tables, so
// escaping (a `*` or `|` in a niche name) is the library's job, not ours.
import type { DocBlock, ExportDocument } from '@growth-suite/shared';
import type { BlockContent, PhrasingContent, Root, RootContent, TableRow } from 'mdast';
import { gfmTableToMarkdown } from 'mdast-util-gfm-table';
import { toMarkdown } from 'mdast-util-to-markdown';
import { footerLine } from './brand.ts';

/** Text with its line breaks kept as hard breaks. */
const lines = (value: string): PhrasingContent[] =>
  value.split('\n').flatMap((line, i) => (i === 0 ? [{ type: 'text', value: line }] : [{ type: 'break' }, { type: 'text', value: line }]) as PhrasingContent[]);

const paragraph = (children: PhrasingContent[]): BlockContent => ({ type: 'paragraph', children });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [{ type: 'text', value }] });

// A table cell is one line in GFM.
const cell = (value: string) => ({ type: 'tableCell' as const, children: [{ type: 'text' as const, value: value.replace(/\s*\n\s*/g, ' ') }] });
const row = (values: string[]): TableRow => ({ type: 'tableRow', children: values.map(cell) });

function block(b: DocBlock): RootContent[] {
  switch (b.kind) {
    case 'heading':
      return [{ type: 'heading', depth: b.level, children: [{ type: 'text', value: b.text }] }];
    case 'paragraph':
      return [paragraph(b.note ? [{ type: 'emphasis', children: lines(b.text) }] : lines(b.text))];
    case 'fields':
      return b.items.map((item) => paragraph([strong(`${item.label}:`), ...(item.value.includes('\n') ? [{ type: 'break' } as PhrasingContent] : [{ type: 'text', value: ' ' } as PhrasingContent]), ...lines(item.value)]));
    case 'list':
      return [
        ...(b.title ? [paragraph([strong(b.title)])] : []),
        { type: 'list', ordered: false, spread: false, children: b.items.map((item) => ({ type: 'listItem', spread: false, children: [paragraph(lines(item))] })) },
      ];
    case 'table':
      return [{ type: 'table', align: b.columns.map(() => null), children: [row(b.columns), ...b.rows.map((r) => row(b.columns.map((_, i) => r[i] ?? '')))] }];
  }
}

export function renderMarkdown(doc: ExportDocument): string {
  // Text has no page footer: the firm and the made-with line close the document instead.
  const footer = footerLine(doc);
  const tree: Root = {
    type: 'root',
    children: [
      { type: 'heading', depth: 1, children: [{ type: 'text', value: doc.title }] },
      ...(doc.subtitle ? [paragraph([strong(doc.subtitle)])] : []),
      paragraph([{ type: 'emphasis', children: [{ type: 'text', value: doc.date }] }]),
      ...doc.blocks.flatMap(block),
      ...(footer ? [{ type: 'thematicBreak' } as RootContent, paragraph([{ type: 'emphasis', children: [{ type: 'text', value: footer }] }])] : []),
    ],
  };
  return toMarkdown(tree, { extensions: [gfmTableToMarkdown()], bullet: '-', emphasis: '_', rule: '-' });
}
