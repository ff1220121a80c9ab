// The pipeline of sent documents (DESIGN §11.2: GET /api/<tool>s, the tool whose results are sent
// to a client), "waiting on you" and the read mark. Built with ./check.ts, not zod: the dashboard
// (the first page) and the client page read them. The states and their order are the api's
// (packages/db …/pipeline.ts says what puts a document in each).
import { array, count, id, nullable, object, oneOf, record, string, timestamp, type Infer } from './check.ts';

/** The states, in the pipeline's order: what needs the consultant first. */
export const PIPELINE_STATES = ['asking', 'opened', 'sent', 'draft', 'expired', 'accepted', 'declined'] as const;
export type PipelineState = (typeof PIPELINE_STATES)[number];

/** How each state reads on a tag. */
export const PIPELINE_STATE_LABELS: Record<PipelineState, string> = {
  asking: 'Asking',
  opened: 'Opened',
  sent: 'Sent',
  draft: 'Draft',
  expired: 'Expired',
  accepted: 'Accepted',
  declined: 'Declined',
};

/** Page sizes of the pipeline (`?limit=`). */
export const PIPELINE_PAGE = { defaultLimit: 25, maxLimit: 100 } as const;

/**
 * GET /api/<tool>s?state=&author=&clientId=&cursor=&limit= (member+): the request's workspace's
 * documents in the pipeline's order. `value` is the confirmed monthly value and `fee` the accepted
 * tier's monthly fee (else the recommended tier's), both in minor units of `currency`. `unread` counts
 * what the client did after the caller last opened the document. `counts` are per state under the
 * author and client filters, whatever `state` is; `nextCursor` (null on the last page) goes back as `cursor`.
 */
export const PipelineResponseSchema = object({
  items: array(
    object({
      id: id(),
      title: string(),
      clientId: nullable(id()),
      clientName: nullable(string()),
      authorId: id(),
      authorName: string(),
      state: oneOf(PIPELINE_STATES),
      currency: string(),
      value: count(),
      fee: count(),
      lastActivityAt: timestamp(),
      unread: count(),
    }),
  ),
  nextCursor: nullable(string()),
  counts: record(PIPELINE_STATES, count()),
});

/**
 * GET /api/<tool>s/waiting (member+): open questions and change requests whose last word is the
 * client's, oldest first (at most 20), and how many there are in all.
 */
export const WaitingResponseSchema = object({
  items: array(
    object({
      id: id(),
      generationId: id(),
      title: string(),
      clientName: nullable(string()),
      kind: oneOf(['change', 'question'] as const),
      label: string(),
      comment: string(),
      createdAt: timestamp(),
    }),
  ),
  total: count(),
});

/** PUT /api/<tool>s/:id/read (member+): marks it read for the caller; how many client events were unread before, since when. */
export const ReadMarkResponseSchema = object({ unread: count(), since: nullable(timestamp()) });

export type PipelineResponse = Infer<typeof PipelineResponseSchema>;
export type PipelineItem = PipelineResponse['items'][number];
export type WaitingResponse = Infer<typeof WaitingResponseSchema>;
export type WaitingItem = WaitingResponse['items'][number];
export type ReadMarkResponse = Infer<typeof ReadMarkResponseSchema>;
