// What the first screens read of the pipeline (DESIGN §11.2): its query key, which the watcher on every
// screen refetches when a client acts, and the dashboard's "Waiting on you". Apart from lib/pipeline.ts
// (the list, loaded with its screens), so the first page load carries only these (web/e2e/smoke.spec.ts).
import { PIPELINE } from '@growth-suite/shared';
import { WaitingResponseSchema } from '@growth-suite/shared/contract/pipeline';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';
import { SERVER_RENDERED } from './serverRender.ts';

export const PIPELINE_KEY = ['pipeline'] as const;

/** The open questions and changes the clients wait on (the dashboard's "Waiting on you": drawn on the server too). Ask it only when PIPELINE is set. */
export const waitingQuery = queryOptions({
  queryKey: [...PIPELINE_KEY, 'waiting'],
  meta: SERVER_RENDERED,
  queryFn: () => api.get(`${PIPELINE!.api}/waiting`, WaitingResponseSchema),
});
