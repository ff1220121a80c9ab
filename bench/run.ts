// `npm run bench`: measures the product against its performance floors, side by side in one run
// on loopback, with the repo's fake OpenAI server. Prints one line per metric and writes
// bench/results/latest.md. Everything it starts it stops, by pid.
import { writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { createKnex, insertGenerationIdempotent, saveGeneration, seed, type LlmCall } from '@growth-suite/db';
import { createTestDatabase } from '@growth-suite/db/testing';
import { controlFakeLlm } from '@growth-suite/fake-llm';
import { GENERATION_QUEUE, generationJobId, sharePath, TOOLS } from '@growth-suite/shared';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { samplePng } from '@growth-suite/documents/testing';
import { freePort, killAll, ROOT, startApiProcess, startNode, startWorkerProcess, workerEnv, type ChildHandle } from '@growth-suite/testing';
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { loadEnv } from '../scripts/lib/env.mjs';
import { prepareTestMachine } from '../scripts/lib/services.mjs';
import { loadConfig as loadWorkerConfig } from '../worker/src/env.ts';
import { createGenerate } from '../worker/src/llm/generate.ts';
import { createLogger } from '../worker/src/logger.ts';
import { createWorkerMetrics } from '../worker/src/metrics.ts';
import { bareServer, requestOnce, throughput } from './lib/http.ts';
import { markdown, report } from './lib/report.ts';
import { WORKER_NODE_FLAGS } from '../worker/nodeFlags.mjs';
import { measureSpa } from './lib/spa.ts';
import { measureExports } from './lib/exports.ts';
import { measureLive } from './lib/live.ts';
import { measureLighthouse, type LighthouseForm } from './lib/lighthouse.ts';
import { measurePack } from './lib/pack.ts';
import { coreSplit, pin } from './lib/cores.ts';
import { measurePageLoads, pageThroughput, warmUp } from './lib/pageLoads.ts';
import { measureDrawingMemory } from './lib/drawingMemory.ts';
import { measureRefine } from './lib/refine.ts';
import { measureFeeUpdates } from './lib/fees.ts';
import { median, percentile, round } from './lib/stats.ts';

const { REDIS_URL } = loadEnv();
const prefix = `gs-bench-${Date.now()}`;
const TOOL = 'niche-finder' as const;
const REQUEST = TOOLS[TOOL].requestSchema.parse(SAMPLE_REQUESTS[TOOL]);
const started = Date.now();
// One section alone, as BENCH_ONLY=<name> or `npm run bench -- <name>`: queue (1 and 2, e.g. to
// compare two commits quickly), exports (8), live (9: first token → partial, 1,000 at once),
// refine (10: a part regenerate against a full generation), pack (11: the pack against its steps
// one by one), pages (12: page loads under load, drawn pages per second), fees (13: a sent proposal's
// fees following the client's inputs), lighthouse (14: performance scores and layout shift of four
// pages, written to results/lighthouse.md).
const SECTIONS = ['queue', 'exports', 'live', 'refine', 'pack', 'pages', 'fees', 'lighthouse'];
const ONLY = process.env.BENCH_ONLY || process.argv[2] || undefined;
if (ONLY !== undefined && !SECTIONS.includes(ONLY)) throw new Error(`Unknown bench section ${ONLY}: one of ${SECTIONS.join(', ')}`);
/** Whether section `name` runs: all of them without a choice. */
const runs = (name: string) => ONLY === undefined || ONLY === name;
// Nothing the benchmark started outlives it, even on Ctrl-C (exit kills what is left).
process.on('SIGINT', () => process.exit(130));

// The same set-up as `npm test`: MySQL/MariaDB and Redis running, Debian's Chromium installed.
await prepareTestMachine(process.env);

// Always measure the code as it is now: workers run as in production (the plain-node bundle),
// and the SPA is the production build.
execFileSync('npm', ['run', 'build', '-w', '@growth-suite/worker'], { cwd: ROOT, stdio: 'inherit' });
execFileSync('npm', ['run', 'build', '-w', '@growth-suite/web'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });

const db = await createTestDatabase('gs_bench');
await seed(db.knex, { adminPassword: 'bench-admin-password' });
const fakePort = await freePort();
const fakeUrl = `http://127.0.0.1:${fakePort}/v1`;
const apiPort = await freePort();
const base = `http://127.0.0.1:${apiPort}`;
const env = {
  ...workerEnv(
    { databaseUrl: db.url, redisUrl: REDIS_URL, redisPrefix: prefix, llm: { url: fakeUrl } },
    { OPENAI_API_KEY: 'bench-key', LLM_TIMEOUT_MS: '10000', LLM_RETRY_BASE_MS: '200', WORKER_CONCURRENCY: '8' },
  ),
  SESSION_SECRET: 'bench-session-secret-bench-session-secret',
  METRICS_PORT: '0',
  // The benchmark is one user firing hundreds of requests: lift the per-user limits for it.
  GENERATION_MAX_IN_FLIGHT: '100000',
  GENERATION_PER_MINUTE: '100000',
  GENERATION_QUEUE_MAX: '100000',
  GENERATION_WAIT_MS: '60000',
  // Section 9 signs up a crowd of users from one address.
  RATE_LIMIT_REGISTER_PER_IP: '100000',
  // Section 12 loads pages from one address: its drawing budget would send plain pages instead.
  RATE_LIMIT_DRAWN_PAGES_PER_IP: '1000000',
};

// The processes run as in production (NODE_ENV=production, warnings only), and only their last
// log lines are kept: a long run must not grow memory with logs.
const production = { NODE_ENV: 'production', LOG_LEVEL: 'warn', APP_URL: base };
const keepLines = 200;
const procs: ChildHandle[] = [];
const workers: ChildHandle[] = [];
const DEFAULT_CONCURRENCY = 8; // WORKER_CONCURRENCY in env above
let workerConcurrency = DEFAULT_CONCURRENCY;
const startWorkers = async (count: number, concurrency = DEFAULT_CONCURRENCY) => {
  if (concurrency !== workerConcurrency) {
    while (workers.length) await workers.pop()!.stop();
    workerConcurrency = concurrency;
  }
  while (workers.length > count) await workers.pop()!.stop();
  while (workers.length < count) {
    workers.push(await startWorkerProcess({ ...production, ...env, WORKER_CONCURRENCY: String(concurrency), LOG_LEVEL: 'info' }, 'worker/dist/index.mjs', { keepLines, nodeFlags: WORKER_NODE_FLAGS }));
  }
};

try {
  procs.push(await startNode('packages/fake-llm/src/cli.ts', { env: { ...production, FAKE_LLM_PORT: String(fakePort) }, ready: 'fake LLM listening', keepLines }));
  const api = await startApiProcess({ ...production, ...env, PORT: String(apiPort), HOST: '127.0.0.1' }, { ready: `${base}/api/ready`, keepLines });
  procs.push(api);
  await startWorkers(1);
  // Idle = a fresh worker, connected and ready, before any job (a fixed settle time on purpose).
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const idleRss = workers[0]!.rssMb();

  // A signed-in bench user.
  const signup = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ username: 'benchuser', email: 'bench@example.com', password: 'bench-password', confirmPassword: 'bench-password' }),
  });
  const cookie = (signup.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  const userId = ((await signup.json()) as { id: number }).id;
  const postHeaders = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', Cookie: cookie };

  // The same generator the worker runs, called in-process: the baseline for the queue path.
  const workerConfig = loadWorkerConfig(env);
  const knex = createKnex(db.url);
  const generate = createGenerate({ config: workerConfig, logger: createLogger('silent'), metrics: createWorkerMetrics() });
  let seq = 0;
  const inProcess = async () => {
    const t0 = performance.now();
    const jobId = `bench-inproc-${(seq += 1)}`;
    const calls: LlmCall[] = [];
    const { results, provider, model, promptVersion } = await generate(TOOL, REQUEST, { jobId, calls });
    await saveGeneration(knex, { jobId, userId, tool: TOOL, request: REQUEST, results, provider, model, promptVersion }, calls);
    return performance.now() - t0;
  };
  const viaApi = async () => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/tools/${TOOL}`, { method: 'POST', headers: postHeaders, body: JSON.stringify(REQUEST) });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`POST /api/tools/${TOOL} → ${res.status}`);
    return performance.now() - t0;
  };

  if (runs('queue')) {
    // 1. Queue overhead with an instant LLM.
    await controlFakeLlm(fakeUrl, { mode: 'ok', latencyMs: 0 });
    for (let i = 0; i < 30; i += 1) await Promise.all([viaApi(), inProcess()]);
    const a0: number[] = [];
    const b0: number[] = [];
    for (let i = 0; i < 300; i += 1) {
      a0.push(await viaApi());
      b0.push(await inProcess());
    }
    const added50 = median(a0) - median(b0);
    const added99 = percentile(a0, 99) - percentile(b0, 99);
    report({ metric: 'queue overhead p50 (LLM 0 ms)', value: `${round(median(a0))} ms`, baseline: `${round(median(b0))} ms in-process`, ratio: `+${round(added50)} ms`, goal: '≤ +2 ms', pass: added50 <= 2 });
    report({ metric: 'queue overhead p99 (LLM 0 ms)', value: `${round(percentile(a0, 99))} ms`, baseline: `${round(percentile(b0, 99))} ms in-process`, ratio: `+${round(added99)} ms`, goal: '≤ +10 ms', pass: added99 <= 10 });

    // 2. With a 500 ms LLM and the worker's 8 slots full.
    await controlFakeLlm(fakeUrl, { latencyMs: 500 });
    const a5: number[] = [];
    const b5: number[] = [];
    for (let wave = 0; wave < 6; wave += 1) {
      a5.push(...(await Promise.all(Array.from({ length: 8 }, viaApi))));
      b5.push(...(await Promise.all(Array.from({ length: 8 }, inProcess))));
    }
    const r50 = median(a5) / median(b5);
    const r99 = percentile(a5, 99) / percentile(b5, 99);
    report({ metric: 'queue path p50 (LLM 500 ms, workers full)', value: `${round(median(a5))} ms`, baseline: `${round(median(b5))} ms in-process`, ratio: `${round(r50, 3)}×`, goal: '≤ 1.01×', pass: r50 <= 1.01 });
    report({ metric: 'queue path p99 (LLM 500 ms, workers full)', value: `${round(percentile(a5, 99))} ms`, baseline: `${round(percentile(b5, 99))} ms in-process`, ratio: `${round(r99, 3)}×`, goal: '≤ 1.05×', pass: r99 <= 1.05 });
  }

  if (ONLY === undefined) {
    // 3. Scaling with worker processes, and 4. worker memory.
    const queue = new Queue(GENERATION_QUEUE, { connection: { url: REDIS_URL }, prefix });
    const events = new QueueEvents(GENERATION_QUEUE, { connection: { url: REDIS_URL, maxRetriesPerRequest: null }, prefix });
    await events.waitUntilReady();
    let batch = 0;
    const runBatch = async (count: number) => {
      batch += 1;
      const ids = new Set<string>();
      const doneAt: number[] = []; // when each job finished, in order
      const finished = new Promise<{ completed: number; failed: number }>((resolve) => {
        let completed = 0;
        let failed = 0;
        const check = () => {
          doneAt.push(performance.now());
          if (completed + failed === count) resolve({ completed, failed });
        };
        events.on('completed', ({ jobId }) => ids.has(jobId) && (completed += 1, check()));
        events.on('failed', ({ jobId }) => ids.has(jobId) && (failed += 1, check()));
      });
      const jobs = Array.from({ length: count }, (_, i) => {
        const requestId = `bench-${batch}-${i}-${Date.now()}`;
        const jobId = generationJobId(userId, requestId);
        ids.add(jobId);
        return { name: TOOL, data: { tool: TOOL, userId, requestId, request: REQUEST }, opts: { jobId, attempts: 1, removeOnComplete: { age: 3600, count: 5000 } } };
      });
      await queue.addBulk(jobs);
      const outcome = await finished;
      events.removeAllListeners('completed');
      events.removeAllListeners('failed');
      return { ...outcome, ids, doneAt };
    };

    let peakRss = workers[0]!.rssMb();
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, workers[0]?.rssMb() ?? 0)), 100);
    for (const count of [1, 2, 4]) {
      await startWorkers(count);
      await runBatch(count * 8); // warm-up wave
      // Steady state: 12 waves are queued at once and the rate is taken over the 10 waves between
      // the end of the first and the end of the eleventh, while the queue is never empty; the
      // enqueueing of the batch and the drain of its last wave are not throughput.
      const slots = count * 8;
      const waves = 10;
      const { doneAt, failed } = await runBatch(slots * (waves + 2));
      const rate = (slots * waves) / ((doneAt[slots * (waves + 1) - 1]! - doneAt[slots - 1]!) / 1000);
      const ideal = slots / 0.5;
      report({
        metric: `worker replicas: throughput, ${count} worker process${count > 1 ? 'es' : ''} × 8 (LLM 500 ms, steady state)`,
        value: `${round(rate, 1)} jobs/s${failed ? ` (${failed} failed)` : ''}`,
        baseline: `${ideal} jobs/s ideal`,
        ratio: `${round(rate / ideal, 3)}`,
        goal: '≥ 0.95',
        pass: rate / ideal >= 0.95 && failed === 0,
      });
      if (count === 1) clearInterval(sampler);
    }
    report({ metric: 'worker RSS idle (fresh, before any job)', value: `${round(idleRss, 1)} MB`, baseline: '-', ratio: '-', goal: '≤ 120 MB', pass: idleRss <= 120 });
    report({ metric: 'worker RSS under load (peak, 8 jobs in flight, after 600+ jobs)', value: `${round(peakRss, 1)} MB`, baseline: '-', ratio: '-', goal: '≤ 160 MB', pass: peakRss <= 160 });

    // 5. HTTP against a bare node:http server answering the same bytes.
    await startWorkers(1);
    await controlFakeLlm(fakeUrl, { latencyMs: 0 });
    const many = Array.from({ length: 200 }, (_, i) => i);
    for (const i of many) {
      await insertGenerationIdempotent(knex, { jobId: `bench-history-${i}`, userId, tool: 'cold-email', request: SAMPLE_REQUESTS['cold-email'], results: { sequence: [], abTestVariants: [] }, provider: 'demo', model: 'demo' });
    }
    const endpoints: { metric: string; path: string; headers: Record<string, string>; goal: number }[] = [
      { metric: 'GET /api/user (session)', path: '/api/user', headers: { Cookie: cookie }, goal: 0.3 },
      { metric: 'GET public links settings', path: '/api/admin/settings/category/links', headers: {}, goal: 0.4 },
      { metric: 'GET history list, 200 items', path: '/api/history/cold-email?limit=200', headers: { Cookie: cookie }, goal: 0.2 },
    ];
    for (const endpoint of endpoints) {
      const sample = await requestOnce(`${base}${endpoint.path}`, { headers: endpoint.headers });
      if (sample.status !== 200) throw new Error(`${endpoint.path} → ${sample.status}`);
      const bare = await bareServer(sample.text, sample.headers.get('content-type') ?? 'application/json');
      const real: number[] = [];
      const baseline: number[] = [];
      for (let round_ = 0; round_ < 3; round_ += 1) {
        real.push(await throughput(`${base}${endpoint.path}`, endpoint.headers, { connections: 16, durationMs: 2000 }));
        baseline.push(await throughput(bare.url, {}, { connections: 16, durationMs: 2000 }));
      }
      await bare.close();
      const ratio = median(real) / median(baseline);
      report({ metric: endpoint.metric, value: `${Math.round(median(real))} req/s`, baseline: `${Math.round(median(baseline))} req/s bare node:http`, ratio: `${round(ratio, 3)}×`, goal: `≥ ${endpoint.goal}×`, pass: ratio >= endpoint.goal });
    }

    // 6. The SPA in headless Chromium.
    const floorPage = await bareServer('<!doctype html><html><body><a href="/">Try Now</a></body></html>', 'text/html');
    const spa = await measureSpa(base, { username: 'benchuser', password: 'bench-password' }, floorPage.url);
    await floorPage.close();
    report({ metric: 'SPA first-load JS (gzip) for /', value: `${round(spa.gzipKb, 1)} kB`, baseline: '-', ratio: '-', goal: '≤ 260 kB', pass: spa.gzipKb <= 260 });
    report({ metric: "time to 'Try Now' visible", value: `${Math.round(spa.visibleMs)} ms`, baseline: `${Math.round(spa.floorMs)} ms static page`, ratio: `${round(spa.visibleMs / spa.floorMs, 2)}×`, goal: '≤ 800 ms', pass: spa.visibleMs <= 800 });
    report({ metric: "time to 'Try Now' visible, 4× CPU throttling", value: `${Math.round(spa.throttledMs)} ms`, baseline: '-', ratio: '-', goal: '≤ 2000 ms', pass: spa.throttledMs <= 2000 });

    // 7. A rate-limit storm: every other LLM call is a 429 with Retry-After.
    await startWorkers(2);
    await controlFakeLlm(fakeUrl, { mode: 'rate-limit-half', latencyMs: 20, retryAfterSeconds: 1 });
    const storm = await runBatch(64);
    const perJob: { job_id: string; n: number }[] = await knex('llm_calls').whereIn('job_id', [...storm.ids]).groupBy('job_id').select('job_id', knex.raw('COUNT(*) AS n'));
    const maxCalls = Math.max(...perJob.map((r) => Number(r.n)));
    const meanCalls = perJob.reduce((sum, r) => sum + Number(r.n), 0) / perJob.length;
    report({
      metric: 'rate-limit storm (50% 429): jobs finished',
      value: `${storm.completed} completed, ${storm.failed} failed of 64`,
      baseline: '-',
      ratio: '-',
      goal: 'all finish or fail cleanly',
      pass: storm.completed + storm.failed === 64,
    });
    report({ metric: 'rate-limit storm: LLM calls per job', value: `max ${maxCalls}, mean ${round(meanCalls)}`, baseline: `budget ${workerConfig.retry.maxAttempts}`, ratio: '-', goal: `≤ ${workerConfig.retry.maxAttempts}`, pass: maxCalls <= workerConfig.retry.maxAttempts });

    await Promise.all([queue.close(), events.close()]);
  }
  // 8. PDF exports on the workers, against the api's other requests.
  if (runs('exports')) await startWorkers(1).then(() => measureExports({ base, cookie, knex, userId }));
  // 9. Live generation: first token → partial on the stream, and 1,000 generations waiting at once.
  if (runs('live')) {
    await measureLive({
      base,
      api,
      fakeUrl,
      knex,
      startWorkers,
      async startApi() {
        const port = await freePort();
        const handle = await startApiProcess({ ...production, ...env, PORT: String(port), HOST: '127.0.0.1' }, { ready: `http://127.0.0.1:${port}/api/ready`, keepLines });
        procs.push(handle);
        return { base: `http://127.0.0.1:${port}`, handle };
      },
    });
  }
  // 10. A part regenerate against a full generation of the same tool, and its first partial.
  if (runs('refine')) await startWorkers(1, DEFAULT_CONCURRENCY).then(() => measureRefine({ base, fakeUrl, cookie }));
  // 11. The pack: call → proposal as one queued flow, against its steps run one by one.
  if (runs('pack')) {
    await startWorkers(1, DEFAULT_CONCURRENCY);
    await measurePack({ base, fakeUrl, cookie, account: { email: 'bench@example.com', fullName: 'benchuser', companyName: 'benchuser', currency: 'USD', locale: 'en-US' } });
  }
  // 12. Page loads under load: a crowd of 50 page loads against everyone else's API calls, with the
  // drawing bounds (SERVER_RENDER_CONCURRENCY/QUEUE, their defaults), with them lifted, and with drawing
  // at the api's own priority, side by side; and drawn pages per second against the plain page. Each api
  // timed runs on a core of its own and the bench on the others (lib/cores.ts), and one more api with the
  // defaults shares every core with the bench: what the host's sharing adds, told apart from what drawing does.
  if (runs('pages')) {
    // One api per line, the same production settings but `overrides`.
    const variant = (overrides: Record<string, string>) =>
      freePort().then((port) =>
        startApiProcess({ ...production, ...env, PORT: String(port), HOST: '127.0.0.1', ...overrides }, { ready: `http://127.0.0.1:${port}/api/ready`, keepLines }).then((proc) => ({ proc, base: `http://127.0.0.1:${port}` })),
      );
    const split = coreSplit();
    // One after another: four apis starting at once on a busy 2-core host passed the 30 s a start may take.
    const lifted = await variant({ SERVER_RENDER_CONCURRENCY: '100000', SERVER_RENDER_QUEUE: '0' });
    const plain = await variant({ RATE_LIMIT_DRAWN_PAGES_PER_IP: '1' });
    // The defaults but drawing at the api's own priority: what giving way is worth.
    const sameNice = await variant({ SERVER_RENDER_NICE: '0' });
    // The defaults again, sharing every core with the bench (without a split, the first line again: none).
    const sharing = split ? await variant({}) : null;
    procs.push(lifted.proc, plain.proc, sameNice.proc, ...(sharing ? [sharing.proc] : []));
    const own = [api, lifted.proc, plain.proc, sameNice.proc];
    if (split) for (const handle of own) pin(handle.pid, split.api);
    // The control: the same crowd given plain pages only (that api's drawing budget is one page), so
    // what drawing adds is told apart from what serving a crowd at all costs on this host.
    await pageThroughput(`${plain.base}/auth`, { connections: 1, durationMs: 500, fresh: false }); // spends its one drawing
    const targets: (readonly [string, string, string | undefined])[] = [
      ['bounded (defaults)', base, split?.bench],
      ['bounds lifted', lifted.base, split?.bench],
      ['drawing not giving way (SERVER_RENDER_NICE=0)', sameNice.base, split?.bench],
      ['plain pages only (control)', plain.base, split?.bench],
      ...(split && sharing ? [['bounded (defaults), every process on every core', sharing.base, split.all] as const] : []),
    ];
    for (const [, target, benchCores] of targets) await warmUp({ base: target, cookie, benchCores });
    const figures = await measurePageLoads(targets.map(([, target, benchCores]) => ({ base: target, cookie, benchCores })));
    const where = split ? `api on core ${split.api}, bench on ${split.bench}` : 'every process on every core';
    for (const [index, [name, target, benchCores]] of targets.entries()) {
      const f = figures[index]!;
      const health = f.loaded.healthP99 / f.idle.healthP99;
      const api = f.loaded.apiP99 / f.idle.apiP99;
      const bounded = target === base;
      const context = `${f.loaded.pagesPerSecond} pages/s, ${Math.round(f.loaded.drawnShare * 100)} % drawn${benchCores === split?.bench ? `, ${where}` : ''}`;
      report({ metric: `page loads under load, ${name}: /api/health p99`, value: `${f.loaded.healthP99} ms (${context})`, baseline: `${f.idle.healthP99} ms idle`, ratio: `${round(health)}×`, goal: bounded ? '≤ 2×' : '-', pass: bounded ? health <= 2 : null });
      report({ metric: `page loads under load, ${name}: signed-in API p99`, value: `${f.loaded.apiP99} ms`, baseline: `${f.idle.apiP99} ms idle`, ratio: `${round(api)}×`, goal: bounded ? '≤ 2×' : '-', pass: bounded ? api <= 2 : null });
    }
    // What a drawing costs, on the api whose drawing does not give way: on 2 cores a drawing thread at nice
    // 19 also yields to this bench's own client, and the figure would be the host's, not the drawing's.
    if (split) pin(process.pid, split.bench);
    const drawnRate = await pageThroughput(`${sameNice.base}/auth`, { connections: 4, durationMs: 5000, fresh: true });
    const plainRate = await pageThroughput(`${plain.base}/auth`, { connections: 4, durationMs: 5000, fresh: true });
    report({ metric: 'drawn pages per second per core (/auth, none kept)', value: `${drawnRate.perSecond}/s (${Math.round(drawnRate.drawnShare * 100)} % drawn)`, baseline: `${plainRate.perSecond}/s plain page`, ratio: `${round(drawnRate.perSecond / plainRate.perSecond, 3)}×`, goal: '-', pass: null });
    // The sections after this one time the api on every core again.
    if (split) for (const handle of [...own, { pid: process.pid }]) pin(handle.pid, split.all);
    // What the drawing threads hold: two fresh apis, one and three threads, the same signed-in dashboards
    // drawn on each (their queries answered too); one thread's cost is half the difference.
    const oneThread = await variant({ SERVER_RENDER_THREADS: '1' });
    const threeThreads = await variant({ SERVER_RENDER_THREADS: '3' });
    procs.push(oneThread.proc, threeThreads.proc);
    const memory = { pages: 400, connections: 4 };
    const one = await measureDrawingMemory({ base: oneThread.base, rssMb: () => oneThread.proc.rssMb() }, cookie, memory);
    const three = await measureDrawingMemory({ base: threeThreads.base, rssMb: () => threeThreads.proc.rssMb() }, cookie, memory);
    report({ metric: `api RSS before any page → after ${one.pages} drawn dashboards, 1 drawing thread`, value: `${one.beforeMb} → ${one.afterMb} MB (${Math.round(one.drawnShare * 100)} % drawn)`, baseline: '-', ratio: '-', goal: '-', pass: null });
    report({ metric: `api RSS before any page → after ${three.pages} drawn dashboards, 3 drawing threads`, value: `${three.beforeMb} → ${three.afterMb} MB (${Math.round(three.drawnShare * 100)} % drawn)`, baseline: '-', ratio: '-', goal: '-', pass: null });
    report({ metric: 'one drawing thread, after the pages (half the difference of the two)', value: `${round((three.afterMb - one.afterMb) / 2, 0)} MB`, baseline: '-', ratio: '-', goal: '-', pass: null });
  }
  // 13. A sent proposal's page: the fees follow the client's value inputs, on a phone-sized page.
  if (runs('fees')) {
    const fees = await measureFeeUpdates({ base, knex, userId, cookie });
    report({ metric: `sent proposal: fees updated after an input change (${fees.changes} changes)`, value: `${round(fees.medianMs, 1)} ms median, ${round(fees.maxMs, 1)} ms max`, baseline: '-', ratio: '-', goal: '≤ 200 ms', pass: fees.maxMs <= 200 });
    report({ metric: 'sent proposal: fees updated, 4× CPU throttling', value: `${round(fees.throttledMedianMs, 1)} ms median, ${round(fees.throttledMaxMs, 1)} ms max`, baseline: '-', ratio: '-', goal: '- (how a slow phone fares)', pass: null });
  }
  // 14. Lighthouse: /auth, the dashboard, a tool page, a shared result and a sent proposal's client page
  // (its brand with a logo), mobile and desktop.
  if (runs('lighthouse')) {
    const saved = await insertGenerationIdempotent(knex, { jobId: 'bench-lighthouse', userId, tool: TOOL, request: REQUEST, results: demoResult(TOOL, REQUEST), provider: 'demo', model: 'demo' });
    const share = await fetch(`${base}/api/history/${TOOL}/${saved}/shares`, { method: 'POST', headers: postHeaders, body: '{}' });
    if (share.status !== 201) throw new Error(`POST shares → ${share.status}`);
    const { token } = (await share.json()) as { token: string };
    // The client's page of a sent proposal, its brand with a logo (the layout shift the logo must not cause).
    const logo = await fetch(`${base}/api/account/brand/logo`, { method: 'PUT', headers: { ...postHeaders, 'Content-Type': 'image/png' }, body: await samplePng(240, 80) });
    if (logo.status !== 200) throw new Error(`PUT brand logo → ${logo.status}`);
    const proposalRequest = TOOLS.proposal.requestSchema.parse(SAMPLE_REQUESTS.proposal);
    const proposalId = await insertGenerationIdempotent(knex, { jobId: 'bench-lighthouse-sent', userId, tool: 'proposal', request: proposalRequest, results: demoResult('proposal', proposalRequest), provider: 'demo', model: 'demo' });
    const sent = await fetch(`${base}/api/proposals/${proposalId}/send`, { method: 'POST', headers: postHeaders, body: '{}' });
    if (sent.status !== 201) throw new Error(`POST send → ${sent.status}`);
    const { url: sentUrl } = (await sent.json()) as { url: string };
    // LIGHTHOUSE_PAGES=<words>: only the pages whose names hold one of them (a quick look at one page).
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((word) => word.trim()).filter(Boolean);
    const pages = [
      { name: '/auth', url: `${base}/auth` },
      { name: '/ (dashboard)', url: `${base}/`, cookie },
      { name: 'a tool page', url: `${base}${TOOLS[TOOL].route}`, cookie },
      { name: 'a shared result', url: `${base}${sharePath(token)}` },
      { name: 'a sent proposal (with a logo)', url: sentUrl },
    ].filter((page) => !only?.length || only.some((word) => page.name.includes(word)));
    // LIGHTHOUSE_FORMS=mobile,mobile-calibrated: only those forms (desktop takes a third of the time).
    const forms = (process.env.LIGHTHOUSE_FORMS?.split(',').map((word) => word.trim()).filter(Boolean) ?? ['mobile', 'mobile-calibrated', 'desktop']) as LighthouseForm[];
    const figures = await measureLighthouse(pages, Number(process.env.LIGHTHOUSE_RUNS ?? 5), forms);
    for (const f of figures) {
      const goal = f.form === 'desktop' ? 95 : 90;
      const form = f.form === 'mobile-calibrated' ? `mobile (CPU ${f.cpuSlowdown}× for this host)` : f.form;
      report({ metric: `Lighthouse ${form} performance, ${f.page}`, value: `${f.score}`, baseline: `LCP ${f.lcpMs} ms, TBT ${f.tbtMs} ms, host CPU index ${f.hostCpuIndex}`, ratio: '-', goal: `≥ ${goal}`, pass: f.score >= goal });
      report({ metric: `Lighthouse ${form} layout shift, ${f.page}`, value: `${f.cls}`, baseline: '-', ratio: '-', goal: '≤ 0.1', pass: f.cls <= 0.1 });
      // What the page downloads does not move with the machine's load: once per page (desktop loads the same files).
      if (f.form === 'mobile') report({ metric: `JavaScript on first load, ${f.page}`, value: `${f.jsTransferKb} kB`, baseline: `${f.jsKb} kB uncompressed, ${f.jsFiles} files`, ratio: '-', goal: '-', pass: null });
    }
  }
  await knex.destroy();
} finally {
  for (const worker of workers.splice(0)) await worker.stop();
  for (const proc of procs.reverse()) await proc.stop();
  killAll();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await db.drop();
}

const meta = {
  date: new Date().toISOString(),
  machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
  duration: `${Math.round((Date.now() - started) / 1000)} s`,
};
// The sections run on their own (Lighthouse takes minutes; the pack wants a quiet machine) keep their
// own results file, so a full run's latest.md is not overwritten by one section.
if (ONLY === 'lighthouse' || ONLY === 'pack' || ONLY === 'pages' || ONLY === 'live') {
  writeFileSync(new URL(`./results/${ONLY}.md`, import.meta.url), markdown(meta));
  console.log(`[bench] ${ONLY} only, done in ${meta.duration}; results in bench/results/${ONLY}.md`);
} else if (ONLY !== undefined) {
  console.log(`[bench] ${ONLY} only, done in ${meta.duration} (bench/results/latest.md left as it was)`);
} else {
  writeFileSync(new URL('./results/latest.md', import.meta.url), markdown(meta));
  console.log(`[bench] done in ${meta.duration}; results in bench/results/latest.md`);
}
