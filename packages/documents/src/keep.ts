// Which sections close a run of pages: the document's last section, and the last one before a section
// that starts a page of its own (an acceptance record). Such a section never stands alone on the
// last page — an agreement's signature block with nothing of the terms above it — so PDF and Word keep
// it, when it is short, with the end of the block before it.
import type { DocBlock } from '@growth-suite/shared';

/** A closing section taller than this (in lines, roughly) is left to break as any other. */
const CLOSING_LINES = 24;
const CHARS_PER_LINE = 90;

/** Roughly how many lines a block takes. */
function lines(b: DocBlock): number {
  switch (b.kind) {
    case 'heading':
      return 2;
    case 'paragraph':
      return Math.ceil(b.text.length / CHARS_PER_LINE) + 1;
    case 'fields':
      return b.items.reduce((sum, item) => sum + Math.ceil((item.label.length + item.value.length + 2) / CHARS_PER_LINE), 0);
    case 'list':
      return (b.title ? 1 : 0) + b.items.reduce((sum, item) => sum + Math.ceil(item.length / CHARS_PER_LINE), 0);
    case 'table':
      return b.rows.length + 2;
  }
}

/** A block whose last two lines can go on with the section after it (the rest stays with its own heading). */
export const splitsTail = (b: DocBlock) => (b.kind === 'list' || b.kind === 'fields') && b.items.length > 2;

/** The block before a closing section, as what stays and what goes on with the section. */
export function tailSplit(b: DocBlock): [DocBlock | null, DocBlock] {
  if (b.kind === 'list' && b.items.length > 2) return [{ ...b, items: b.items.slice(0, -2) }, { kind: 'list', items: b.items.slice(-2) }];
  if (b.kind === 'fields' && b.items.length > 2) return [{ ...b, items: b.items.slice(0, -2) }, { ...b, items: b.items.slice(-2) }];
  return [null, b];
}

/** A block that may go on whole with the section after it: short, and not the first under its heading. */
const movable = (b: DocBlock) => (b.kind === 'paragraph' && b.text.length <= 1500) || (b.kind === 'table' && b.rows.length <= 12) || b.kind === 'list' || b.kind === 'fields';

export interface Closing {
  /** The block whose end goes with the section (never a heading). */
  before: number;
  /** The section: its level-2 heading, up to (not including) `end`. */
  start: number;
  end: number;
}

/** The short closing sections of a document, in order. */
export function closingSections(blocks: readonly DocBlock[]): Closing[] {
  const found: Closing[] = [];
  let from = 0;
  for (let end = 1; end <= blocks.length; end++) {
    const next = blocks[end];
    if (end < blocks.length && !(next?.kind === 'heading' && next.newPage)) continue;
    let start = end - 1;
    while (start > from && !(blocks[start]!.kind === 'heading' && (blocks[start] as { level: number }).level === 2)) start--;
    const heading = blocks[start];
    const before = blocks[start - 1];
    const short = blocks.slice(start, end).reduce((sum, b) => sum + lines(b), 0) <= CLOSING_LINES;
    // What goes on with the section: the last lines of a list or fields, else a short block whole
    // unless it is the first under its own heading (moving it would leave that heading alone).
    const goes = before && before.kind !== 'heading' && (splitsTail(before) || (movable(before) && blocks[start - 2]?.kind !== 'heading'));
    if (start > from && heading?.kind === 'heading' && !heading.newPage && goes && short) found.push({ before: start - 1, start, end });
    from = end;
  }
  return found;
}
