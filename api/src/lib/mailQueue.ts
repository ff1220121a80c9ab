// The api's side of the mail outbox (DESIGN §11): a message is written to the outbox, then its job is
// queued for a worker to send (createMailOutbox, the outbox's one producer). A job that cannot be queued
// leaves its row queued, and the worker's sweeper queues it again: the caller's action still stands.
import { createMailOutbox, type Knex } from '@growth-suite/db';
import { queueTelemetry } from '@growth-suite/telemetry';
import type { Logger } from './logger.ts';

export type MailQueue = ReturnType<typeof createMailQueue>;

export function createMailQueue(options: { redisUrl: string; prefix: string; logger: Logger; knex: Knex; enabled: boolean }) {
  return createMailOutbox({
    ...options,
    queueOptions: queueTelemetry(),
    onQueueError: (mailId, error) => options.logger.error({ mailId, err: error.message }, 'mail: could not queue (the sweeper will)'),
  });
}
