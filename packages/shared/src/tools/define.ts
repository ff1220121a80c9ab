// What a tool is: its folders, one per runtime (this package's tools/<slug>/, the worker's
// generators/<slug>.ts, the web's features/<slug>/), each with an entry point that the generated
// registries collect (scripts/lib/toolRegistry.mjs; `npm run tools:generate`). Nothing else names it.
// Here a tool comes in two halves so the first page load stays free of zod:
// - its meta (`meta.ts`, zod-free): names, route, History row, download name, icon — what the nav,
//   the dashboard, History and the router read;
// - its definition (`index.ts`): the meta plus the request and result schemas, the result as text
//   (Copy All), its export document and, where it has one, its sequencer CSV.
// Its demo (`demo.ts`) is a third module, loaded only by the demo provider, the fake LLM and tests.
// The rules every tool follows are written on the fields below (and checked for every tool by tests
// that iterate the registry): `asText` includes every text of the result and writes each list of
// texts as a list; the document's sections are its level-2 headings (as many as it has).
// This file is read by the first page load (through the metas): keep code that only definitions
// need in defineTool.ts.
import type { z } from 'zod';
import type { Signer } from '../document/agreement.ts';
import type { DocBlock } from '../document/model.ts';
import type { LayoutContext } from '../document/money.ts';
import type { Option } from '../options.ts';
import type { ClientFields } from '../schemas/clients.ts';
import type { Currency } from '../money/currency.ts';
import type { ReadValue } from '../money/verify.ts';

/** The icons the web app can show for a tool; a new tool picks one (or adds one here and in the web's map). */
export const TOOL_ICON_KEYS = ['aim', 'gift', 'bar-chart', 'mail', 'edit', 'rocket', 'team', 'file-text', 'calculator'] as const;
export type ToolIconKey = (typeof TOOL_ICON_KEYS)[number];

/** A value of a saved row as text ('' when it is not text): History rows read rows loosely. */
export const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** A saved generation as the History row reads it (loosely typed: rows may predate a schema change). */
export type ToolRow = { request: Record<string, unknown>; results: Record<string, unknown> };

export interface ToolMeta<S extends string = string> {
  slug: S;
  /** Page title and the name in the footer, the dashboard and History's empty state. */
  title: string;
  /** Short name in the header nav and on History's tab. */
  shortName: string;
  /** Its place in the header nav, the footer and the dashboard (spec §2), lowest first. */
  navOrder: number;
  /** Its place in the catalog, lowest first: the order of History's tabs (spec §8) and of every list of all tools. */
  historyOrder: number;
  /**
   * The AI intake from a call: its result becomes a client file, and the clients screens link to it
   * ("from a call"). One tool at most.
   */
  intake?: true;
  /**
   * The pack (DESIGN §10) is for this tool: from one call it makes `steps` in order — tools whose
   * prefill reads the ones before them, and `roi` (the ROI calculator, computed by code) — ending
   * with this tool, whose result is the one the pack is for. One tool at most.
   */
  pack?: { steps: readonly string[] };
  /**
   * The pipeline (DESIGN §11.2) lists this tool's results by the state their client left them in:
   * its screen's path (`GET /api/<slug>s` answers it) and its name in the nav. One tool at most.
   */
  pipeline?: { route: string; label: string };
  /**
   * false: not one of the header nav's, the footer's and the dashboard's generators (the client
   * intake, reached from the clients screens). Its screen, History tab and downloads are as any tool's.
   */
  menu?: boolean;
  /** The screen's path; `/:id` after it opens a saved item. */
  route: string;
  /** One line on the dashboard card. */
  summary: string;
  /** History's empty-state text (spec §8). */
  historyEmpty: string;
  /** How a saved generation reads as a History row (spec §2). */
  historyRow(record: ToolRow): { title: string; detail: string };
  /**
   * The request field that names a download of a result made for no client (spec §7); absent: the
   * id. Never the consultant's own name: a file is named after whom and what it is for.
   */
  downloadNameField?: string;
  /** What its document is, in a word or two, for a file named after the client: 'Offer', 'Growth plan'. */
  documentLabel: string;
  /** Its icon in the web app, picked from the app's icon set (a name, so this file stays React-free). */
  icon: ToolIconKey;
  /** Promoted on the sign-in page (spec §2: three tools). */
  promotedOnAuth?: boolean;
  /** Its part of the dashboard's first-run note (in catalog order): `lead` [link to the tool]`tail`. */
  firstRun?: { lead: string; tail: string };
  /** It also downloads as a sequencer CSV (the definition's `csv`). */
  hasCsv?: boolean;
  /**
   * Who writes its results: absent, a model (the worker's `generators/<slug>.ts` holds its prompt);
   * `'code'`, its definition's `compute` (a calculator: no prompt, no model call, no worker entry
   * point). Either way a generation goes through the queue and is saved to History alike.
   */
  generator?: 'code';
}

/** A saved result a form can be pre-filled from (an upstream step): its tool, request and results, read loosely. */
export interface PrefillSource extends ToolRow {
  id: number;
  tool: string;
}

/** A client file as a prefill reads it: its fields and its calls (newest day first). */
export type PrefillClient = ClientFields & {
  calls: readonly { date: string; transcript: string }[];
  /** The value the consultant kept on the file (DESIGN §11.2), when one was saved. */
  value?: ReadValue | null | undefined;
};

/** What a form can be pre-filled from: the client it is for, and the results it is made from. */
export interface PrefillFrom {
  client?: PrefillClient | undefined;
  sources: readonly PrefillSource[];
  /** The currency the form's money is in (the client's, else the brand's), when known. */
  currency?: Currency | undefined;
}

