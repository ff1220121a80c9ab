// Scaling the workers down loses nothing (issue: "Scale-down loses nothing"). Two real worker
// processes share one queue; worker A holds a generation, a refinement, a pack and a render when it
// is told to stop as Kubernetes does it: SIGTERM, then SIGKILL when the grace period runs out.
// - A grace period long enough: A finishes what it holds and exits 0 on its own; every job is saved
//   once and every LLM call the jobs need is paid once.
// - A grace period too short: A is killed mid-job; worker B takes its jobs up once their locks
//   lapse and runs them again. Each is still saved once; only the killed attempts are paid twice.
import { startFakeLlm, type FakeLlm } from '@growth-suite/fake-llm';
import { isModelTool, PACK_STEPS, PackResponseSchema, partsOf, type PackResponse, type ToolSlug } from '@growth-suite/shared';
import { SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { INTAKE_FIELDS } from '@growth-suite/shared/tools/client-intake';
import { startWorkerProcess, workerEnv, type ChildHandle, type Exit } from '@growth-suite/testing';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectShape, type TestApp } from './support.ts';

let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(() => fake.close());

type Browser = Awaited<ReturnType<TestApp['signedIn']>>;

const TRANSCRIPT = (SAMPLE_REQUESTS['client-intake'] as { transcript: string }).transcript;
/** The pack's steps a model writes (the ROI calculator's is code): one LLM call each. */
const PACK_LLM_STEPS = PACK_STEPS.filter(isModelTool);
/** The generation A holds, and the tool of the result (made before) it refines: one no pack step makes. */
const GENERATED: ToolSlug = 'niche-finder';
const REFINED: ToolSlug = 'niche-finder';
/** What the four jobs pay the model when nothing goes wrong: the generation, the refinement, the pack's steps. */
const LLM_CALLS_NEEDED = 1 + 1 + PACK_LLM_STEPS.length;
/** The calls A holds when it is signalled: the generation, the refinement and the pack's first step. */
const HELD_CALLS = 3;
/**
 * Long enough for worker B to boot (tsx: a second or two, more on a busy machine) while A holds its calls.
 * Calls made after the signal answer sooner (LATER_LATENCY_MS), so the pack's later steps do not drag.
 */
const HELD_LATENCY_MS = 8000;
const LATER_LATENCY_MS = 300;

