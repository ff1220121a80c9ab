import { defineConfig, devices } from '@playwright/test';

import { E2E_STACKS, fakeLlmPort, stackPort, workerStack } from './e2e/stacks.ts';

// Browser tests run against the real stack: scripts/e2e-server.mjs starts the API (serving the
// built SPA), a worker and the fake LLM on a fresh database and Redis prefix, and removes them
// afterwards. E2E_STACKS of them (1 unless said) can run side by side, one Playwright worker on each
// (e2e/stacks.ts, which says why one is the default here). This file is read again in each worker
// process, where TEST_PARALLEL_INDEX says which stack is its own.
const baseURL = `http://127.0.0.1:${stackPort(workerStack())}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: E2E_STACKS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  outputDir: 'test-results/artifacts',
  use: {
    baseURL,
    // A failed test keeps its trace (each action's DOM snapshots, network, console) and its screenshot, but
    // no film strip: recording the screencast for every test that passes cost a quarter of the suite's
    // time on 2 cores (16 tests, two runs each: 145–155 s with it, 102–122 s without).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      // The system Chromium (never a downloaded browser), with the flags this network needs.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: Array.from({ length: E2E_STACKS }, (_, index) => ({
    command: 'node ../scripts/e2e-server.mjs',
    env: { E2E_PORT: String(stackPort(index)), E2E_FAKE_LLM_PORT: String(fakeLlmPort(index)) },
    url: `http://127.0.0.1:${stackPort(index)}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
  })),
});
