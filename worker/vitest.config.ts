import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'worker', environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 20_000, hookTimeout: 30_000 },
});
