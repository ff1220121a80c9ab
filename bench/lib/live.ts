// Live generation under load (issue: live generation). Two measures:
// 1. From the LLM's first token to the first partial result reaching the browser's event stream,
//    through the whole path (fake LLM → worker → Redis → api → SSE), one generation at a time.
// 2. 1,000 generations waiting at once, each with its POST and its event stream open, spread over
//    334 users (3 each, the default per-user limit), workers scaled to 1,000 slots, the LLM taking
//    about 5 s: nothing lost or duplicated, and the api's memory flat over a second identical round.
//    Once with one api process, once with two (the POST on one, the stream on the other).
import type { Knex } from '@growth-suite/db';
import { controlFakeLlm } from '@growth-suite/fake-llm';
import { generationJobId, type ToolSlug } from '@growth-suite/shared';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { openSse, type ChildHandle } from '@growth-suite/testing';
import { report } from './report.ts';
import { median, percentile, round } from './stats.ts';

const TOOL: ToolSlug = 'niche-finder';
const CONCURRENT = 1000;
const ROUNDS = 6;
const PER_USER = 3;
const JSON_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

export interface LiveContext {
  base: string;
  api: ChildHandle;
  fakeUrl: string;
  knex: Knex;
  /** Starts another api process on the same database and Redis; answers its base URL. */
  startApi(): Promise<{ base: string; handle: ChildHandle }>;
  /** (Re)starts `count` worker processes with `concurrency` slots each. */
  startWorkers(count: number, concurrency: number): Promise<void>;
}

let keySeq = 0;
const key = () => `live-${Date.now().toString(36)}-${(keySeq += 1)}`;

async function signUp(base: string, username: string) {
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ username, email: `${username}@example.com`, password: 'bench-password', confirmPassword: 'bench-password' }),
  });
  if (res.status !== 201) throw new Error(`register ${username} → ${res.status}`);
  const { id } = (await res.json()) as { id: number };
  return { id, cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
}

/** One generation as the SPA runs it: the POST and, at the same moment, its event stream. */
async function generation(postBase: string, streamBase: string, cookie: string) {
  const requestId = key();
  const t0 = performance.now();
  const post = fetch(`${postBase}/api/tools/${TOOL}`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, Cookie: cookie, 'Idempotency-Key': requestId },
    body: JSON.stringify(SAMPLE_REQUESTS[TOOL]),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as { historyId?: number; message?: string }, ms: performance.now() - t0 }));
  const stream = await openSse(`${streamBase}/api/tools/jobs/${requestId}/events`, { Cookie: cookie });
  return { requestId, post, stream };
}

