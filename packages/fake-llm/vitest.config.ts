import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'fake-llm', environment: 'node', include: ['src/**/*.test.ts'] },
});
