import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every workspace's tests; each workspace
// has its own vitest.config.ts (environment, global setup for its database).
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/db', 'packages/fake-llm', 'packages/server', 'packages/documents', 'packages/telemetry', 'api', 'worker', 'web', 'scripts'],
    // At least two files at once, even on 2 cores (vitest's own default there is one): each file has its
    // own database and Redis prefix, and spends much of its time waiting on MySQL, Redis and the worker
    // processes it starts. Measured on 2 cores: the whole run 8 → 5 minutes.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
