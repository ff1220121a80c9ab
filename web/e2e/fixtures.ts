// The specs' `test` and `expect`: Playwright's, plus fixtures for what most tests start from.
//
//   test('…', async ({ signedInPage: page }) => …)    a fresh user, signed in on `page`
//   test('…', async ({ page, user }) => …)            the same, when the test needs the account
//   test('…', async ({ page, admin }) => …)           a page of its own, signed in as the administrator
//   test('…', async ({ page, fakeLlm }) => …)         the fake OpenAI server, put back afterwards
import { controlFakeLlm, type FakeLlmState, type FakeMode } from '@growth-suite/fake-llm';
import { test as base, expect, type Page } from '@playwright/test';
import { ADMIN, FAKE_LLM_URL, signIn, signUpViaApi } from './support.ts';

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
}

interface Fixtures {
  user: Account;
  signedInPage: Page;
  admin: Page;
  fakeLlm: FakeLlm;
}

type Settings = Pick<FakeLlmState, 'mode' | 'latencyMs' | 'retryAfterSeconds' | 'script' | 'failTools' | 'firstTokenMs' | 'tokenDelayMs' | 'chunkChars'>;
const control = (patch: Partial<Settings>) => controlFakeLlm(FAKE_LLM_URL, patch);

export const test = base.extend<Fixtures>({
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
  // visitor, on `page`) side by side. Signed in through the form, as a person would.
  admin: async ({ browser }, use) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, ADMIN.username, ADMIN.password);
    await use(page);
    await context.close();
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
    });
    await control({ mode, latencyMs, retryAfterSeconds, script, failTools: [], firstTokenMs, tokenDelayMs, chunkChars });
  },
});
