import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  // Whole screens (antd, the router, the query client) render in happy-dom in 1–3 s on a 2-core machine,
  // several times that while other suites run beside them: the 5 s default is too tight for them.
  test: { name: 'web', environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['src/test/setup.ts'], testTimeout: 20_000 },
});
