// The pipeline (DESIGN §11.2): the workspace's sent documents by the state their client left them in
// (GET /api/<tool>s of the tool whose meta says `pipeline`) and the read mark that opening a document's
// screen sets. Nothing here when no tool has a pipeline. Under ['pipeline'] (lib/pipelineKey.ts, with
// "Waiting on you"), so a read mark or what a client did refetches them.
import { PIPELINE } from '@growth-suite/shared';
import { PIPELINE_PAGE, PipelineResponseSchema, ReadMarkResponseSchema, type PipelineState } from '@growth-suite/shared/contract/pipeline';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from './api.ts';
import { PIPELINE_KEY } from './pipelineKey.ts';

export { PIPELINE_KEY };

/** Asked again while a pipeline is on screen: clients act whenever they like. */
export const PIPELINE_POLL_MS = 30_000;

/** Whose documents: everyone's (default), the caller's, or one member's (their user id). */
export type PipelineAuthor = 'everyone' | 'mine' | number;

export interface PipelineFilter {
  state?: PipelineState | undefined;
  author?: PipelineAuthor | undefined;
  clientId?: number | undefined;
}

function listUrl(api: string, { state, author, clientId }: PipelineFilter, limit: number, cursor?: string) {
  const query = new URLSearchParams({ limit: String(limit) });
  if (state) query.set('state', state);
  if (author !== undefined && author !== 'everyone') query.set('author', String(author));
  if (clientId !== undefined) query.set('clientId', String(clientId));
  if (cursor !== undefined) query.set('cursor', cursor);
  return `${api}?${query}`;
}

export const pipelineQuery = (filter: PipelineFilter, limit: number = PIPELINE_PAGE.defaultLimit) =>
  infiniteQueryOptions({
    queryKey: [...PIPELINE_KEY, 'list', filter.state ?? 'all', filter.author ?? 'everyone', filter.clientId ?? 'all', limit],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => api.get(listUrl(PIPELINE!.api, filter, limit, pageParam), PipelineResponseSchema),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: PIPELINE !== undefined,
  });

/** Marks a document read for the caller (its screen opened): how many client events were unread before. */
export const markRead = (id: number) => api.put(`${PIPELINE!.api}/${id}/read`, {}, ReadMarkResponseSchema);
