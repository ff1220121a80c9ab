// `npm test`: every test in the repo. Makes sure MySQL/MariaDB, Redis and
// Chromium are there, typechecks, lints (ESLint), builds the SPA, runs the unit and integration
// tests (vitest, real databases) and the browser tests (Playwright), then prints
// one closing line `N passed, N failed` and exits non-zero on any failure.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { loadEnv, ROOT } from './lib/env.mjs';
import { step } from './lib/proc.mjs';
import { prepareTestMachine } from './lib/services.mjs';
import { dropStaleTestDatabases } from './lib/stale.mjs';

const env = loadEnv();
process.env.NODE_ENV = 'test';
process.env.TURBO_TELEMETRY_DISABLED = '1';

try {
  await dropStaleTestDatabases(await prepareTestMachine(env));
} catch (error) {
  console.error(`[test] ${error.message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const failures = [];
if (step('typecheck', 'npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only']) !== 0) failures.push('typecheck');
if (step('lint', 'npm', ['run', 'lint', '--silent']) !== 0) failures.push('lint');
if (step('check:tools', process.execPath, ['scripts/check-tools.mjs']) !== 0) failures.push('check:tools');
if (step('build', 'npm', ['run', 'build', '-w', '@growth-suite/web'], { env: { ...process.env, NODE_ENV: 'production' } }) !== 0) failures.push('web build');

mkdirSync(`${ROOT}.tmp`, { recursive: true });
const vitestJson = `${ROOT}.tmp/vitest.json`;
rmSync(vitestJson, { force: true });
// A check after the last file (the worker tests' global teardown: no Redis key left behind) fails only
// the exit code, not the report: both are read.
const vitestExit = step('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);

const playwrightJson = `${ROOT}web/test-results/results.json`;
rmSync(playwrightJson, { force: true });
step('playwright', 'npx', ['playwright', 'test', '-c', 'web/playwright.config.ts']);

const unit = readJson(vitestJson);
const e2e = readJson(playwrightJson);
let passed = 0;
let failed = failures.length;
let skipped = 0;
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests + (unit.success === false && unit.numFailedTests === 0 ? 1 : 0);
  skipped += unit.numPendingTests + (unit.numTodoTests ?? 0);
  if (vitestExit !== 0 && unit.success !== false) {
    failures.push('vitest exited non-zero after its tests (see its last lines)');
    failed += 1;
  }
} else {
  failures.push('vitest produced no report');
  failed += 1;
}
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected + (e2e.errors?.length ?? 0);
  skipped += e2e.stats.skipped;
} else {
  failures.push('playwright produced no report');
  failed += 1;
}
// The failed tests by name, last, where a log's tail shows them.
for (const name of failedTests(unit, e2e)) console.log(`[test] failed: ${name}`);
if (failures.length) console.log(`[test] failed steps: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);

function readJson(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The names of the failed tests in the vitest and Playwright reports, file first. */
function failedTests(unit, e2e) {
  const names = [];
  for (const file of unit?.testResults ?? []) {
    const path = file.name?.replace(ROOT, '') ?? '';
    for (const test of file.assertionResults ?? []) if (test.status === 'failed') names.push(`${path} › ${test.fullName}`);
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) names.push(`${path} (the file did not run: ${String(file.message ?? '').split('\n')[0]})`);
  }
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) if (test.status === 'unexpected') names.push(`${spec.file} › ${[...titles, spec.title].join(' › ')}`);
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of e2e?.suites ?? []) walk(suite, []);
  return names;
}
