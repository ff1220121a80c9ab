// The client's page calls (DESIGN §10): read the sent proposal, accept one tier, ask for a change.
// Anyone with the link makes them; a dead link (404) or a refusal (4xx) is an answer, never retried.
// The answers are checked for their shape only (the wire types are interfaces of the send contract):
// the page stays light, with no schema library of its own beyond what the contract brings.
import type { AcceptRequest, ChangeRequestBody, ChangeRequestRecord, SentProposal } from '@growth-suite/shared/tools/proposal/send';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, type ResponseSchema } from '../../../lib/api.ts';

/** A response checked for the keys the screen reads: anything else is "not the contract's answer". */
export function shaped<T>(...keys: string[]): ResponseSchema<T> {
  return {
    safeParse: (data: unknown) =>
      data !== null && typeof data === 'object' && keys.every((key) => key in data)
        ? { success: true, data: data as T }
        : { success: false, error: new Error(`expected the keys ${keys.join(', ')}`) },
  };
}

export interface AcceptAnswer {
  acceptedAt: string;
  hash: string;
}

const sentPathOf = (token: string) => `/api/p/${encodeURIComponent(token)}`;
export const sentKey = (token: string) => ['sent', token] as const;

const noRetryOn4xx = (count: number, error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2;

export function useSentProposal(token: string) {
  return useQuery({
    queryKey: sentKey(token),
    queryFn: () => api.get(sentPathOf(token), shaped<SentProposal>('proposal', 'version', 'hash', 'valueModel', 'floor', 'inputs', 'sections')),
    retry: noRetryOn4xx,
    staleTime: Infinity,
  });
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
    mutationFn: (body: AcceptRequest) => api.post(`${sentPathOf(token)}/accept`, body, shaped<AcceptAnswer>('acceptedAt', 'hash')),
    onSuccess: (answer, body) =>
      client.setQueryData(sentKey(token), (sent: SentProposal | undefined) =>
        sent ? { ...sent, acceptance: { version: sent.version, tier: body.tier, fullName: body.fullName, acceptedAt: answer.acceptedAt, hash: answer.hash } } : sent,
      ),
  });
}

export function useChangeRequest(token: string) {
  return useMutation({
    mutationFn: (body: ChangeRequestBody) => api.post(`${sentPathOf(token)}/change-requests`, body, shaped<ChangeRequestRecord>('id', 'path')),
  });
}