/** Binary bodies as a Buffer (supertest would otherwise try to parse them). */
const binary = (res: Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

/** A client file as the intake review saves it: the intake's fields and the call. */
async function clientFromCall(browser: Browser): Promise<number> {
  const intake = (await browser.post('/api/tools/client-intake').send({ transcript: TRANSCRIPT }).expect(200)).body as Record<string, { value: string }>;
  const fields = Object.fromEntries(INTAKE_FIELDS.map((field) => [field, intake[field]!.value]));
  return (await browser.post('/api/clients').send({ ...fields, calls: [{ date: '2026-11-20', transcript: TRANSCRIPT }] }).expect(201)).body.id as number;
}

const countBy = async (t: TestApp, table: string, column: string) =>
  Object.fromEntries(((await t.db.knex(table).select(column).count({ n: '*' }).groupBy(column)) as Record<string, unknown>[]).map((row) => [String(row[column]), Number(row.n)]));

interface Outcome {
  t: TestApp;
  exit: Exit;
  /** How many LLM calls were open when A was signalled. */
  heldAtSignal: number;
  /** The render job's state when A was signalled ('active', 'waiting', or 'done'). */
  renderAtSignal: string;
}

/**
 * One scale-down: worker A alone takes a generation, a refinement and a pack (its first step's
 * generation); worker B starts; a PDF export is asked; A gets SIGTERM and, `graceMs` later, SIGKILL.
 * `check` runs with everything still up; every process is stopped afterwards.
 */
async function scaleDown(graceMs: number, check: (outcome: Outcome, results: Awaited<ReturnType<typeof jobs>>) => Promise<void>) {
  const t = await createTestApp({ GENERATION_WAIT_MS: '30000', GENERATION_PER_MINUTE: '100', GENERATION_MAX_IN_FLIGHT: '10' });
  // Short locks: a job whose worker died is noticed and handed on in two or three seconds, not thirty.
  // A drain long enough for an 8 s call: the grace period, not the worker, decides when A goes.
  const env = workerEnv({ ...t.services, llm: fake }, { WORKER_LOCK_MS: '2000', WORKER_STALLED_INTERVAL_MS: '1000', SHUTDOWN_TIMEOUT_MS: '20000', LLM_TIMEOUT_MS: '20000' });
  const a = await startWorkerProcess(env);
  let b: ChildHandle | undefined;
  let killer: NodeJS.Timeout | undefined;
  try {
    fake.reset();
    const ann = await t.signedIn('ann');
    // Made before, with the model answering at once: the client the pack is for and the result refined.
    const clientId = await clientFromCall(ann);
    const { historyId: refinedId, ...refinedResults } = (await ann.post(`/api/tools/${REFINED}`).send(SAMPLE_REQUESTS[REFINED]).expect(200)).body as { historyId: number };
    const [part] = partsOf(REFINED, refinedResults);
    fake.reset();
    fake.configure({ latencyMs: HELD_LATENCY_MS });

    // A, alone, takes all three and calls the model for each.
    const generation = ann.post(`/api/tools/${GENERATED}`).send(SAMPLE_REQUESTS[GENERATED]).then((res) => res);
    const refine = ann.post(`/api/history/${REFINED}/${refinedId}/refine`).send({ path: part!.path, instruction: 'sharper', baseVersion: 1 }).then((res) => res);
    const packId = (await ann.post('/api/tools/pack').send({ clientId }).expect(202)).body.packId as number;
    await expect.poll(() => fake.state.inFlight, { interval: 50, timeout: 15_000 }).toBe(HELD_CALLS);
    fake.configure({ latencyMs: LATER_LATENCY_MS }); // the held calls keep their 8 s

    b = await startWorkerProcess(env);
    expect(fake.state.inFlight, 'worker B came up while A still held its calls').toBe(HELD_CALLS);
    // The render is CPU-only and takes a fraction of a second, so it is asked last and A is signalled
    // the moment a worker has taken it (or, on a very slow machine, has already finished it). Which
    // worker takes it is up to Redis: it wakes the render loop that has waited longest, usually A's
    // (idle since it started), and A's first PDF is slow enough that a 300 ms grace period kills it
    // mid-render; the assertions hold wherever it ran.
    const render = ann.get(`/api/history/${REFINED}/${refinedId}/export?format=pdf`).buffer(true).parse(binary as never).then((res) => res);
    let rendered = false;
    void render.then(
      () => (rendered = true),
      () => (rendered = true),
    );
    const renderState = async () => (rendered ? 'done' : ((await t.render.queue.getJobCounts('active')).active ?? 0) > 0 ? 'active' : 'waiting');
    await expect.poll(renderState, { interval: 5, timeout: 10_000 }).not.toBe('waiting');
    const renderAtSignal = await renderState();
    const heldAtSignal = fake.state.inFlight;

    // Kubernetes: SIGTERM, then SIGKILL once the grace period is over.
    a.kill('SIGTERM');
    killer = setTimeout(() => a.kill('SIGKILL'), graceMs);
    const exit = await a.exited;
    clearTimeout(killer);

    const results = await jobs(t, ann, { generation, refine, render, packId, refinedId });
    await check({ t, exit, heldAtSignal, renderAtSignal }, results);
  } finally {
    clearTimeout(killer);
    a.kill('SIGKILL');
    await b?.stop();
    await t.close();
  }
}

/** Every job's end: the two answers, the file, and the pack once it has stopped moving. */
async function jobs(
  t: TestApp,
  ann: Browser,
  started: { generation: Promise<{ status: number; body: unknown }>; refine: Promise<{ status: number; body: unknown }>; render: Promise<{ status: number; body: unknown; headers: Record<string, string> }>; packId: number; refinedId: number },
) {
  const [generation, refine, render] = await Promise.all([started.generation, started.refine, started.render]);
  let pack: PackResponse | undefined;
  await expect
    .poll(
      async () => {
        pack = expectShape(PackResponseSchema, (await ann.get(`/api/packs/${started.packId}`).expect(200)).body);
        return pack.state;
      },
      { interval: 200, timeout: 30_000 },
    )
    .toBe('completed');
  return { generation, refine, render, pack: pack!, refinedId: started.refinedId };
}

/** Every job's result is there, saved exactly once. */
async function expectEachSavedOnce(t: TestApp, results: Awaited<ReturnType<typeof jobs>>) {
  const { generation, refine, render, pack, refinedId } = results;
  // Every request answered, and answered with its result.
  expect(generation.status).toBe(200);
  expect(refine.status).toBe(200);
  expect(refine.body).toMatchObject({ version: 2 });
  expect(render.status).toBe(200);
  expect(render.headers['content-type']).toBe('application/pdf');
  const pdf = render.body as Buffer;
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.subarray(-8).toString('latin1')).toContain('%%EOF');

  // One History row per generation: the intake and the refined result made before, the generation,
  // and one per step of the pack (the ROI calculation's too: its code writes it, no model).
  const expected: Record<string, number> = { 'client-intake': 1 };
  for (const tool of [REFINED, GENERATED, ...PACK_STEPS]) expected[tool] = (expected[tool] ?? 0) + 1;
  expect(await countBy(t, 'generations', 'tool')).toEqual(expected);
  const { historyId } = generation.body as { historyId: number };
  expect(historyId).not.toBe(refinedId);
  expect(await t.db.knex('generations').where({ id: historyId, tool: GENERATED }).count({ n: '*' }).first()).toEqual({ n: 1 });
  // Each generation has its first version; the refined one, one more, now current.
  const versions = await countBy(t, 'generation_versions', 'generation_id');
  expect(versions[refinedId]).toBe(2);
  expect(Object.values(versions).reduce((sum, n) => sum + n, 0)).toBe(Object.values(expected).reduce((sum, n) => sum + n, 0) + 1);
  expect((await t.db.knex('generations').where({ id: refinedId }).first('current_version')).current_version).toBe(2);
  // The pack: one row, every step completed, each step's generation its own (no step lost or made twice).
  expect(await t.db.knex('packs').count({ n: '*' }).first()).toEqual({ n: 1 });
  expect(pack.steps.map((step) => [step.tool, step.state])).toEqual(PACK_STEPS.map((step) => [step, 'completed']));
  const stepRows = pack.steps.flatMap((step) => (step.generationId ? [step.generationId] : []));
  expect(new Set(stepRows).size).toBe(PACK_STEPS.length);
  expect(await t.db.knex('generations').whereIn('id', stepRows).count({ n: '*' }).first()).toEqual({ n: PACK_STEPS.length });
  // The product's own ledger of paid calls: one answered call per result (the two made before, then
  // the jobs'), whatever else a killed attempt cost.
  const answered = async () => Number(((await t.db.knex('llm_calls').where({ status: 'ok' }).count({ n: '*' }).first()) as { n: number }).n);
  await expect.poll(answered, { interval: 100, timeout: 5000 }).toBe(2 + LLM_CALLS_NEEDED);
}

