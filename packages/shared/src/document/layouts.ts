// A saved generation as an export document: the title, who and when, the inputs, then the result laid
// out as a report by its tool (each tool's `document.layout`, drawn by every document format).
import { TOOL_CATALOG, type ToolSlug } from '../catalog.ts';
import type { HistoryRecord } from '../entities.ts';
import { toolDefinition } from '../tools.ts';
import { requestFields } from './inputs.ts';
import { fields, h2, type ExportDocument } from './model.ts';

export interface ExportOptions {
  /** Settings' COMPANY_NAME. */
  companyName: string;
  /** The reader's formatted date of the generation. */
  date: string;
  /**
   * The form's inputs head the document only when asked (an internal copy): by default a document is
   * for the client, and an offer's inputs are the raw call transcript.
   */
  includeInputs: boolean;
  /** The user's e-mail appears (among the inputs) only when they ask for it. */
  includeEmail: boolean;
}

type AnyRecord = HistoryRecord<Record<string, unknown>, unknown>;

/** A saved generation as an export document: title, who and when, the inputs, then the result. */
export function exportDocument<T extends ToolSlug>(tool: T, record: AnyRecord, options: ExportOptions): ExportDocument {
  const entry = TOOL_CATALOG[tool];
  const inputs = options.includeInputs ? requestFields(tool, record.request, options.includeEmail) : [];
  const row = { request: record.request, results: record.results as Record<string, unknown> };
  return {
    title: entry.title,
    subtitle: entry.historyRow(row).title,
    name: toolDefinition(tool).documentName(row),
    companyName: options.companyName,
    date: options.date,
    blocks: [...(inputs.length > 0 ? [h2('Inputs'), fields(inputs)] : []), ...toolDefinition(tool).document.layout(record.results)],
  };
}
