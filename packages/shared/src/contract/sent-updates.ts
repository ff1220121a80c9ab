// GET /api/proposals/updates?since=: what clients did on the caller's sent documents since a time
// (an acceptance, a change request), so the signed-in app tells the owner at once, on any screen.
// `now` is the server's time of the answer: the next poll's `since`, so the browser's clock never
// counts. Built with ./check.ts: the app shell polls it.
import { array, count, object, oneOf, string, timestamp, type Infer } from './check.ts';

export const SentUpdatesResponseSchema = object({
  now: timestamp(),
  items: array(
    object({
      kind: oneOf(['accepted', 'change-request'] as const),
      title: string(),
      version: count(),
      /** Who accepted; empty for a change request. */
      who: string(),
      /** The tier accepted, or the section a change was asked on. */
      detail: string(),
      /** The saved result's screen in the app. */
      link: string(),
      at: timestamp(),
    }),
  ),
});

export type SentUpdatesResponse = Infer<typeof SentUpdatesResponseSchema>;
export type SentUpdate = SentUpdatesResponse['items'][number];
