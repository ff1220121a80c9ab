// The AI client intake (issue 23) end to end: the api, the queue, a real worker process and the fake
// LLM through the openai SDK. The call is read into the client file's fields, each with its lines of
// the call; what the model answers without a line of the call to stand on never reaches History.
import type { FakeLlm } from '@growth-suite/fake-llm';
import { TOOLS } from '@growth-suite/shared';
import { historyItemResponseSchema, HistoryItemsResponseSchema, HistoryListResponseSchema, toolResponseSchema } from '@growth-suite/shared/contract';
import { INTAKE_FIELDS, INTAKE_TRANSCRIPT_MESSAGE } from '@growth-suite/shared/tools/client-intake';
import { describe, expect, it } from 'vitest';
import { expectShape } from './support.ts';
import { withGeneratingApp, type Browser } from './suite.ts';

/** The intake tool (the catalog's INTAKE_TOOL, checked in catalog.test.ts). */
const INTAKE_TOOL = 'client-intake' as const;

let fake: FakeLlm;
let ann: Browser;
let bob: Browser;
withGeneratingApp((app) => ({ fake, ann, bob } = app));

const TRANSCRIPT = [
  'Sam (consultant): Thanks for joining. Tell me where things stand.',
  "Priya Shah: I'm Priya Shah, founder of Brightside Physio. We run two clinics in Leeds.",
  'Priya Shah: Our biggest problem is no-shows; we lose about ten appointments a week.',
  'Priya Shah: We want to fill the diary three weeks ahead by the summer.',
].join('\n');
const empty = { value: '', evidence: [] };
// What a model writes when the call states nothing: every field empty, no value.
const blank = () => ({ ...Object.fromEntries(INTAKE_FIELDS.map((key) => [key, empty])), value: { currency: null, drivers: [], budget: null } });

describe('POST /api/tools/client-intake', () => {
  it('reads the call into the client file, each fact with its lines, saved in History under its own tab', async () => {
    const res = await ann.post(`/api/tools/${INTAKE_TOOL}`).send({ transcript: TRANSCRIPT, date: '2026-11-20' }).expect(200);
    expectShape(toolResponseSchema(INTAKE_TOOL), res.body);
    const { historyId, ...results } = res.body;
    expect(fake.state.byTool[INTAKE_TOOL]).toBe(1);
    expect(results.name).toEqual({ value: 'Brightside Physio', evidence: [TRANSCRIPT.split('\n')[1]] });
    expect(results.contactName.value).toBe('Priya Shah');
    expect(results.contactTitle.value).toBe('founder');
    expect(results.industry.value).toBe('Healthcare');
    expect(results.pains.evidence).toEqual([TRANSCRIPT.split('\n')[2]]);
    expect(results.goals.evidence).toEqual([TRANSCRIPT.split('\n')[3]]);
    // The call states no revenue, size, e-mail or website: they stay empty.
    for (const key of ['revenue', 'size', 'contactEmail', 'website', 'budgetSignals', 'objections']) expect(results[key], key).toEqual(empty);

    const item = expectShape(historyItemResponseSchema(INTAKE_TOOL), (await ann.get(`/api/history/${INTAKE_TOOL}/${historyId}`).expect(200)).body);
    expect(item).toMatchObject({ id: historyId, tool: INTAKE_TOOL, request: { transcript: TRANSCRIPT, date: '2026-11-20' }, results });
    const list = expectShape(HistoryListResponseSchema, (await ann.get(`/api/history/${INTAKE_TOOL}`).expect(200)).body);
    expect(list.map((row) => row.id)).toEqual([historyId]);
    const across = expectShape(HistoryItemsResponseSchema, (await ann.get('/api/history').expect(200)).body);
    expect(across.counts[INTAKE_TOOL]).toBe(1);
    expect(across.items[0]).toMatchObject({ id: historyId, tool: INTAKE_TOOL, title: 'Brightside Physio', detail: 'Call of 2026-11-20' });
    const summary = (await ann.get('/api/history/summary').expect(200)).body;
    expect(summary.counts[INTAKE_TOOL]).toBe(1);
    expect(summary.recent[0]).toMatchObject({ id: historyId, tool: INTAKE_TOOL, title: 'Brightside Physio' });
    // Another user's intake is not found.
    await bob.get(`/api/history/${INTAKE_TOOL}/${historyId}`).expect(404);
  });

  it('saves nothing the call does not say: an invented company and revenue with made-up quotes are emptied', async () => {
    fake.configure({
      answers: [
        JSON.stringify({
          ...blank(),
          name: { value: 'Globex Corporation', evidence: ['Priya Shah: We are Globex Corporation, the market leader.'] },
          revenue: { value: '$12M', evidence: ['Priya Shah: Revenue was $12M last year.'] },
          size: { value: 'enterprise', evidence: [] },
          // A real line with a made-up one: the real one stays.
          pains: { value: 'No-shows', evidence: ['Priya Shah: Our biggest problem is no-shows; we lose about ten appointments a week.', 'Priya Shah: Our CRM is a mess.'] },
          // Quoted with other spacing and case: still the call's line.
          goals: { value: 'A full diary', evidence: ['  we want to fill the diary   three weeks ahead by the summer. '] },
        }),
      ],
    });
    const res = await ann.post(`/api/tools/${INTAKE_TOOL}`).send({ transcript: TRANSCRIPT }).expect(200);
    expect(fake.state.calls).toBe(1);
    const { historyId, ...results } = res.body;
    expect(results.name).toEqual(empty);
    expect(results.revenue).toEqual(empty);
    expect(results.size).toEqual(empty);
    expect(results.pains).toEqual({ value: 'No-shows', evidence: ['Priya Shah: Our biggest problem is no-shows; we lose about ten appointments a week.'] });
    expect(results.goals).toEqual({ value: 'A full diary', evidence: ['  we want to fill the diary   three weeks ahead by the summer. '] });
    // What History keeps is what was answered.
    const item = (await ann.get(`/api/history/${INTAKE_TOOL}/${historyId}`).expect(200)).body;
    expect(item.results).toEqual(results);
    expect(TOOLS[INTAKE_TOOL].resultSchema.parse(item.results).name.value).toBe('');
  });

  it('answers bad input with 400 and the field that is wrong, before the LLM is paid', async () => {
    const short = await ann.post(`/api/tools/${INTAKE_TOOL}`).send({ transcript: 'Too short.' }).expect(400);
    expect(short.body).toMatchObject({ message: INTAKE_TRANSCRIPT_MESSAGE, fieldErrors: { transcript: INTAKE_TRANSCRIPT_MESSAGE } });
    const long = await ann.post(`/api/tools/${INTAKE_TOOL}`).send({ transcript: 'a'.repeat(50_001) }).expect(400);
    expect(long.body.fieldErrors.transcript).toBe('Must be at most 50000 characters');
    const day = await ann.post(`/api/tools/${INTAKE_TOOL}`).send({ transcript: TRANSCRIPT, date: '20/11/2026' }).expect(400);
    expect(day.body.fieldErrors).toEqual({ date: 'Enter the call date as YYYY-MM-DD' });
    const unreal = await ann.post(`/api/tools/${INTAKE_TOOL}`).send({ transcript: TRANSCRIPT, date: '2026-02-30' }).expect(400);
    expect(unreal.body.fieldErrors).toEqual({ date: 'Enter a real calendar date' });
    expect(fake.state.calls).toBe(0);
  });
});
