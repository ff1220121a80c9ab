// The export document: one layout per tool (layouts.ts) builds this, and each format's renderer
// (Markdown, Word, PDF in packages/documents) draws it. Plain data, so it is checked with zod when
// it crosses the render queue, and a new format never needs to know the tools.
import { z } from 'zod';
import { HEX_COLOR } from '../brand/contrast.ts';
import { LOGO_MAX_BYTES, LOGO_MAX_SIDE, LOGO_TYPES } from '../brand/logo.ts';
import { CURRENCIES } from '../money/currency.ts';

const text = z.string().max(60_000);

export const DocBlockSchema = z.discriminatedUnion('kind', [
  /**
   * Section (2) and sub-section (3) headings; the document title is the only level 1. `newPage`
   * starts the section on a page of its own (an acceptance record after the document it records).
   */
  z.object({ kind: z.literal('heading'), level: z.union([z.literal(2), z.literal(3)]), text, newPage: z.boolean().optional() }),
  /** Line breaks in `text` are kept; `note` is small print (e.g. "figures are estimates"). */
  z.object({ kind: z.literal('paragraph'), text, note: z.boolean().optional() }),
  /** Labelled values, one per line ("Industry: Technology"). */
  z.object({ kind: z.literal('fields'), items: z.array(z.object({ label: text, value: text })).max(200) }),
  /** A bullet list, with an optional bold lead-in line ("Objectives"). */
  z.object({ kind: z.literal('list'), title: text.optional(), items: z.array(text).max(500) }),
  /** A table with a header row; cells are single-line text. */
  z.object({ kind: z.literal('table'), columns: z.array(text).min(1).max(12), rows: z.array(z.array(text)).max(500) }),
]);
export type DocBlock = z.infer<typeof DocBlockSchema>;

/**
 * Who the document comes from (issue 25): the user's brand, or the empty brand. The logo travels
 * inline (base64) because a renderer fetches nothing; its size is read from its header by the api.
 */
export const DocBrandSchema = z.object({
  firmName: text,
  senderName: text,
  signature: text,
  /** `#rrggbb`, readable as text on white: headings and the table header. */
  accentColor: z.string().regex(HEX_COLOR),
  logo: z
    .object({
      type: z.enum(LOGO_TYPES),
      width: z.number().int().min(1).max(LOGO_MAX_SIDE),
      height: z.number().int().min(1).max(LOGO_MAX_SIDE),
      base64: z.string().max(Math.ceil(LOGO_MAX_BYTES / 3) * 4),
    })
    .nullable(),
  /** The small "Made with …" line, per the admin's setting: the only place the product names itself. */
  madeWith: z.boolean(),
  /** The brand's currency and locale (DESIGN §11.1): money in the document is written in them when set. */
  currency: z.enum(CURRENCIES).optional(),
  locale: z.string().max(35).optional(),
  /** The brand's terms (Markdown), closing an agreement's documents; absent: the default terms. */
  terms: text.optional(),
  /** The tax its fees are stated with (issue 52): absent when the brand states none. */
  tax: z.object({ included: z.boolean(), rate: z.number().min(0).max(100), name: z.string().max(40) }).optional(),
});
export type DocBrand = z.infer<typeof DocBrandSchema>;

export const ExportDocumentSchema = z.object({
  /** What the document is, as its reader would name it ('Growth plan for Acme'). */
  title: text,
  /** 'Prepared for Acme by Smith & Co' (or as much of it as is known), under the title. */
  subtitle: text,
  /** What the document is, in a few words ('Growth plan for Acme'): the file's title metadata. */
  name: z.string().max(300),
  brand: DocBrandSchema,
  /** When the result was generated, already formatted for the reader. */
  date: text,
  blocks: z.array(DocBlockSchema).max(2000),
});
export type ExportDocument = z.infer<typeof ExportDocumentSchema>;

export { fields, h2, h3, list, note, para, table } from './blocks.ts';
