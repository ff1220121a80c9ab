// The specs' `test` and `expect`: Playwright's, plus fixtures for what most tests start from.
//
//   test('…', async ({ signedInPage: page }) => …)    a fresh user, signed in on `page`
//   test('…', async ({ page, user }) => …)            the same, when the test needs the account
//   test('…', async ({ page, admin }) => …)           a page of its own, signed in as the administrator
//   test('…', async ({ page, asAdmin }) => …)         `await asAdmin(page)` signs that page's context in as the administrator
//   test('…', async ({ page, fakeLlm }) => …)         the fake OpenAI server, put back afterwards
import { controlFakeLlm, type FakeLlmState, type FakeMode } from '@growth-suite/fake-llm';
import { test as base, expect, type BrowserContextOptions, type Page } from '@playwright/test';
import { ADMIN, APP_URL, FAKE_LLM_URL, signInViaApi, signUpViaApi } from './support.ts';

export { expect };

export interface Account {
  username: string;
  email: string;
  password: string;
}

/** A way for the fake LLM to answer badly (every mode but 'ok'). */
export type FakeFault = Exclude<FakeMode, 'ok'>;

/**
 * The fake OpenAI server the worker calls. It is one process for the whole run (the tests run
 * one at a time), so whatever a test changes is put back when the test ends.
 */
export interface FakeLlm {
  /** Every call fails this way (the worker's retries too) until `recover()` or the end of the test. */
  fail(fault: FakeFault): Promise<void>;
  /** Only the next calls fail, one fault per call in this order; the calls after them are answered. */
  failNext(...faults: FakeFault[]): Promise<void>;
  /** Calls are answered again. */
  recover(): Promise<void>;
  /** Each call waits this long before its answer (to keep a generation pending). */
  delay(latencyMs: number): Promise<void>;
  /** Streamed answers: the first chunk after `firstTokenMs`, then one of `chunkChars` every `tokenDelayMs`. */
  stream(pace: { firstTokenMs: number; tokenDelayMs: number; chunkChars?: number }): Promise<void>;
  /** How many calls the fake has had since it started. */
  calls(): Promise<number>;
  /** Every call for these tools fails (400, not retried) until the test ends or sets another list. */
  failTools(tools: string[]): Promise<void>;
  /** The next calls answer these results (JSON), first first, in place of the demo's: what "the model" says. */
  answer(...results: unknown[]): Promise<void>;
}

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

interface Fixtures {
  user: Account;
  signedInPage: Page;
  admin: Page;
  asAdmin: (page: Page) => Promise<void>;
  fakeLlm: FakeLlm;
}

interface WorkerFixtures {
  /** The administrator's signed-in browser state (its session cookie), made once per worker. */
  adminState: StorageState;
}

type Settings = Pick<FakeLlmState, 'mode' | 'latencyMs' | 'retryAfterSeconds' | 'script' | 'answers' | 'failTools' | 'firstTokenMs' | 'tokenDelayMs' | 'chunkChars'>;
const control = (patch: Partial<Settings>) => controlFakeLlm(FAKE_LLM_URL, patch);

export const test = base.extend<Fixtures, WorkerFixtures>({
  // Signed in once through the API and reused by every test of the worker (a session is not ended by
  // another one starting, and no test signs the administrator out). The sign-in form itself is
  // driven by accounts.spec.ts.
  adminState: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: APP_URL });
      await signInViaApi(request, ADMIN.username, ADMIN.password);
      const state = await request.storageState();
      await request.dispose();
      await use(state);
    },
    { scope: 'worker' },
  ],

  // Registered through the API with the page's own request context, so the page holds the
  // session cookie. The name starts with the spec's, to tell whose user it is.
  user: async ({ page }, use, testInfo) => {
    const spec = testInfo.file.replace(/^.*[\\/]/, '').replace(/\.spec\.ts$/, '').replace(/[^a-z]/gi, '').slice(0, 10);
    const username = await signUpViaApi(page, spec);
    await use({ username, email: `${username}@example.com`, password: 'secret-123' });
  },

  signedInPage: async ({ page, user }, use) => {
    void user; // `user` signed the page in
    await use(page);
  },

  // Its own browser context, so a test can have the administrator and another user (or a
  // visitor, on `page`) side by side; it starts signed in (the worker's administrator state).
  admin: async ({ browser, adminState }, use) => {
    const context = await browser.newContext({ storageState: adminState });
    const page = await context.newPage();
    await use(page);
    await context.close();
  },

  // For a test that needs the administrator on a page it already has (after a user on it, say).
  asAdmin: async ({ adminState }, use) => {
    await use(async (page) => {
      await page.context().clearCookies();
      await page.context().addCookies(adminState.cookies);
    });
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  fakeLlm: async ({}, use) => {
    const { mode, latencyMs, retryAfterSeconds, script, firstTokenMs, tokenDelayMs, chunkChars } = await control({});
    await use({
      fail: async (fault) => void (await control({ mode: fault })),
      failNext: async (...faults) => void (await control({ script: faults })),
      recover: async () => void (await control({ mode: 'ok', script: [] })),
      delay: async (ms) => void (await control({ latencyMs: ms })),
      stream: async (pace) => void (await control({ chunkChars: 16, ...pace })),
      calls: async () => (await control({})).calls,
      failTools: async (tools) => void (await control({ failTools: tools })),
      answer: async (...results) => void (await control({ answers: results.map((result) => JSON.stringify(result)) })),
    });
    await control({ mode, latencyMs, retryAfterSeconds, script, answers: [], failTools: [], firstTokenMs, tokenDelayMs, chunkChars });
  },
});
