// Outside testers: no sequencer imports a sequence's steps from CSV, and the sequencers count a step's
// delay from the step before (0/2/6/11 read there as 0/2/8/19). The sequence file says the wait after
// the previous step; each sequencer gets a leads template and a steps file in its own variable syntax.
import { describe, expect, it } from 'vitest';
import { sequencerCsv } from './index.ts';
import type { ColdEmailResult } from './schemas.ts';

const email = (timing: string, subject: string, body: string) => ({ timing, email: { subject, body, callToAction: 'Worth a 15-minute call, {{firstName}}?' }, followUpConditions: [] });
const RESULT: ColdEmailResult = {
  sequence: [
    email('Day 0', 'Quick question, [First Name]', 'Hi {{firstName}}, I saw {{companyName}} is hiring SDRs.'),
    email('Day 2', 'An idea for {company}', 'As {{jobTitle}} you know follow-ups slip. See {{caseStudyLink}}.'),
    email('Day 6', 'Closing the loop', 'Last note from me, {{firstName}}.'),
    email('Day 11', 'One last thing', 'No reply needed. {{senderName}}'),
  ],
  abTestVariants: [],
};

describe('the sequence file', () => {
  it('writes each delay as a wait after the previous step, beside the day as the timing counts it', () => {
    const { columns, rows } = sequencerCsv(RESULT, 'sequence');
    expect(columns.slice(0, 4)).toEqual(['step', 'wait', 'wait_days', 'day']);
    expect(rows.map((r) => r.wait_days)).toEqual([0, 2, 4, 5]);
    // The timing says Day 0/2/6/11; `day` counts from 1 in every file, whatever the timing's first day
    // (it used to copy a "Day 0" start, so one file counted from 0 and the next from 1).
    expect(rows.map((r) => r.day)).toEqual([1, 3, 7, 12]);
    expect(rows.map((r) => r.timing)).toEqual(['Day 0', 'Day 2', 'Day 6', 'Day 11']);
    expect(rows.map((r) => r.wait)).toEqual(['Send first', 'Wait 2 days after the previous step', 'Wait 4 days after the previous step', 'Wait 5 days after the previous step']);
  });

  it('counts days from 1 when the timing does ("Day 1"), or gives no day for the first email', () => {
    const fromZero = sequencerCsv(RESULT, 'sequence').rows.map((r) => [r.day, r.wait_days]);
    const fromOneSame: ColdEmailResult = { ...RESULT, sequence: RESULT.sequence.map((s, i) => ({ ...s, timing: ['Day 1', 'Day 3', 'Day 7', 'Day 12'][i]! })) };
    expect(sequencerCsv(fromOneSame, 'sequence').rows.map((r) => [r.day, r.wait_days])).toEqual(fromZero);
    const fromOne: ColdEmailResult = { ...RESULT, sequence: RESULT.sequence.map((s, i) => ({ ...s, timing: ['Day 1', 'Day 3', '4 days later', 'Week 2'][i]! })) };
    expect(sequencerCsv(fromOne, 'sequence').rows.map((r) => [r.day, r.wait_days])).toEqual([[1, 0], [3, 2], [7, 4], [8, 1]]);
    const noDay: ColdEmailResult = { ...RESULT, sequence: RESULT.sequence.map((s, i) => ({ ...s, timing: ['Immediately', '2 days later', '3 days later', 'Day 9'][i]! })) };
    expect(sequencerCsv(noDay, 'sequence').rows.map((r) => r.day)).toEqual([1, 3, 6, 9]);
  });
});

// Issue 35: a variable inside a lead's custom column is expanded by no sequencer reliably, so the lead
// row carries values only and the texts, in each sequencer's own variables, go in its steps file.
describe('leads templates: the columns to fill, no text', () => {
  it.each([
    ['lemlist', ['email', 'firstName', 'lastName', 'companyName', 'jobTitle', 'caseStudyLink', 'senderName']],
    ['instantly', ['email', 'firstName', 'lastName', 'companyName', 'jobTitle', 'caseStudyLink', 'senderName']],
    ['apollo', ['Email', 'First Name', 'Last Name', 'Company', 'Title', 'case_study_link', 'sender_name']],
    ['smartlead', ['email', 'first_name', 'last_name', 'company_name', 'job_title', 'case_study_link', 'sender_name']],
  ] as const)('%s: its lead columns, then one column per other variable the emails use, and no rows', (part, columns) => {
    const table = sequencerCsv(RESULT, part);
    expect(table.columns).toEqual(columns);
    expect(table.rows).toEqual([]);
    expect(table.columns.join(' ')).not.toMatch(/step|subject|body/i);
  });
});

describe('steps files: each step in the sequencer’s own variables', () => {
  const stepsOf = (part: Parameters<typeof sequencerCsv>[1]) => sequencerCsv(RESULT, part);

  it('lemlist: {{firstName}} style, the wait after the previous step, the call to action after a blank line', () => {
    const { columns, rows } = stepsOf('lemlist-steps');
    expect(columns).toEqual(['step', 'wait_days', 'subject', 'body']);
    expect(rows.map((r) => r.wait_days)).toEqual([0, 2, 4, 5]);
    expect(rows[0]).toEqual({ step: 1, wait_days: 0, subject: 'Quick question, {{firstName}}', body: 'Hi {{firstName}}, I saw {{companyName}} is hiring SDRs.\n\nWorth a 15-minute call, {{firstName}}?' });
    expect(rows[1]!.subject).toBe('An idea for {{companyName}}');
  });

  it('Apollo: snake_case variables, its {{title}} for the job title', () => {
    const { rows } = stepsOf('apollo-steps');
    expect(rows[0]!.subject).toBe('Quick question, {{first_name}}');
    expect(rows[1]).toMatchObject({ subject: 'An idea for {{company}}', body: 'As {{title}} you know follow-ups slip. See {{case_study_link}}.\n\nWorth a 15-minute call, {{first_name}}?' });
  });

  it('Smartlead: {{first_name}}, {{company_name}}, the job title as its custom {{job_title}}', () => {
    const { rows } = stepsOf('smartlead-steps');
    expect(rows[0]).toMatchObject({ subject: 'Quick question, {{first_name}}', body: 'Hi {{first_name}}, I saw {{company_name}} is hiring SDRs.\n\nWorth a 15-minute call, {{first_name}}?' });
    expect(rows[1]!.body).toContain('As {{job_title}} you know');
  });

  it.each(['lemlist', 'instantly', 'apollo', 'smartlead'] as const)('%s: every variable in the steps is one of its own or a column of its leads template', (part) => {
    const { columns } = sequencerCsv(RESULT, part);
    const texts = stepsOf(`${part}-steps`).rows.flatMap((r) => [String(r.subject), String(r.body)]);
    const own = { lemlist: ['email'], instantly: ['email'], apollo: ['email', 'first_name', 'last_name', 'company', 'title'], smartlead: ['email'] }[part];
    const tags = new Set(texts.flatMap((t) => [...t.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!)));
    expect(tags.size).toBeGreaterThan(0);
    for (const tag of tags) expect([...columns, ...own], tag).toContain(tag);
    // No other placeholder style is left in what the user pastes.
    expect(texts.join('\n')).not.toMatch(/\[[A-Z][a-z]+ [A-Z]|\{[a-z]+\}(?!\})/);
  });
});
