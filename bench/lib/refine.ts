// Regenerating one part (issue 22, DESIGN §10 refine) against a full generation of the same tool.
// 1. Overhead: the wall time of a part regenerate (POST /api/history/:tool/:id/refine, through the
//    same queue, worker, fake LLM and MySQL as a generation, plus the version write) over a full
//    generation (POST /api/tools/:tool), the fake LLM at 0 ms; interleaved pairs, medians.
// 2. Streaming: from the LLM's first token to the first partial of the part reaching the event
//    stream (the whole result with the part so far in place), one refine at a time.
import { controlFakeLlm } from '@growth-suite/fake-llm';
import type { ToolSlug } from '@growth-suite/shared';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { openSse } from '@growth-suite/testing';
import { report } from './report.ts';
import { median, percentile, round } from './stats.ts';

const TOOL: ToolSlug = 'cold-email';
const PATH = 'sequence/1';
const PAIRS = 100;
const WARM_UP = 10;
const JSON_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

export interface RefineContext {
  base: string;
  fakeUrl: string;
  cookie: string;
}

let keySeq = 0;
const key = () => `refine-${Date.now().toString(36)}-${(keySeq += 1)}`;

export async function measureRefine({ base, fakeUrl, cookie }: RefineContext) {
  const headers = { ...JSON_HEADERS, Cookie: cookie };
  const generate = async () => {
    const t0 = performance.now();
    // Both sides send an Idempotency-Key, as the SPA does (it opens the event stream by it).
    const res = await fetch(`${base}/api/tools/${TOOL}`, { method: 'POST', headers: { ...headers, 'Idempotency-Key': key() }, body: JSON.stringify(SAMPLE_REQUESTS[TOOL]) });
    const body = (await res.json()) as { historyId: number };
    if (res.status !== 200) throw new Error(`POST /api/tools/${TOOL} → ${res.status}`);
    return { ms: performance.now() - t0, id: body.historyId };
  };
  const item = { id: (await generate()).id, version: 1 };
  const refine = async (requestId = key()) => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/history/${TOOL}/${item.id}/refine`, {
      method: 'POST',
      headers: { ...headers, 'Idempotency-Key': requestId },
      body: JSON.stringify({ path: PATH, instruction: 'shorter', baseVersion: item.version }),
    });
    const body = (await res.json()) as { version: number };
    if (res.status !== 200) throw new Error(`refine → ${res.status}`);
    item.version = body.version;
    return performance.now() - t0;
  };

  // 1. Overhead with an instant LLM.
  await controlFakeLlm(fakeUrl, { mode: 'ok', latencyMs: 0, firstTokenMs: 0, tokenDelayMs: 0 });
  const full: number[] = [];
  const part: number[] = [];
  for (let i = 0; i < WARM_UP + PAIRS; i += 1) {
    const g = (await generate()).ms;
    const r = await refine();
    if (i >= WARM_UP) {
      full.push(g);
      part.push(r);
    }
  }
  const ratio = median(part) / median(full);
  report({
    metric: `part regenerate vs full generation, ${TOOL} (LLM 0 ms), p50`,
    value: `${round(median(part))} ms (p99 ${round(percentile(part, 99))} ms)`,
    baseline: `${round(median(full))} ms full (p99 ${round(percentile(full, 99))} ms)`,
    ratio: `${round(ratio, 3)}×`,
    goal: '≤ 1.1×',
    pass: ratio <= 1.1,
  });

  // 2. First token → first partial of the part, one refine at a time, the LLM writing at a steady pace.
  await controlFakeLlm(fakeUrl, { firstTokenMs: 200, tokenDelayMs: 20, chunkChars: 24 });
  const gaps: number[] = [];
  for (let i = 0; i < 25; i += 1) {
    const requestId = key();
    const answer = refine(requestId);
    const stream = await openSse(`${base}/api/tools/jobs/${requestId}/events`, { Cookie: cookie });
    const first = await stream.until('partial');
    const arrived = Date.now();
    await answer;
    stream.close();
    const { firstTokenAt } = await controlFakeLlm(fakeUrl, {});
    if (!first) throw new Error('refine: no partial event');
    if (i >= 5) gaps.push(arrived - firstTokenAt.at(-1)!); // the first five warm up
  }
  report({
    metric: 'LLM first token → first partial of a part in the event stream, p50',
    value: `${round(median(gaps))} ms`,
    baseline: `p90 ${round(percentile(gaps, 90))} ms`,
    ratio: '-',
    goal: '≤ 150 ms',
    pass: median(gaps) <= 150,
  });
  await controlFakeLlm(fakeUrl, { firstTokenMs: 0, tokenDelayMs: 0, chunkChars: 16 });
}
