// One Redis key prefix for the whole worker test run (each test file adds its own part to it), and a
// check once every file has finished: the run must leave no key under it. A file that leaves keys
// behind (event numbering, a queue's housekeeping) fails the run here, naming them; they are removed
// all the same, so that the failure is the only trace of them. (Each file also checks its own keys in
// its afterAll, which the test report counts; this catches a file that does not.)
import { randomBytes } from 'node:crypto';
import { listRedisKeys, removeRedisKeys } from '@growth-suite/testing';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's Redis key prefix: `${inject('redisPrefix')}-<file>`. */
    redisPrefix: string;
  }
}

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export default function setup(project: TestProject) {
  const prefix = `gs-test-worker-${Date.now()}-${randomBytes(3).toString('hex')}`;
  project.provide('redisPrefix', prefix);
  return async () => {
    const left = await listRedisKeys(redisUrl, prefix);
    if (left.length === 0) return;
    await removeRedisKeys(redisUrl, prefix);
    const shown = left.sort().slice(0, 10).join(', ');
    // vitest reports an error thrown here but still exits 0: the exit code is set here, and `npm test`
    // counts a non-zero exit of vitest as a failure.
    process.exitCode = 1;
    console.error(`[worker tests] FAILED: ${left.length} Redis key(s) left behind (now removed): ${shown}${left.length > 10 ? ', …' : ''}`);
  };
}
