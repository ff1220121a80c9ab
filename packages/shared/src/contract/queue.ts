// The admin's view of the generation queue. Neither route takes a body.
import { QueueViewSchema, type QueueView } from '../queue.ts';
import { object, string, type Infer } from './check.ts';

/** GET /api/admin/queue: counts and the newest waiting, active and failed jobs. */
export const QueueViewResponseSchema = QueueViewSchema;
/** POST /api/admin/queue/jobs/:jobId/retry → 200 the job and the state it is in now. */
export const QueueRetryResponseSchema = object({ id: string(), state: string() });

export type QueueViewResponse = QueueView;
export type QueueRetryResponse = Infer<typeof QueueRetryResponseSchema>;