export async function measureLive(ctx: LiveContext) {
  // 1. First token → first partial, one at a time (1 worker, the LLM writing at a steady pace).
  await ctx.startWorkers(1, 8);
  await controlFakeLlm(ctx.fakeUrl, { mode: 'ok', latencyMs: 0, firstTokenMs: 200, tokenDelayMs: 20, chunkChars: 24 });
  const solo = await signUp(ctx.base, `live${Date.now().toString(36)}`);
  const gaps: number[] = [];
  for (let i = 0; i < 25; i += 1) {
    const run = await generation(ctx.base, ctx.base, solo.cookie);
    const first = await run.stream.until('partial');
    const arrived = Date.now();
    await run.post;
    run.stream.close();
    const { firstTokenAt } = await controlFakeLlm(ctx.fakeUrl, {});
    if (first && i >= 5) gaps.push(arrived - firstTokenAt.at(-1)!); // the first five warm up
  }
  report({
    metric: 'LLM first token → first partial in the event stream, p50',
    value: `${round(median(gaps))} ms`,
    baseline: `p90 ${round(percentile(gaps, 90))} ms`,
    ratio: '-',
    goal: '≤ 150 ms',
    pass: median(gaps) <= 150,
  });

  // 1b. Cancel → the waiting POST's 409, for a running generation (its LLM call aborted on the worker)
  // and for one still queued. The tests only check these end well before a timeout would; the
  // figures are measured here, where a busy 2-core test machine does not blur them.
  await controlFakeLlm(ctx.fakeUrl, { mode: 'hang' });
  const cancelMs = async (queued: boolean) => {
    const samples: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      // With one worker slot taken by a hanging call, the next generation waits in the queue.
      const blocker = queued ? await generation(ctx.base, ctx.base, solo.cookie) : null;
      if (blocker) await blocker.stream.until('started');
      const run = await generation(ctx.base, ctx.base, solo.cookie);
      await run.stream.until(queued ? 'queued' : 'started');
      const t0 = performance.now();
      await fetch(`${ctx.base}/api/tools/jobs/${run.requestId}/cancel`, { method: 'POST', headers: { ...JSON_HEADERS, Cookie: solo.cookie } });
      const { status } = await run.post;
      if (status !== 409) throw new Error(`cancel: the POST answered ${status}`);
      if (i >= 2) samples.push(performance.now() - t0); // the first two warm up
      run.stream.close();
      if (blocker) {
        await fetch(`${ctx.base}/api/tools/jobs/${blocker.requestId}/cancel`, { method: 'POST', headers: { ...JSON_HEADERS, Cookie: solo.cookie } });
        await blocker.post;
        blocker.stream.close();
      }
    }
    return samples;
  };
  await ctx.startWorkers(1, 1);
  for (const queued of [false, true]) {
    const samples = await cancelMs(queued);
    report({
      metric: `Cancel of a ${queued ? 'queued' : 'running'} generation → its POST answers 409, p50`,
      value: `${round(median(samples))} ms`,
      baseline: `p90 ${round(percentile(samples, 90))} ms`,
      ratio: '-',
      goal: '≤ 1000 ms',
      pass: percentile(samples, 90) <= 1000,
    });
  }
  await controlFakeLlm(ctx.fakeUrl, { mode: 'ok' });

  // 2. 1,000 waiting at once.
  const users: { id: number; cookie: string }[] = [];
  for (let i = 0; i < Math.ceil(CONCURRENT / PER_USER); i += 10) {
    users.push(...(await Promise.all(Array.from({ length: 10 }, (_, j) => signUp(ctx.base, `crowd${Date.now().toString(36)}${i + j}`)))));
  }
  await ctx.startWorkers(4, CONCURRENT / 4);
  // About 5 s per answer, streamed in ~40 chunks at the end (so partial results flow under load too).
  await controlFakeLlm(ctx.fakeUrl, { firstTokenMs: 4800, tokenDelayMs: 5, chunkChars: 64 });

  const round_ = async (bases: string[]) => {
    const started = performance.now();
    const runs = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) => generation(bases[i % bases.length]!, bases[(i + 1) % bases.length]!, users[Math.floor(i / PER_USER)]!.cookie)),
    );
    const posts = await Promise.all(runs.map((r) => r.post));
    const finals = await Promise.all(runs.map((r) => r.stream.until('completed', 'failed', 'cancelled')));
    const partials = runs.reduce((sum, r) => sum + r.stream.events.filter((e) => e.type === 'partial').length, 0);
    for (const r of runs) r.stream.close();
    const ok = posts.filter((p) => p.status === 200);
    const ids = ok.map((p) => p.body.historyId);
    const matched = runs.filter((r, i) => finals[i]?.type === 'completed' && finals[i]?.data.historyId === posts[i]!.body.historyId).length;
    const refused = runs.filter((r) => r.stream.status !== 200).length;
    const jobIds = runs.map((r, i) => generationJobId(users[Math.floor(i / PER_USER)]!.id, r.requestId));
    const rows: { n: number | string }[] = await ctx.knex('generations').whereIn('job_id', jobIds).count('* as n');
    return {
      seconds: (performance.now() - started) / 1000,
      ok: ok.length,
      statuses: [...new Set(posts.map((p) => p.status))].join('/'),
      // What a refusal said (a lost generation must say why, not only that it was).
      refusals: [...new Set(posts.filter((p) => p.status !== 200).map((p) => `${p.status} ${p.body.message ?? ''}`.trim()))].join('; '),
      duplicated: ids.length - new Set(ids).size,
      rows: Number(rows[0]?.n ?? 0),
      matched,
      refused,
      partials,
      p50: median(posts.map((p) => p.ms)),
      p99: percentile(posts.map((p) => p.ms), 99),
    };
  };

  for (const apis of [1, 2]) {
    const extra = apis === 2 ? await ctx.startApi() : null;
    const bases = extra ? [ctx.base, extra.base] : [ctx.base];
    const handles = extra ? [ctx.api, extra.handle] : [ctx.api];
    const rss = () => handles.reduce((sum, h) => sum + h.rssMb(), 0);
    // RSS in a garbage-collected process saw-tooths (seen here: 258 → 346 → 431 → 259 → 344 → 425 MB
    // over six rounds: the heap grows until a major collection), so one round against the next says
    // little. A leak shows as a trend: the peak over the second three rounds must not pass the peak
    // over the first three.
    const rounds = [];
    const rssAfter: number[] = [];
    for (let n = 0; n < ROUNDS; n += 1) {
      rounds.push(await round_(bases));
      rssAfter.push(rss());
    }
    if (extra) await extra.handle.stop();
    for (const [n, r] of rounds.entries()) {
      const lost = CONCURRENT - r.ok;
      report({
        metric: `${CONCURRENT} concurrent generations, ${apis} api${apis > 1 ? 's' : ''}, round ${n + 1}: lost / duplicated`,
        value: `${lost} lost, ${r.duplicated} duplicated (${r.ok} answered ${r.statuses}${r.refusals ? ` — ${r.refusals}` : ''}, ${r.rows} rows, ${r.matched} streams ended with the same id${r.refused ? `, ${r.refused} streams refused` : ''}, ${r.partials} partials)`,
        baseline: `${round(r.seconds, 1)} s wall, POST p50 ${round(r.p50 / 1000, 2)} s, p99 ${round(r.p99 / 1000, 2)} s (LLM ≈ 5 s)`,
        ratio: '-',
        goal: '0 lost, 0 duplicated',
        pass: lost === 0 && r.duplicated === 0 && r.rows === CONCURRENT && r.matched === CONCURRENT,
      });
    }
    const half = Math.floor(ROUNDS / 2);
    const firstPeak = Math.max(...rssAfter.slice(0, half));
    const secondPeak = Math.max(...rssAfter.slice(half));
    report({
      metric: `api RSS after each of ${ROUNDS} identical rounds of ${CONCURRENT}, ${apis} api${apis > 1 ? 's (sum)' : ''}`,
      value: `${rssAfter.map((mb) => round(mb, 1)).join(' → ')} MB`,
      baseline: `peak of rounds 1–${half}: ${round(firstPeak, 1)} MB`,
      ratio: `${round(secondPeak / firstPeak, 3)}× (peak of rounds ${half + 1}–${ROUNDS})`,
      goal: '≤ 1.10× (flat)',
      pass: secondPeak / firstPeak <= 1.1,
    });
  }
  await controlFakeLlm(ctx.fakeUrl, { firstTokenMs: 0, tokenDelayMs: 0, chunkChars: 16 });
}
