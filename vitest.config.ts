import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every workspace's tests; each workspace
// has its own vitest.config.ts (environment, global setup for its database).
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/db', 'packages/fake-llm', 'packages/server', 'packages/documents', 'packages/telemetry', 'api', 'worker', 'web', 'scripts'],
  },
});
