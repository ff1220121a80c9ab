// Exports: PDFs are drawn on the workers (the `render` queue), so a burst of them must not slow the
// api's other requests. Measured as the p99 of a light signed-in request (one History item) with
// 10 PDF exports kept in flight, against the same request with none, interleaved in rounds.
import { insertGenerationIdempotent, type Knex } from '@growth-suite/db';
import { TOOLS } from '@growth-suite/shared';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { report } from './report.ts';
import { median, percentile, round } from './stats.ts';

const ROUNDS = 3;
const ROUND_MS = 2500;
const IN_FLIGHT = 10;

export async function measureExports(ctx: { base: string; cookie: string; knex: Knex; userId: number }) {
  const request = TOOLS['growth-plan'].requestSchema.parse(SAMPLE_REQUESTS['growth-plan']);
  const results = demoResult('growth-plan', request);
  const id = await insertGenerationIdempotent(ctx.knex, { jobId: `bench-export-${Date.now()}`, userId: ctx.userId, tool: 'growth-plan', request, results, provider: 'demo', model: 'demo' });
  const headers = { Cookie: ctx.cookie };
  const timed = async (path: string) => {
    const t0 = performance.now();
    const res = await fetch(`${ctx.base}${path}`, { headers });
    const body = new Uint8Array(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`${path} → ${res.status}`);
    return { ms: performance.now() - t0, body };
  };
  const probe = () => timed(`/api/history/growth-plan/${id}`);
  const pdf = async () => {
    const { ms, body } = await timed(`/api/history/growth-plan/${id}/export?format=pdf`);
    if (new TextDecoder().decode(body.subarray(0, 5)) !== '%PDF-') throw new Error('export did not answer a PDF');
    return ms;
  };
  /** One client, one request after the other, for `ms`: latency, not throughput. */
  const probeFor = async (ms: number) => {
    const samples: number[] = [];
    const end = performance.now() + ms;
    while (performance.now() < end) samples.push((await probe()).ms);
    return samples;
  };

  for (let i = 0; i < 20; i += 1) await Promise.all([probe(), pdf()]); // warm-up (fonts, connections)
  const idle: number[] = [];
  const loaded: number[] = [];
  const renders: number[] = [];
  let renderedMs = 0;
  for (let r = 0; r < ROUNDS; r += 1) {
    idle.push(...(await probeFor(ROUND_MS)));
    let stop = false;
    const t0 = performance.now();
    const loops = Array.from({ length: IN_FLIGHT }, async () => {
      while (!stop) renders.push(await pdf());
    });
    await new Promise((resolve) => setTimeout(resolve, 300)); // the renders are under way
    loaded.push(...(await probeFor(ROUND_MS)));
    stop = true;
    await Promise.all(loops);
    renderedMs += performance.now() - t0;
  }
  const ratio = percentile(loaded, 99) / percentile(idle, 99);
  report({
    metric: `API p99 with ${IN_FLIGHT} PDF exports rendering (GET a History item)`,
    value: `${round(percentile(loaded, 99))} ms (p50 ${round(median(loaded))} ms, n=${loaded.length})`,
    baseline: `${round(percentile(idle, 99))} ms with none (p50 ${round(median(idle))} ms, n=${idle.length})`,
    ratio: `${round(ratio, 2)}×`,
    goal: '≤ 2×',
    pass: ratio <= 2,
  });
  report({
    metric: `PDF export round trip, ${IN_FLIGHT} in flight (1 worker)`,
    value: `p50 ${Math.round(median(renders))} ms, p99 ${Math.round(percentile(renders, 99))} ms`,
    baseline: '-',
    ratio: `${round(renders.length / (renderedMs / 1000), 1)} PDFs/s`,
    goal: '-',
    pass: null,
  });
}
