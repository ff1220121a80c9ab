// Outside testers: no sequencer imports a sequence's steps from CSV, and lemlist and Instantly count a
// step's delay from the step before (0/2/6/11 read there as 0/2/8/19). The steps file says the wait
// after the previous step; each sequencer gets a leads template in its own variable syntax.
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

describe('the steps file', () => {
  it('writes each delay as a wait after the previous step, beside the day from the first email', () => {
    const { columns, rows } = sequencerCsv(RESULT, 'sequence');
    expect(columns.slice(0, 4)).toEqual(['step', 'wait', 'wait_days', 'day']);
    expect(rows.map((r) => r.wait_days)).toEqual([0, 2, 4, 5]);
    expect(rows.map((r) => r.day)).toEqual([0, 2, 6, 11]);
    expect(rows.map((r) => r.wait)).toEqual(['Send first', 'Wait 2 days after the previous step', 'Wait 4 days after the previous step', 'Wait 5 days after the previous step']);
  });
});

describe('leads templates', () => {
  it('lemlist: its own lead variables, other tags as custom columns, a subject and a body column per step', () => {
    const { columns, rows } = sequencerCsv(RESULT, 'lemlist');
    expect(columns).toEqual(['email', 'firstName', 'lastName', 'companyName', 'jobTitle', 'caseStudyLink', 'senderName', 'step1Subject', 'step1Body', 'step2Subject', 'step2Body', 'step3Subject', 'step3Body', 'step4Subject', 'step4Body']);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.email).toBe('');
    expect(row.step1Subject).toBe('Quick question, {{firstName}}');
    expect(row.step1Body).toBe('Hi {{firstName}}, I saw {{companyName}} is hiring SDRs.\n\nWorth a 15-minute call, {{firstName}}?');
    expect(row.step2Subject).toBe('An idea for {{companyName}}');
  });

  it('Apollo: snake_case variables, its own import headers, its {{title}} for the job title', () => {
    const { columns, rows } = sequencerCsv(RESULT, 'apollo');
    expect(columns.slice(0, 5)).toEqual(['Email', 'First Name', 'Last Name', 'Company', 'Title']);
    expect(columns).toContain('case_study_link');
    expect(columns).toContain('step1_subject');
    expect(columns).not.toContain('jobTitle');
    const row = rows[0]!;
    expect(row.step1_subject).toBe('Quick question, {{first_name}}');
    expect(row.step2_body).toBe('As {{title}} you know follow-ups slip. See {{case_study_link}}.\n\nWorth a 15-minute call, {{first_name}}?');
    expect(row.step2_subject).toBe('An idea for {{company}}');
  });

  it('Instantly: camelCase variables, every tag in the texts has a column or is one of its own', () => {
    const { columns, rows } = sequencerCsv(RESULT, 'instantly');
    const texts = Object.entries(rows[0]!).filter(([k]) => /^step\d/.test(k)).map(([, v]) => String(v));
    const tags = new Set(texts.flatMap((t) => [...t.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!)));
    for (const tag of tags) expect(columns, tag).toContain(tag);
    // No other placeholder style is left in what it imports.
    expect(texts.join('\n')).not.toMatch(/\[[A-Z][a-z]+ [A-Z]|\{[a-z]+\}(?!\})/);
  });
});
