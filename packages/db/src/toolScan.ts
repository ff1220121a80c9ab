// A scan a tool runs for the whole cluster (its folder's scans.ts, collected in generated/toolScans.ts):
// the worker schedules each on the `scans` queue and runs it by name, without naming the tool.
import type { ScanName } from '@growth-suite/server';
import type { Knex } from 'knex';
import type { MailOutbox } from './mailOutbox.ts';

/** What a scan works with: the database, the mail outbox, the secret links are signed with, the public origin. */
export interface ScanDeps {
  knex: Knex;
  mail: Pick<MailOutbox, 'send'>;
  secret: string;
  appUrl: string;
}

/** The periods the worker's configuration holds for tools' scans (REMINDER_SCAN_MS). */
export interface ScanSettings {
  reminderScanMs: number;
}

export interface ToolScan {
  /** Its job name on the `scans` queue (and its job scheduler's id). */
  name: ScanName;
  /** How often it runs, from the worker's configuration; 0 removes its schedule. */
  every: (settings: ScanSettings) => number;
  /** Does what is due at `now`; how many things it did. */
  run: (deps: ScanDeps, now: Date) => Promise<number>;
}
