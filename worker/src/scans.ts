// The scans a worker runs for the whole cluster (DESIGN §11), as jobs of the `scans` queue made by its job
// schedulers (the queues module): the scans the tools declare (TOOL_SCANS, e.g. the reminders due to a
// sent document's client), and the mail sweeper that queues again any message left queued or sending with
// no live job (its job could not be queued, was lost, or its sender died). However many workers and apis
// run, each period makes one job, which one worker takes.
import { createMailOutbox, TOOL_SCANS, type Knex } from '@growth-suite/db';
import { createQueue, createWorker, ScanName, upsertScanSchedules } from '@growth-suite/server';
import { queueTelemetry } from '@growth-suite/telemetry';
import type { WorkerDeps } from './deps.ts';
import { workerSizing } from './env.ts';

/** Null when mail is off (no SMTP_URL): the scans are about mail, and nothing would send what they queue. */
export async function startScans({ config, knex, logger }: Pick<WorkerDeps, 'config' | 'logger'> & { knex: Knex }) {
  if (!config.mail.smtpUrl) return null;
  const target = { redisUrl: config.redisUrl, prefix: config.redisPrefix };
  const outbox = createMailOutbox({
    ...target,
    knex,
    enabled: true,
    queueOptions: queueTelemetry(),
    onQueueError: (mailId, error) => logger.error({ mailId, err: error.message }, 'mail: could not queue (the next sweep will)'),
  });
  const schedules = createQueue('scans', target);
  schedules.on('error', (error) => logger.warn({ err: error.message }, 'scans queue connection error'));
  const toolScans = new Map(TOOL_SCANS.map((scan) => [scan.name, scan]));
  await upsertScanSchedules(schedules, { ...Object.fromEntries(TOOL_SCANS.map((scan) => [scan.name, scan.every(config.mail)])), [ScanName.MailSweep]: config.mail.sweepMs });
  const worker = createWorker(
    'scans',
    async (job) => {
      const toolScan = toolScans.get(job.name);
      if (toolScan) return toolScan.run({ knex, mail: outbox, secret: config.sessionSecret, appUrl: config.appUrl }, new Date());
      const requeued = await outbox.sweep(config.mail.sweepGraceMs);
      if (requeued > 0) logger.warn({ requeued }, 'mail sweeper: queued again messages that had no live job');
      return requeued;
    },
    target,
    workerSizing(config),
  );
  worker.on('failed', (job, error) => logger.warn({ scan: job?.name, reason: error.message }, 'scan failed (the next period runs it again)'));
  worker.on('error', (error) => logger.error({ err: error.message }, 'scans worker error'));
  return {
    worker,
    async close() {
      await worker.close();
      await Promise.all([schedules.close(), outbox.close()]);
    },
  };
}
