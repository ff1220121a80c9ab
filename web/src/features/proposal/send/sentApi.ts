// The client's page calls (DESIGN §10, §11.1): read the sent proposal, accept one tier, ask for a
// change or a question (a thread on a section), reply in a thread.
// Anyone with the link makes them; a dead link (404) or a refusal (4xx) is an answer, never retried.
// The answers are checked with the contract's zod-free schemas (contract/sending.ts), so the page
// stays light.
import type { AcceptRequest, ChangeRequestBody, ClientReplyRequest, SentProposal } from '@growth-suite/shared/tools/proposal/send';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AcceptResponseSchema, ChangeRequestResponseSchema, ThreadReplyResponseSchema } from '@growth-suite/shared/contract';
import { SentResponseSchema } from '@growth-suite/shared/tools/proposal/wire';
import { api, ApiError } from '../../../lib/api.ts';
import { SERVER_RENDERED } from '../../../lib/serverRender.ts';


const sentPathOf = (token: string) => `/api/p/${encodeURIComponent(token)}`;
export const sentKey = (token: string) => ['sent', token] as const;

const noRetryOn4xx = (count: number, error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2;

/** The sent proposal behind a link: the page's query, and its route's loader's on the server (tool.ts). */
export const sentProposalQuery = (token: string) =>
  queryOptions({
    queryKey: sentKey(token),
    meta: SERVER_RENDERED,
    queryFn: () => api.get(sentPathOf(token), SentResponseSchema),
    retry: (count, error) => noRetryOn4xx(count, error),
    staleTime: Infinity,
  });

/**
 * How often the client's open page asks again (paused in a hidden tab, asked at once on coming back):
 * the consultant's replies, a thread answered and a newer version appear without a reload. An open is
 * counted once a day per visitor, so asking again counts nothing more.
 */
export const SENT_POLL_MS = 15_000;

export function useSentProposal(token: string) {
  return useQuery({ ...sentProposalQuery(token), refetchInterval: SENT_POLL_MS, refetchIntervalInBackground: false, refetchOnWindowFocus: 'always' });
}

/**
 * Accept: the mutation runs once at a time (the button is disabled while it is pending and a second
 * call while one runs returns the first one's promise), and the server answers a repeat with the same
 * acceptance. On success the page's copy of the proposal carries the acceptance, so the form gives
 * way to the confirmation.
 */
export function useAccept(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['sent', token, 'accept'],
    mutationFn: (body: AcceptRequest) => api.post(`${sentPathOf(token)}/accept`, body, AcceptResponseSchema),
    onSuccess: (answer, body) =>
      client.setQueryData(sentKey(token), (sent: SentProposal | undefined) =>
        sent ? { ...sent, acceptance: { version: answer.version, tier: answer.tier, inputs: body.inputs, fullName: body.fullName, acceptedAt: answer.acceptedAt, hash: answer.hash } } : sent,
      ),
  });
}

/** Ask for a change or a question: the new thread shows under its section at once. */
export function useChangeRequest(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeRequestBody) => api.post(`${sentPathOf(token)}/change-requests`, body, ChangeRequestResponseSchema),
    onSuccess: (thread) => client.setQueryData(sentKey(token), (sent: SentProposal | undefined) => (sent ? { ...sent, threads: [thread, ...sent.threads] } : sent)),
  });
}

/** The client's reply in one thread: added to the thread on the page. */
export function useReply(token: string, threadId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientReplyRequest) => api.post(`${sentPathOf(token)}/change-requests/${threadId}/replies`, body, ThreadReplyResponseSchema),
    onSuccess: (reply) =>
      client.setQueryData(sentKey(token), (sent: SentProposal | undefined) =>
        sent ? { ...sent, threads: sent.threads.map((thread) => (thread.id === threadId ? { ...thread, replies: [...thread.replies, reply] } : thread)) } : sent,
      ),
  });
}
