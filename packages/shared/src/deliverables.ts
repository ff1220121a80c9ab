// How a saved generation leaves the app (DESIGN §9): documents, the sequencer file and share links.
import { z } from 'zod';
import { TOOL_CATALOG, type ToolSlug } from './catalog.ts';
import { ExportDocumentSchema } from './document/model.ts';

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
  const value = request[TOOL_CATALOG[tool].downloadNameField];
  const slug = (typeof value === 'string' ? value : '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${tool}-${slug || record.id}-${day}${suffix}.${kind}`;
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
  /** The owner's brand as they chose to show it (issue 25): firm, accent, logo address, made-with line. */
  brand: z.object({ firmName: z.string(), accentColor: z.string(), logoUrl: z.string().nullable(), madeWith: z.boolean() }),
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
