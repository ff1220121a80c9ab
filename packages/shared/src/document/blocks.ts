// The blocks a document is written with (a heading, a paragraph, fields, a list, a table): plain
// functions, apart from the schemas that check a whole document (model.ts), so a page that writes blocks
// (a client's page drawing the brand's terms) does not load zod.
import type { DocBlock } from './model.ts';

// Small builders, so layouts read like the document they make.
export const h2 = (value: string): DocBlock => ({ kind: 'heading', level: 2, text: value });
export const h3 = (value: string): DocBlock => ({ kind: 'heading', level: 3, text: value });
export const para = (value: string): DocBlock => ({ kind: 'paragraph', text: value });
export const note = (value: string): DocBlock => ({ kind: 'paragraph', text: value, note: true });
export const fields = (items: { label: string; value: string }[]): DocBlock => ({ kind: 'fields', items });
export const list = (items: readonly string[], title?: string): DocBlock[] =>
  items.length === 0 ? [] : [title === undefined ? { kind: 'list', items: [...items] } : { kind: 'list', title, items: [...items] }];
export const table = (columns: string[], rows: string[][]): DocBlock[] => (rows.length === 0 ? [] : [{ kind: 'table', columns, rows }]);
