import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'telemetry', environment: 'node', include: ['src/**/*.test.ts'] },
});
