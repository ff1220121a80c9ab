// GET /api/tools/jobs: the caller's generations still waiting or running, newest first, so a screen
// that was reloaded, left or closed can reattach to one: it POSTs the same request again with the
// same Idempotency-Key (which joins the job) and opens its event stream. Each holds what it was
// started with: the request (the form's inputs) and its context (`{}` when none). Refinements of a
// part are not listed. Built with ./check.ts: the dashboard, the web's first page, reads it.
import { TOOL_SLUGS } from '../catalog.ts';
import { anyObject, array, object, oneOf, string, timestamp, type Infer } from './check.ts';

export const RunningJobsResponseSchema = array(
  object({
    requestId: string(),
    tool: oneOf(TOOL_SLUGS),
    state: oneOf(['queued', 'active'] as const),
    queuedAt: timestamp(),
    request: anyObject(),
    context: anyObject(),
  }),
);

export type RunningJobsResponse = Infer<typeof RunningJobsResponseSchema>;
export type RunningJob = RunningJobsResponse[number];
