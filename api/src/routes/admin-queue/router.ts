// The admin's view of the generation queue: counts, waiting / active / failed jobs with their
// failure reasons, and retry of a failed job.
import { generationDeadline, type QueueJob, type QueueView } from '@growth-suite/shared';
import type { Job } from 'bullmq';
import { conflict, notFound } from '../../errors.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';

const LIST_LIMIT = 50;
const iso = (ms: number | undefined) => (ms ? new Date(ms).toISOString() : null);

function summary(job: Job, state: QueueJob['state']): QueueJob {
  const data = (job.data ?? {}) as { userId?: number };
  return {
    id: job.id ?? '',
    tool: job.name,
    userId: data.userId ?? null,
    state,
    createdAt: iso(job.timestamp),
    startedAt: iso(job.processedOn),
    finishedAt: iso(job.finishedOn),
    failedReason: job.failedReason || null,
    attempts: job.attemptsMade,
  };
}

export function adminQueueRoutes({ generation, config }: RouteDeps): RouteDef[] {
  const { queue } = generation;
  return [
    route('get', '/admin/queue', 'admin', async (ctx) => {
      const [counts, waiting, active, failed] = await Promise.all([
        queue.getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed'),
        queue.getJobs(['waiting', 'delayed'], 0, LIST_LIMIT - 1, true),
        queue.getJobs(['active'], 0, LIST_LIMIT - 1, true),
        queue.getJobs(['failed'], 0, LIST_LIMIT - 1, false),
      ]);
      const body: QueueView = {
        counts,
        waiting: waiting.filter(Boolean).map((job) => summary(job, 'waiting')),
        active: active.filter(Boolean).map((job) => summary(job, 'active')),
        failed: failed.filter(Boolean).map((job) => summary(job, 'failed')),
      };
      ctx.body = body;
    }),

    route('post', '/admin/queue/jobs/:jobId/retry', 'admin', async (ctx) => {
      const job = await queue.getJob(ctx.params.jobId ?? '');
      if (!job) throw notFound('Job not found');
      if ((await job.getState()) !== 'failed') throw conflict('Only failed jobs can be retried');
      // Nobody waits for a retried job: its result goes to History. Give it a fresh deadline.
      await job.updateData({ ...job.data, deadlineAt: generationDeadline(Date.now(), config.generationWaitMs) });
      await job.retry('failed');
      ctx.body = { id: job.id, state: await job.getState() };
    }),
  ];
}
