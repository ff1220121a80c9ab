// A saved generation as an export document: the title, who and when, the inputs, then the result laid
// out as a report by its tool (each tool's `document.layout`, drawn by every document format).
import { preparedLine } from '../brand/schema.ts';
import type { ToolSlug } from '../catalog.ts';
import type { HistoryRecord } from '../entities.ts';
import { toolDefinition } from '../tools.ts';
import { requestFields } from './inputs.ts';
import { fields, h2, para, type DocBlock, type DocBrand, type ExportDocument } from './model.ts';
import { docMoneyOf, layoutContextOf } from './money.ts';
import { agreementBlocks, type AgreementContext } from './agreement.ts';

export interface ExportOptions {
  /** Who it comes from: the user's brand (or the empty one) and the admin's made-with switch. */
  brand: DocBrand;
  /** The name of the client the result was made for, when it was made for a client file. */
  clientName: string;
  /** The reader's formatted date of the generation. */
  date: string;
  /**
   * The form's inputs head the document only when asked (an internal copy): by default a document is
   * for the client, and an offer's inputs are the raw call transcript.
   */
  includeInputs: boolean;
  /** The user's e-mail appears (among the inputs) only when they ask for it. */
  includeEmail: boolean;
  /** For an agreement (a document the client signs): the sent link's expiry and, once accepted, the acceptance. */
  agreement?: AgreementContext;
}

type AnyRecord = HistoryRecord<Record<string, unknown>, unknown>;

/**
 * Whom a result is for: its client file's name, else the client company its form names (a growth
 * plan's), else nobody in particular.
 */
export function clientOf(record: { request: Record<string, unknown> }, clientName: string): string {
  const typed = record.request.clientCompany;
  return clientName || (typeof typed === 'string' ? typed.trim() : '');
}

/** The sender's sign-off, for documents written to be sent in their name (a cold email sequence). */
const signOff = (brand: DocBrand): DocBlock[] => {
  const text = brand.signature || brand.senderName;
  return text ? [h2('Signature'), para(text)] : [];
};

/**
 * A saved generation as an export document: what it is and for whom ("Growth plan for Acme",
 * "Prepared for Acme by Smith & Co"), when, the inputs when asked for, the result, and the
 * sender's signature where the tool's document is a message to send. Never the tool's own name.
 */
export function exportDocument<T extends ToolSlug>(tool: T, record: AnyRecord, options: ExportOptions): ExportDocument {
  const definition = toolDefinition(tool);
  const money = docMoneyOf(options.brand);
  const inputs = options.includeInputs ? requestFields(tool, record.request, options.includeEmail, money) : [];
  const row = { request: record.request, results: record.results as Record<string, unknown> };
  const name = definition.documentName(row);
  return {
    title: name,
    subtitle: preparedLine(clientOf(record, options.clientName), options.brand.firmName),
    name,
    brand: options.brand,
    date: options.date,
    blocks: [
      ...(inputs.length > 0 ? [h2('Inputs'), fields(inputs)] : []),
      ...definition.document.layout(record.results, layoutContextOf(options.brand)),
      ...(definition.document.signed ? signOff(options.brand) : []),
      // An agreement closes with its terms (the brand's, else the default ones) and the signature block.
      ...(definition.document.agreement ? agreementBlocks(options.brand.terms, definition.document.agreement.signer(record.request), options.agreement) : []),
    ],
  };
}