/**
 * How a form fills itself from a client file and from upstream results (client workspaces). It
 * lives in its tool's `prefill.ts`, the one file of a tool that may name other tools: `from` lists
 * the tools whose results it reads, and so makes this tool a "next step" of each of them.
 */
export interface Prefill<Input> {
  from: readonly string[];
  /** False for a form that takes nothing from a client file (the intake makes one): it shows no client picker. */
  client?: boolean;
  /** Only the fields it can fill, as the form's inputs take them; the user can change every one. */
  values(from: PrefillFrom): Partial<Input>;
  /** What the pack fills instead of `values`, where a step of the pack means something else (the cold email: the client's own outreach). */
  packValues?(from: PrefillFrom): Partial<Input>;
  /**
   * What the pack (DESIGN §10: one call → every step, with nobody at the form) puts in the fields the
   * form leaves to the user — its selects and the value model — under what `values` fills.
   */
  packDefaults?: Partial<Input>;
}

/** One input of an export document: the request field, its label, and how its value reads. */
export interface DocumentInput {
  field: string;
  label: string;
  /** The option list whose labels replace the stored values. */
  options?: readonly Option[];
  /** Quote only the start of a long text (a transcript can be 50,000 characters). */
  excerpt?: number;
  /** A plain amount typed into a text field ("1200000") reads as "$1,200,000". */
  money?: boolean;
}

/** The sequencers files are made for (the tool with `hasCsv` holds their presets, in sequencers.ts). */
export const LEADS_PARTS = ['lemlist', 'instantly', 'apollo', 'smartlead'] as const;
export type LeadsPart = (typeof LEADS_PARTS)[number];
/** A sequencer's steps file: each step's wait, subject and body in that sequencer's variables. */
export type StepsPart = `${LeadsPart}-steps`;
export const stepsPart = (id: LeadsPart): StepsPart => `${id}-steps`;
/**
 * The files of a sequencer download: the steps, the A/B variants, and per sequencer a leads template
 * (`lemlist`: the lead columns to fill, values only) and its steps (`lemlist-steps`: the templates).
 */
export const CSV_PARTS: readonly ('sequence' | 'variants' | LeadsPart | StepsPart)[] = ['sequence', 'variants', ...LEADS_PARTS, ...LEADS_PARTS.map(stepsPart)];
export type CsvPart = (typeof CSV_PARTS)[number];

/** A CSV file's content: the header names, then one record per row keyed by them. */
export interface CsvTable {
  columns: readonly string[];
  rows: readonly Record<string, string | number>[];
}

/**
 * A kind of part of a result a user can work on by itself (regenerate it with AI, edit it by hand).
 * Its address is a path into the result: `pattern` with `*` for any entry of a list
 * (`sequence/*` → `sequence/1`, the second email; positions count from 0). The part's schema is the
 * result schema's at that path (parts.ts walks it), so a part needs no schema of its own.
 */
export interface PartKind<Res = unknown> {
  pattern: string;
  /** What people read: 'Email 2', 'Phase 2 · Growth'. `at` holds the pattern's list positions. */
  label(at: readonly number[], results: Res): string;
}

export interface ToolDefinition<S extends string = string, Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> extends ToolMeta<S> {
  /** The form, the api's body and the worker's payload are checked by the same schema. */
  requestSchema: Req;
  /** Every result (LLM, demo, a stored row before export) is checked by it. */
  resultSchema: Res;
  /**
   * The result as clean text in Markdown style (Copy All): a `# ` title, every text of the result
   * (nothing left out), each list of texts as `- ` (or `1. `) lines, no raw JSON.
   */
  asText(results: z.output<Res>, context?: LayoutContext): string;
  /**
   * The export document (Markdown, Word, PDF): the inputs that head it, and the result as a report
   * whose sections are its level-2 headings (Word's Heading 1). `signed`: the document is a message
   * sent in the user's name, so it ends with their signature. `context`: what the document knows
   * beyond the result (its currency).
   */
  document: {
    inputs: readonly DocumentInput[];
    layout(results: z.output<Res>, context?: LayoutContext): DocBlock[];
    signed?: boolean;
    /** The document is an agreement for the client to sign: it closes with terms and a signature block for `signer`. */
    agreement?: { signer(request: Record<string, unknown>): Signer };
  };
  /**
   * What the document is, in a few words, as its reader would name it ('Growth plan for Whitfield
   * Physio'): the shared page's heading. Never names its author. Reads the saved row loosely.
   */
  documentName(record: ToolRow): string;
  /** The parts a user can regenerate or edit one at a time (versions; see parts.ts). */
  parts: readonly PartKind<z.output<Res>>[];
  /** Its form's values from a client file and the results it is made from (see Prefill). */
  prefill: Prefill<z.input<Req>>;
  /** The sequencer CSV's files, for a tool whose meta says `hasCsv`. */
  csv?(results: z.output<Res>, part: CsvPart): CsvTable;
  /**
   * The figures its code computes from the request (fees, values and ROI priced from a value model), written over
   * whatever a result holds before ANY write of results — a new generation, an AI redraft, a hand
   * edit, a restore — so that no model, hand or API body sets them. Pure; returns `results` as they
   * are when the saved request cannot be read (a row older than its schema).
   */
  settle?(request: unknown, results: z.output<Res>): z.output<Res>;
  /** The result worked out from a checked request, for a tool whose meta says `generator: 'code'` (and only for one). */
  compute?(request: z.output<Req>): z.output<Res>;
}

/** A tool's offline sample: a valid request, and the demo provider's deterministic result for a request. */
export interface ToolDemo<Req, Res> {
  sample: Record<string, unknown>;
  generate(request: Req): Res;
}
