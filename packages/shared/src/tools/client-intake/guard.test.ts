import { describe, expect, it } from 'vitest';
import { demoIntake } from './demo.ts';
import { groundInTranscript, normaliseQuote } from './guard.ts';
import { ClientIntakeResultSchema, INTAKE_FIELDS, type ClientIntakeResult } from './schemas.ts';

const TRANSCRIPT = ['Maya: How are things?', "Dana Reyes: I'm Dana Reyes,   VP of Sales at Acme Analytics.", 'Dana Reyes: Our biggest problem is churn.'].join('\n');
const empty = (): ClientIntakeResult => ClientIntakeResultSchema.parse(Object.fromEntries(INTAKE_FIELDS.map((key) => [key, { value: '', evidence: [] }])));

describe('groundInTranscript (no invention)', () => {
  it('keeps a value whose evidence occurs in the call, whatever the case, spacing and quotation marks', () => {
    const result = { ...empty(), name: { value: 'Acme Analytics', evidence: ['"i\'m dana reyes, VP of sales at acme analytics."'] }, pains: { value: 'Churn', evidence: ['Our biggest\nproblem is churn'] } };
    const grounded = groundInTranscript(result, TRANSCRIPT);
    expect(grounded.name).toEqual(result.name);
    expect(grounded.pains).toEqual(result.pains);
  });

  it('drops evidence the call does not contain, and empties a value left with none', () => {
    const result = {
      ...empty(),
      name: { value: 'Globex Corporation', evidence: ['Dana Reyes: We are Globex Corporation.'] },
      revenue: { value: '$12M', evidence: ['Revenue is $12M a year.', ''] },
      pains: { value: 'Churn', evidence: ['We have no budget at all.', 'Our biggest problem is churn.', 'our biggest problem is churn.'] },
    };
    const grounded = groundInTranscript(result, TRANSCRIPT);
    expect(grounded.name).toEqual({ value: '', evidence: [] });
    expect(grounded.revenue).toEqual({ value: '', evidence: [] });
    // The made-up line goes, the real one stays once.
    expect(grounded.pains).toEqual({ value: 'Churn', evidence: ['Our biggest problem is churn.'] });
  });

  it('empties a value that quotes nothing, and drops the evidence of an empty value', () => {
    const result = { ...empty(), size: { value: 'large' as const, evidence: [] }, goals: { value: '', evidence: ['Our biggest problem is churn.'] } };
    const grounded = groundInTranscript(result, TRANSCRIPT);
    expect(grounded.size).toEqual({ value: '', evidence: [] });
    expect(grounded.goals).toEqual({ value: '', evidence: [] });
    expect(ClientIntakeResultSchema.safeParse(grounded).success).toBe(true);
  });

  it('normalises only case, whitespace, curly quotes and surrounding quotation marks', () => {
    expect(normaliseQuote('  “We’re   Acme”\n')).toBe("we're acme");
    expect(normaliseQuote('We are Acme')).not.toBe(normaliseQuote("We're Acme"));
  });

  it('leaves the demo’s answer as it is: every fact it reads is quoted from the call', () => {
    const transcript = `${TRANSCRIPT}\nDana Reyes: We want to double our pipeline this year.`;
    const result = demoIntake({ transcript });
    expect(groundInTranscript(result, transcript)).toEqual(result);
  });
});
