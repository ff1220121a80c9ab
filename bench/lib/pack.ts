// The pack (issue 24, DESIGN §10): the whole pack's wall time — POST /api/tools/pack until
// GET /api/packs/:packId says completed — against the sum of its steps run one by one, each a
// POST /api/tools/<tool> with the same request the pack builds (packStepRequest, the same client,
// account and sources, the ROI computed in-process as the pack does), the fake LLM at 0 ms.
// Interleaved pairs after a warm-up; medians. The pack's end is its last write (`updatedAt`, the
// database's clock, the same machine's): reading it every few ms to see it end would load the machine
// the pack runs on with a request per read, so it is read every 50 ms and the stamp taken.
import { controlFakeLlm } from '@growth-suite/fake-llm';
import { PACK_STEPS, packStepRequest, type PackInputs, type PrefillClient, type PrefillSource } from '@growth-suite/shared';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { report } from './report.ts';
import { median, percentile, round } from './stats.ts';

const PAIRS = 15;
const WARM_UP = 3;
const POLL_MS = 50;
const JSON_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

export interface PackContext {
  base: string;
  fakeUrl: string;
  cookie: string;
  /** The bench user's account as the forms start with it. */
  account: PackInputs['account'];
}

export async function measurePack({ base, fakeUrl, cookie, account }: PackContext) {
  const headers = { ...JSON_HEADERS, Cookie: cookie };
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const answer = (await res.json()) as Record<string, unknown>;
    if (res.status >= 300) throw new Error(`POST ${path} → ${res.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  await controlFakeLlm(fakeUrl, { mode: 'ok', latencyMs: 0, firstTokenMs: 0, tokenDelayMs: 0 });
  const transcript = (SAMPLE_REQUESTS['client-intake'] as { transcript: string }).transcript;
  const intake = (await post('/api/tools/client-intake', { transcript })) as Record<string, { value: string } | number>;
  const fields = Object.fromEntries(Object.entries(intake).flatMap(([key, field]) => (typeof field === 'object' && field && 'value' in field ? [[key, field.value]] : [])));
  const client = (await post('/api/clients', { ...fields, calls: [{ date: '2026-11-20', transcript }] })) as unknown as PrefillClient & { id: number };

  const pack = async () => {
    const t0 = Date.now();
    const { packId } = (await post('/api/tools/pack', { clientId: client.id })) as { packId: number };
    for (;;) {
      const res = await fetch(`${base}/api/packs/${packId}`, { headers });
      const { state, updatedAt } = (await res.json()) as { state: string; updatedAt: string };
      if (state === 'completed') return Date.parse(updatedAt) - t0;
      if (state === 'failed') throw new Error(`pack ${packId} failed`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };
  const oneByOne = async () => {
    const done: PrefillSource[] = [];
    let total = 0;
    for (const step of PACK_STEPS) {
      const inputs: PackInputs = { client, account, done };
      const request = packStepRequest(step, inputs);
      if (!request.success) throw new Error(`${step}: ${request.message}`);
      const t0 = performance.now();
      const { historyId, ...results } = await post(`/api/tools/${step}`, { ...(request.data as object), context: { clientId: client.id, ...(request.sourceIds.length ? { sourceIds: request.sourceIds } : {}) } });
      total += performance.now() - t0;
      done.push({ id: historyId as number, tool: step, request: request.data as Record<string, unknown>, results });
    }
    return total;
  };

  const whole: number[] = [];
  const sum: number[] = [];
  for (let i = 0; i < WARM_UP + PAIRS; i += 1) {
    // Which side goes first alternates, so both see the same machine state.
    let w: number;
    let s: number;
    if (i % 2 === 0) {
      w = await pack();
      s = await oneByOne();
    } else {
      s = await oneByOne();
      w = await pack();
    }
    if (i >= WARM_UP) {
      whole.push(w);
      sum.push(s);
    }
  }
  const ratio = median(whole) / median(sum);
  report({
    metric: 'pack, call → proposal (LLM 0 ms), p50',
    value: `${round(median(whole))} ms (p99 ${round(percentile(whole, 99))} ms)`,
    baseline: `${round(median(sum))} ms, its steps one by one (p99 ${round(percentile(sum, 99))} ms)`,
    ratio: `${round(ratio, 3)}×`,
    goal: '≤ 1.1×',
    pass: ratio <= 1.1,
  });
}