describe('scaling the workers down (SIGTERM, then SIGKILL after the grace period)', () => {
  it('a grace period long enough: the stopping worker finishes what it holds, exits 0, and every job is saved and paid for once', async () => {
    await scaleDown(15_000, async ({ t, exit, heldAtSignal, renderAtSignal }, results) => {
      expect(heldAtSignal).toBe(HELD_CALLS);
      expect(['active', 'done']).toContain(renderAtSignal);
      // A left on its own once it had drained, not by the SIGKILL.
      expect(exit).toEqual({ code: 0, signal: null });
      await expectEachSavedOnce(t, results);
      // Paid once: nothing A held was run again.
      expect(fake.state.calls).toBe(LLM_CALLS_NEEDED);
    });
  }, 60_000);

  it('a grace period too short: the worker is killed mid-job, the other one runs its jobs again, and each is still saved once', async () => {
    await scaleDown(300, async ({ t, exit, heldAtSignal }, results) => {
      expect(heldAtSignal).toBe(HELD_CALLS);
      expect(exit).toEqual({ code: null, signal: 'SIGKILL' });
      await expectEachSavedOnce(t, results);
      // The calls A was killed in were paid, and paid again by B: nothing more.
      expect(fake.state.calls).toBe(LLM_CALLS_NEEDED + HELD_CALLS);
    });
  }, 60_000);
});
