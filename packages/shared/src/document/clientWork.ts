// "Download all" of a client (DESIGN §10): the client's latest result of each tool as one document,
// each result a section laid out by its own tool, so Word and PDF draw it with no new renderer code.
import { TOOL_MENU_ORDER, type ToolSlug } from '../catalog.ts';
import { toolDefinition } from '../tools.ts';
import { preparedLine } from '../brand/schema.ts';
import { h2, note, type DocBlock, type DocBrand, type ExportDocument } from './model.ts';
import { layoutContextOf } from './money.ts';

export interface ClientWorkItem {
  tool: ToolSlug;
  request: Record<string, unknown>;
  /** Already parsed with the tool's result schema. */
  results: unknown;
  /** When it was made, formatted for the reader. */
  date: string;
}

export const clientWorkTitle = (clientName: string) => `Work for ${clientName}`;

/** A tool's own sections become sub-sections: the document's level 2 is one result each. */
const nested = (block: DocBlock): DocBlock => (block.kind === 'heading' ? { ...block, level: 3 } : block);

/**
 * One section per result, in menu order (the order a client's work usually goes). Only the menu's
 * tools: a tool kept out of the menu (the intake, whose result quotes the call) is the user's
 * working material, not work for the client.
 */
export function clientWorkDocument(clientName: string, items: readonly ClientWorkItem[], options: { brand: DocBrand; date: string }): ExportDocument {
  const ordered = items.filter((item) => TOOL_MENU_ORDER.includes(item.tool)).sort((a, b) => TOOL_MENU_ORDER.indexOf(a.tool) - TOOL_MENU_ORDER.indexOf(b.tool));
  const title = clientWorkTitle(clientName);
  return {
    title,
    subtitle: preparedLine(clientName, options.brand.firmName),
    name: title,
    brand: options.brand,
    date: options.date,
    blocks: ordered.flatMap((item) => {
      // Named by what it is ("Growth plan for Acme"), never by the tool that made it (issue 25).
      const name = toolDefinition(item.tool).documentName({ request: item.request, results: item.results as Record<string, unknown> });
      return [h2(name), note(`Made ${item.date}`), ...toolDefinition(item.tool).document.layout(item.results, layoutContextOf(options.brand)).map(nested)];
    }),
  };
}
