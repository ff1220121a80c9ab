// The browser tests can run on E2E_STACKS stacks at once (1 unless said), each a whole product of its own —
// api, worker, fake LLM, database and Redis prefix (scripts/e2e-server.mjs) — on ports E2E_PORT,
// E2E_PORT + 100, …, with one Playwright worker per stack. A spec file runs whole on one worker, so
// what a file changes for everyone on its stack (the admin's settings, the fake LLM's mode) never
// meets another file's tests: they run on the other stack, or after it on the same one.
// One by default. On a 2-core machine two stacks and two browsers were once slower, not faster (3.7 tests
// a minute against 7.5 one at a time — each headless Chromium keeps a core's fifth busy drawing), and the
// live-generation spec's timing failed under that load. Measured again in 2026-12, two stacks were faster
// (17–19 min against 21), but the same spec failed once more: its stream ended before its checks of the
// screen while writing had run. Worth 2 or more on a machine with more cores.
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_STACKS = Math.max(1, Math.floor(Number(process.env.E2E_STACKS ?? 1)) || 1);

export const stackPort = (index: number) => E2E_BASE_PORT + 100 * index;
/** The fake LLM sits beside its stack's api. */
export const fakeLlmPort = (index: number) => stackPort(index) + 1;
/** Its api with mail on (same database and queue), and the mailbox its messages arrive in (scripts/e2e-server.mjs). */
export const mailApiPort = (index: number) => stackPort(index) + 2;
export const mailboxPort = (index: number) => stackPort(index) + 4;

/**
 * This process's stack: Playwright gives each of its worker processes an index from 0 to workers − 1
 * (TEST_PARALLEL_INDEX, kept by a worker restarted after a failure); the runner itself has none (0).
 */
export const workerStack = () => Number(process.env.TEST_PARALLEL_INDEX ?? 0) % E2E_STACKS;
