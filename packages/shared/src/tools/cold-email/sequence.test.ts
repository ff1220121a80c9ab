import { describe, expect, it } from 'vitest';
import { downloadFileName } from '../../deliverables.ts';
import { mergeTagName, normaliseMergeTags, parseTiming } from './sequence.ts';

describe('merge tags', () => {
  it('rewrites every placeholder style to {{camelCase}}, with the usual names for the usual fields', () => {
    expect(normaliseMergeTags('Hi [First Name], {first_name}, {{Name}}, {{ FIRST_NAME }}, <<FirstName>>, %first_name%')).toBe(
      'Hi {{firstName}}, {{firstName}}, {{firstName}}, {{firstName}}, {{firstName}}, {{firstName}}',
    );
    expect(normaliseMergeTags('{{company}} / [Company Name] / {job_title} / [Your Name] / [Case Study Link]')).toBe(
      '{{companyName}} / {{companyName}} / {{jobTitle}} / {{senderName}} / {{caseStudyLink}}',
    );
    expect(mergeTagName('lastName')).toBe('lastName');
  });

  it('leaves bracketed prose, prices and code-like text alone', () => {
    const text = 'We cut costs [by 30% in six weeks, on average] for {50+} teams; [1] see notes; {{firstName}} stays.';
    expect(normaliseMergeTags(text)).toBe(text);
  });
});

describe('timing', () => {
  it('reads absolute days, weeks and waits', () => {
    expect(parseTiming('Day 3')).toEqual({ day: 3 });
    expect(parseTiming('Day 4 (3 days after email 1)')).toEqual({ day: 4 });
    expect(parseTiming('Week 2')).toEqual({ day: 8 });
    expect(parseTiming('Wait 2 days')).toEqual({ after: 2 });
    expect(parseTiming('One week later')).toEqual({ after: 7 });
    expect(parseTiming('Immediately')).toEqual({ after: 0 });
    expect(parseTiming('When they reply')).toBeNull();
  });
});

describe('download file names', () => {
  it('tool, the naming field (or the id), the day, the extension', () => {
    expect(downloadFileName('growth-plan', { id: 3, request: { clientCompany: 'Acme Analytics, Inc.' } }, 'pdf', '2026-11-22')).toBe('growth-plan-acme-analytics-inc-2026-11-22.pdf');
    expect(downloadFileName('cold-email', { id: 3, request: { prospectRole: 'Head of Marketing' } }, 'csv', '2026-11-22', '-ab-variants')).toBe('cold-email-head-of-marketing-2026-11-22-ab-variants.csv');
    expect(downloadFileName('niche-finder', { id: 7, request: {} }, 'md', '2026-11-22')).toBe('niche-finder-7-2026-11-22.md');
    expect(downloadFileName('growth-plan', { id: 7, request: { clientCompany: 'x'.repeat(39) + ' yz' } }, 'docx', '2026-11-22')).toBe(`growth-plan-${'x'.repeat(39)}-2026-11-22.docx`);
    // Never after the consultant: an offer's only naming field was their own name (fullName).
    expect(downloadFileName('offer-creator', { id: 7, request: { fullName: 'Ann Lee' } }, 'docx', '2026-11-22')).toBe('offer-creator-7-2026-11-22.docx');
  });
});
