// The caller's generations still waiting or running (GET /api/tools/jobs): a tool screen that was
// reloaded, left or closed reattaches to its tool's newest one, and the dashboard lists them all.
// Zod-free (the dashboard is the first page).
import { RunningJobsResponseSchema } from '@growth-suite/shared/contract/running-jobs';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api.ts';
import { SERVER_RENDERED } from '../serverRender.ts';

export const runningJobsQuery = queryOptions({
  queryKey: ['jobs', 'running'],
  meta: SERVER_RENDERED,
  queryFn: () => api.get('/api/tools/jobs', RunningJobsResponseSchema),
  // Always asked afresh when a screen opens: a job that just finished must not be reattached.
  staleTime: 0,
});
