// How a saved generation leaves the app (DESIGN §9): documents, the sequencer file and share links.
import { z } from 'zod';
import { TOOL_CATALOG, type ToolSlug } from './catalog.ts';
import { ExportDocumentSchema } from './document/model.ts';
import type { CsvPart } from './tools/define.ts';

/** `GET /api/history/:tool/:id/export?format=…`; `csv` only for a tool whose catalog entry `hasCsv` (400 otherwise). */
export const EXPORT_FORMATS = ['md', 'docx', 'pdf', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportFormatsFor = (tool: ToolSlug): readonly ExportFormat[] => (TOOL_CATALOG[tool].hasCsv ? EXPORT_FORMATS : ['md', 'docx', 'pdf']);

export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  md: 'Markdown (.md)',
  docx: 'Word (.docx)',
  pdf: 'PDF (.pdf)',
  csv: 'Sequencer CSV (.csv)',
};

/** What a download is: a format, or the History JSON download (made in the browser). */
export type DownloadKind = ExportFormat | 'json';

/**
 * Spec §7's file name for every download of a saved item: the tool, its naming request field (or the
 * id), the day, e.g. `<tool>-acme-analytics-2026-11-22.pdf`. `suffix` names a second file of the
 * same item (`-ab-variants`).
 */
export function downloadFileName(tool: ToolSlug, record: { id: number; request: unknown }, kind: DownloadKind, day: string, suffix = ''): string {
  const request = (record.request ?? {}) as Record<string, unknown>;
  const field = TOOL_CATALOG[tool].downloadNameField;
  const value = field === undefined ? undefined : request[field];
  const slug = (typeof value === 'string' ? value : '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${tool}-${slug || record.id}-${day}${suffix}.${kind}`;
}

/** The end of a second file's name: the sequence file has none; a sequencer's steps end `-<id>-steps`. */
export const csvSuffix = (part: CsvPart) => (part === 'sequence' ? '' : part === 'variants' ? '-ab-variants' : part.endsWith('-steps') ? `-${part}` : `-${part}-leads`);

/** The same, as words after a client's file name ("A-B variants", "lemlist steps"). */
const csvPartWords = (part: CsvPart) =>
  part === 'sequence' ? '' : part === 'variants' ? ' - A-B variants' : part.endsWith('-steps') ? ` - ${part.slice(0, -'-steps'.length)} steps` : ` - ${part} leads`;

/**
 * A name a file system and a download header take: letters of any script, digits, spaces and
 * `- _ . , & ( ) '` kept; anything else (slashes, quotes, colons, control characters) a space.
 */
export function safeFileName(name: string, max = 80): string {
  return name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} _.,&()'-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .replace(/^[\s.]+|[\s.]+$/g, '');
}

/** Whom a saved result is for: its client file's name, else the client company its form names. */
export function clientOfRecord(record: { request: unknown }, clientName = ''): string {
  const typed = ((record.request ?? {}) as Record<string, unknown>).clientCompany;
  return clientName.trim() || (typeof typed === 'string' ? typed.trim() : '');
}

export interface ExportNaming {
  /** The client file's name, when the result was made for one. */
  clientName?: string;
  /** An earlier version of the result. */
  version?: number | undefined;
  part?: CsvPart;
}

/**
 * A document's file name: after the client and what it is — `Brightside Digital - Growth plan v3.docx`,
 * never the consultant — when it is for a client; a result for no client keeps spec §7's name.
 */
export function exportFileName(tool: ToolSlug, record: { id: number; request: unknown }, kind: DownloadKind, day: string, naming: ExportNaming = {}): string {
  const part = naming.part ?? 'sequence';
  const client = safeFileName(clientOfRecord(record, naming.clientName));
  const version = naming.version === undefined ? '' : ` v${naming.version}`;
  if (client) return `${client} - ${TOOL_CATALOG[tool].documentLabel}${version}${csvPartWords(part)}.${kind}`;
  return downloadFileName(tool, record, kind, day, `${naming.version === undefined ? '' : `-v${naming.version}`}${csvSuffix(part)}`);
}

/**
 * `Content-Disposition` for a download: the name as typed (UTF-8, RFC 6266 `filename*`), and a plain
 * ASCII `filename` for older clients — a header takes no other characters.
 */
export function attachmentHeader(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  if (ascii === name) return `attachment; filename="${name}"`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** The formats rendered on the workers (the `render` queue), so the api never blocks on them. */
export const RENDER_QUEUE = 'render';
export const RENDERED_FORMATS = ['docx', 'pdf'] as const;
export type RenderedFormat = (typeof RENDERED_FORMATS)[number];
export const RenderJobDataSchema = z.object({ format: z.enum(RENDERED_FORMATS), document: ExportDocumentSchema });
export type RenderJobData = z.infer<typeof RenderJobDataSchema>;
/** The file travels back as the job's return value and the job is removed at once. */
export const RenderJobResultSchema = z.object({ base64: z.string() });
export type RenderJobResult = z.infer<typeof RenderJobResultSchema>;

/**
 * POST /api/history/:tool/:id/shares body: no expiry, or 1 to 365 days. `version`: the link shows that
 * version as it was, for good; without it the link follows the item's current version.
 */
export const CreateShareRequestSchema = z.object({
  expiresInDays: z.number().int('Expiry must be a whole number of days').min(1, 'Expiry must be 1 to 365 days').max(365, 'Expiry must be 1 to 365 days').nullable().optional(),
  version: z.number().int('Choose a version').positive('Choose a version').max(4_294_967_295, 'Choose a version').optional(),
});
export type CreateShareRequest = z.infer<typeof CreateShareRequestSchema>;

/** One read-only link to one history item (`url` is the absolute `/s/:token` page address). */
export const ShareSchema = z.object({
  token: z.string(),
  /** Who made the link (its author, or an admin of the workspace, may revoke it). */
  authorId: z.number().int().positive(),
  url: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  /** The version the link shows; null: the current one, whatever it is when the link is opened. */
  version: z.number().int().positive().nullable(),
});
export type Share = z.infer<typeof ShareSchema>;

/** GET /api/shared/:token: only the result, never who made it or the request fields that identify them. */
export const SharedItemSchema = z.object({
  tool: z.string(),
  /** What the document is ('Growth plan for Whitfield Physio'): the shared page's heading. */
  title: z.string(),
  createdAt: z.string(),
  results: z.unknown(),
  /**
   * The owner's brand as they chose to show it (issue 25): firm, accent, logo address, made-with line,
   * and its locale (BCP 47, '' when never chosen), which the page's date is written in.
   */
  brand: z.object({ firmName: z.string(), accentColor: z.string(), logoUrl: z.string().nullable(), madeWith: z.boolean(), locale: z.string() }),
});
export type SharedItem = z.infer<typeof SharedItemSchema>;

/** Share tokens are 32 bytes of randomness, base64url (256 bits; the contract asks for ≥ 128). */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** At most this many live links per item: enough for every client, and a ceiling on a runaway script. */
export const MAX_LIVE_SHARES_PER_ITEM = 10;
export const SHARE_LIMIT_MESSAGE = `This item already has ${MAX_LIVE_SHARES_PER_ITEM} active share links. Revoke one first.`;
export const SHARE_NOT_FOUND = 'This shared link does not exist. It may have been revoked or have expired.';
/** The expiry choices the share dialog offers (null: until revoked). */
export const SHARE_EXPIRY_CHOICES = [null, 1, 7, 30, 90] as const;
/** The page address of a link, on the same origin as the app. */
export const sharePath = (token: string) => `/s/${token}`;
