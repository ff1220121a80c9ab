// Sending a document to a client (DESIGN §10): freeze its current version behind a link. One call
// for every screen that sends (the saved result's Share panel, the pack's last step).
import { SentLinkResponseSchema, type SentLinkResponse } from '@growth-suite/shared/contract';
import { api } from '../../../lib/api.ts';

/** How long a link lives: a number of days from now, or a last day (YYYY-MM-DD); neither: the server's default. */
export type SendExpiry = { expiresInDays: number } | { expiresOn: string } | Record<string, never>;

/** POST /api/proposals/:id/send: the link (201, or 200 with the live link that version already has). */
export const sendCurrentVersion = (generationId: number, expiry: SendExpiry = {}): Promise<SentLinkResponse> =>
  api.post(`/api/proposals/${generationId}/send`, expiry, SentLinkResponseSchema);

/** The link as the client opens it (the api answers it absolute; a path is made so on this origin). */
export const absoluteUrl = (url: string) => new URL(url, window.location.origin).toString();
