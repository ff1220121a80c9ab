// The set-up a test file shares with others: one app for the whole file, ann and bob signed in, and
// for the files that generate, the fake LLM and real worker processes; all stopped after the file.
// The hooks hand what they started to the file's own variables (`started`), so a test reads `t`,
// `ann` or `fake` as before.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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

export interface ListeningApp {
  t: TestApp;
  fake: FakeLlm;
  /** The app's address on a real port (`http://127.0.0.1:<port>`), for event streams. */
  base: string;
}

/** What generating files run with: long enough a wait for a real worker, a per-minute limit no test meets by accident. */
export const GENERATING_ENV = { GENERATION_WAIT_MS: '10000', GENERATION_PER_MINUTE: '100' };

interface WorkerOptions {
  /** How many worker processes (one unless said). */
  workers?: number;
  /** Their settings beyond the app's database, queue and the fake LLM. */
  workerEnv?: Record<string, string>;
}

async function signIn(t: TestApp): Promise<SignedInApp> {
  const ann = await t.signedIn('ann');
  const bob = await t.signedIn('bob');
  const annId = (await t.db.knex('users').where({ username: 'ann' }).first('id')).id as number;
  return { t, ann, bob, annId };
}

/**
 * The app, the fake LLM and the workers for the file; `ready` runs once they are up. What is started
 * is stopped after the file in the reverse order (the workers, then the fake LLM, then the app), and
 * the fake forgets its scripted answers before each test.
 */
function withGenerating(env: Record<string, string>, options: WorkerOptions, ready: (t: TestApp, fake: FakeLlm, stop: (close: () => unknown) => void) => Promise<void>): void {
  const stops: (() => unknown)[] = [];
  const stop = (close: () => unknown) => void stops.unshift(close);
  let fake: FakeLlm | undefined;
  beforeAll(async () => {
    const t = await createTestApp(env);
    stop(() => t.close());
    const llm = await startFakeLlm();
    fake = llm;
    stop(() => llm.close());
    for (let i = 0; i < (options.workers ?? 1); i += 1) {
      const worker = await startWorkerProcess(workerEnv({ ...t.services, llm }, options.workerEnv));
      stop(() => worker.stop());
    }
    await ready(t, llm, stop);
  }, 60_000);
  afterAll(async () => {
    for (const close of stops) await close();
  });
  beforeEach(() => fake?.reset());
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

/** The file's app with the fake LLM and a worker process, ann and bob signed in. */
export function withGeneratingApp(started: (app: GeneratingApp) => void, env: Record<string, string> = GENERATING_ENV): void {
  withGenerating(env, {}, async (t, fake) => started({ ...(await signIn(t)), fake }));
}

/** The file's app on a real port (event streams need one), with the fake LLM and the workers; no one signed in. */
export function withListeningApp(started: (app: ListeningApp) => void, env: Record<string, string>, options: WorkerOptions): void {
  withGenerating(env, options, async (t, fake, stop) => {
    const server = createServer(t.server).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    // Closed before the app is (stops run last-started first).
    stop(() => server.close());
    started({ t, fake, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  });
}
