// How a saved generation leaves the app (DESIGN §9): documents, the sequencer file and share links.
import { z } from 'zod';
import type { ToolSlug } from './catalog.ts';

/** `GET /api/history/:tool/:id/export?format=…`; `csv` is for cold-email only (400 otherwise). */
export const EXPORT_FORMATS = ['md', 'docx', 'pdf', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportFormatsFor = (tool: ToolSlug): readonly ExportFormat[] => (tool === 'cold-email' ? EXPORT_FORMATS : ['md', 'docx', 'pdf']);

export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  md: 'Markdown (.md)',
  docx: 'Word (.docx)',
  pdf: 'PDF (.pdf)',
  csv: 'Sequencer CSV (.csv)',
};

/** POST /api/history/:tool/:id/shares body: no expiry, or 1 to 365 days. */
export const CreateShareRequestSchema = z.object({
  expiresInDays: z.number().int('Expiry must be a whole number of days').min(1, 'Expiry must be 1 to 365 days').max(365, 'Expiry must be 1 to 365 days').nullable().optional(),
});
export type CreateShareRequest = z.infer<typeof CreateShareRequestSchema>;

/** One read-only link to one history item (`url` is the absolute `/s/:token` page address). */
export const ShareSchema = z.object({
  token: z.string(),
  url: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type Share = z.infer<typeof ShareSchema>;

/** GET /api/shared/:token: only the result, never who made it or the request fields that identify them. */
export const SharedItemSchema = z.object({
  tool: z.string(),
  createdAt: z.string(),
  results: z.unknown(),
});
export type SharedItem = z.infer<typeof SharedItemSchema>;

/** Share tokens are 32 bytes of randomness, base64url (256 bits; the contract asks for ≥ 128). */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
