// The dashboard's "Waiting on you" (DESIGN §11.2): its query, loaded with its section's own chunk (and on
// the server, which draws it), never with the first page load when nothing waits (web/e2e/smoke.spec.ts).
import { PIPELINE } from '@growth-suite/shared';
import { WaitingResponseSchema } from '@growth-suite/shared/contract/pipeline';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';
import { SERVER_RENDERED } from './serverRender.ts';

import { WAITING_KEY } from './pipelineKey.ts';

/** The open questions and changes the clients wait on (the dashboard's "Waiting on you": drawn on the server too). Ask it only when PIPELINE is set. */
export const waitingQuery = queryOptions({
  queryKey: WAITING_KEY,
  meta: SERVER_RENDERED,
  queryFn: () => api.get(`${PIPELINE!.api}/waiting`, WaitingResponseSchema),
});
