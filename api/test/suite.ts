// The set-up a test file shares with others: one app for the whole file, ann and bob signed in, and
// for the files that generate, the fake LLM and one real worker process; all stopped after the file.
// The hooks hand what they started to the file's own variables (`started`), so a test reads `t`,
// `ann` or `fake` as before.
import { startFakeLlm, type FakeLlm } from '@growth-suite/fake-llm';
import { startWorkerProcess, workerEnv } from '@growth-suite/testing';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestApp, type TestApp } from './support.ts';

/** A signed-in browser (a supertest agent with its cookie). */
export type Browser = Awaited<ReturnType<TestApp['signedIn']>>;

export interface SignedInApp {
  t: TestApp;
  ann: Browser;
  bob: Browser;
  /** ann's user id, for rows a test inserts as hers. */
  annId: number;
}

export interface GeneratingApp extends SignedInApp {
  fake: FakeLlm;
}

/** What generating files run with: long enough a wait for a real worker, a per-minute limit no test meets by accident. */
export const GENERATING_ENV = { GENERATION_WAIT_MS: '10000', GENERATION_PER_MINUTE: '100' };

async function signIn(t: TestApp): Promise<SignedInApp> {
  const ann = await t.signedIn('ann');
  const bob = await t.signedIn('bob');
  const annId = (await t.db.knex('users').where({ username: 'ann' }).first('id')).id as number;
  return { t, ann, bob, annId };
}

/** The file's app without the AI (`env`: the app's settings for this file). */
export function withSignedInApp(env: Record<string, string>, started: (app: SignedInApp) => void): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(env);
    started(await signIn(t));
  }, 60_000);
  afterAll(() => t?.close());
}

/** The file's app with the fake LLM and a worker process; the fake forgets its scripted answers before each test. */
export function withGeneratingApp(started: (app: GeneratingApp) => void, env: Record<string, string> = GENERATING_ENV): void {
  const stops: (() => Promise<unknown>)[] = [];
  let fake: FakeLlm | undefined;
  beforeAll(async () => {
    const t = await createTestApp(env);
    stops.push(() => t.close());
    fake = await startFakeLlm();
    const llm = fake;
    stops.unshift(() => llm.close());
    const worker = await startWorkerProcess(workerEnv({ ...t.services, llm }));
    stops.unshift(() => worker.stop());
    started({ ...(await signIn(t)), fake });
  }, 60_000);
  // Stopped in the reverse order: the worker, then the fake LLM, then the app.
  afterAll(async () => {
    for (const stop of stops) await stop();
  });
  beforeEach(() => fake?.reset());
}
