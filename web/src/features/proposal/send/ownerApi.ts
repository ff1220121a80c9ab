// The owner's side of sending a proposal (DESIGN §10, §11.1): send the current version (a frozen
// snapshot and its link), withdraw a version's link, the activity of the links (visitors, acceptances,
// the client's threads), polled while the page is visible, and the owner's replies and thread states.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ActivityResponseSchema, ChangeRequestResponseSchema, SentEmailResponseSchema, ThreadReplyResponseSchema } from '@growth-suite/shared/contract';
import type { SentEmailRequest } from '@growth-suite/shared';
import type { ThreadStateRequest } from '@growth-suite/shared/tools/proposal/send';
import { SentResponseSchema } from '@growth-suite/shared/tools/proposal/wire';
import { sendCurrentVersion, type SendExpiry } from './sending.ts';

/** How often the activity is asked again while the screen is visible (TanStack pauses it in a hidden tab). */
export const ACTIVITY_POLL_MS = 10_000;

const base = (id: number) => `/api/proposals/${id}`;
export const activityKey = (id: number) => ['proposal-activity', id] as const;

export function useActivity(id: number) {
  return useQuery({
    queryKey: activityKey(id),
    queryFn: () => api.get(`${base(id)}/activity`, ActivityResponseSchema),
    refetchInterval: ACTIVITY_POLL_MS,
    refetchIntervalInBackground: false,
    // Coming back to the tab shows what happened meanwhile at once, not up to 10 s later.
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

export function useSend(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (expiry: SendExpiry = {}) => sendCurrentVersion(id, expiry),
    onSettled: () => client.invalidateQueries({ queryKey: activityKey(id) }),
  });
}

export function useWithdraw(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => api.delete(`${base(id)}/sends/${version}`),
    onSettled: () => client.invalidateQueries({ queryKey: activityKey(id) }),
  });
}

/** E-mail a version's live link to the client (DESIGN §11): `mailed: false` when mail is off on the site. */
export function useEmailLink(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ version, ...body }: SentEmailRequest & { version: number }) => api.post(`${base(id)}/sends/${version}/email`, body, SentEmailResponseSchema),
    // The activity lists each message.
    onSettled: () => client.invalidateQueries({ queryKey: activityKey(id) }),
  });
}

/** The client's reminders on or off for this proposal (its author's switch; DESIGN §11). */
export function useReminders(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => api.putNoContent(`${base(id)}/reminders`, { enabled }),
    onSettled: () => client.invalidateQueries({ queryKey: activityKey(id) }),
  });
}

/** The owner's reply in a client's thread (the client reads it on their page). */
export function useOwnerReply(id: number, threadId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.post(`${base(id)}/change-requests/${threadId}/replies`, { text }, ThreadReplyResponseSchema),
    onSettled: () => client.invalidateQueries({ queryKey: activityKey(id) }),
  });
}

/** Answered in a version, declined, or open again: the owner's word only. */
export function useThreadState(id: number, threadId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ThreadStateRequest) => api.patch(`${base(id)}/change-requests/${threadId}`, body, ChangeRequestResponseSchema),
    onSettled: () => client.invalidateQueries({ queryKey: activityKey(id) }),
  });
}

/** GET /api/proposals/:id/preview: the current version as the client page will show it (no link made). */
export const previewQuery = (id: number) => ({ queryKey: ['proposal-preview', id] as const, queryFn: () => api.get(`${base(id)}/preview`, SentResponseSchema), staleTime: 0 });

/** The accepted version as a PDF with its acceptance page. */
export const acceptedPdfUrl = (id: number, version: number) => `${base(id)}/acceptances/${version}/pdf`;

export { absoluteUrl } from './sending.ts';
