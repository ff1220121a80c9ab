import { describe, expect, it } from 'vitest';
import { demo, demoIntake } from './demo.ts';
import { ClientIntakeRequestSchema, ClientIntakeResultSchema, INTAKE_FIELDS } from './schemas.ts';
import { UK_CALL } from '../../test/ukCall.ts';

const normal = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

describe('demo client intake', () => {
  it('reads the sample call into the client file, each fact with the line it comes from', () => {
    const request = ClientIntakeRequestSchema.parse(demo.sample);
    const result = ClientIntakeResultSchema.parse(demoIntake(request));
    expect(result.name.value).toBe('Acme Analytics');
    expect(result.contactName.value).toBe('Dana Reyes');
    expect(result.contactTitle.value).toBe('VP of Sales');
    expect(result.industry.value).toBe('Technology');
    expect(result.size.value).toBe('medium');
    expect(result.revenue.value).toBe('$4M');
    expect(result.revenue.evidence).toEqual(['Dana Reyes: Revenue last year was around $4M.']);
    expect(result.contactEmail.value).toBe('dana@acme.example');
    expect(result.website.value).toBe('acme.example');
    expect(result.offering.value).toBe('We sell dashboards to retail chains');
    expect(result.pains.value).toContain('churn');
    expect(result.goals.value).toContain('double our pipeline');
    expect(result.budgetSignals.value).toContain('$5,000 a month');
    expect(result.budgetSignals.evidence).not.toContain('Dana Reyes: Revenue last year was around $4M.');
    expect(result.objections.value).toContain('worried about the set-up time');
    expect(result.notes).toEqual({ value: '', evidence: [] });
    for (const key of INTAKE_FIELDS) {
      for (const line of result[key].evidence) expect(normal(request.transcript)).toContain(normal(line));
      expect(result[key].value === '', key).toBe(result[key].evidence.length === 0);
    }
  });

  it('leaves a fact the call does not state empty, and never takes the consultant’s question for a fact', () => {
    const transcript = [
      'Consultant: What is your revenue, and what is your biggest problem right now?',
      'Prospect: We want to grow, honestly. Things have been quiet and we would like more customers coming through the door this year.',
    ].join('\n');
    const result = demoIntake({ transcript });
    for (const key of ['name', 'industry', 'website', 'size', 'contactName', 'contactTitle', 'contactEmail', 'revenue', 'offering', 'pains', 'budgetSignals', 'objections'] as const) {
      expect(result[key], key).toEqual({ value: '', evidence: [] });
    }
    expect(result.goals.evidence).toEqual([transcript.split('\n')[1]]);
  });

  it('reads a call pasted as one paragraph sentence by sentence, and is deterministic', () => {
    const transcript = `${'We run three dental clinics with a team of 12 and patients love us. '.repeat(4)}Our revenue is £1.2 million. We are worried about the cost.`;
    const result = demoIntake({ transcript });
    expect(result.industry.value).toBe('Healthcare');
    expect(result.size.value).toBe('small');
    expect(result.revenue).toEqual({ value: '£1.2 million', evidence: ['Our revenue is £1.2 million.'] });
    expect(result.objections.evidence).toEqual(['We are worried about the cost.']);
    expect(demoIntake({ transcript })).toEqual(result);
  });

  describe('the attendees line', () => {
    const call = (attendees: string, ...lines: string[]) =>
      [attendees, ...lines, 'Sarah Whitfield: We are worried about the time it takes to write proposals, honestly.'].join('\n');
    const who = (transcript: string) => {
      const result = ClientIntakeResultSchema.parse(demoIntake({ transcript }));
      return { name: result.name, contactName: result.contactName, contactTitle: result.contactTitle };
    };
    const quoted = (line: string, value: string) => ({ value, evidence: [line] });

    it('reads "Name (Title, Company)" attendees: the client is the one who is not the consultant', () => {
      const line = 'Attendees: Sarah Whitfield (Managing Director, Brightside Digital), Tom Reed (Growth Consultant, Reed Advisory)';
      expect(who(call(line))).toEqual({
        name: quoted(line, 'Brightside Digital'),
        contactName: quoted(line, 'Sarah Whitfield'),
        contactTitle: quoted(line, 'Managing Director'),
      });
    });

    it('reads "Name – Title, Company; Name – Company" attendees', () => {
      const line = 'Attendees: Sarah Whitfield – MD, Brightside Digital; Tom Reed – Reed Advisory';
      expect(who(call(line))).toEqual({ name: quoted(line, 'Brightside Digital'), contactName: quoted(line, 'Sarah Whitfield'), contactTitle: quoted(line, 'MD') });
    });

    it('skips the attendee who introduces themselves as the consultant, even when listed first', () => {
      const line = 'Attendees: Tom Reed (Reed & Co), Sarah Whitfield (MD, Brightside Digital)';
      const transcript = call(line, "Tom Reed: Thanks for joining. I'm Tom, the growth consultant you spoke to last week.");
      expect(who(transcript)).toEqual({ name: quoted(line, 'Brightside Digital'), contactName: quoted(line, 'Sarah Whitfield'), contactTitle: quoted(line, 'MD') });
      // The speaker's introduction wins over the firms' names: a client whose firm is a consultancy is still the client.
      const consultancy = 'Participants: Tom Reed (Reed & Co), Sarah Whitfield (Founder, Whitfield Consulting)';
      expect(who(call(consultancy, "Tom: Hi all, I'm Tom, an independent consultant.")).name).toEqual(quoted(consultancy, 'Whitfield Consulting'));
    });

    it('takes the first attendee when it cannot tell who the consultant is', () => {
      const line = 'Attendees: Ann Lee (Owner, Lee Bakery), Bob Stone (Stone Foods)';
      expect(who(call(line))).toEqual({ name: quoted(line, 'Lee Bakery'), contactName: quoted(line, 'Ann Lee'), contactTitle: quoted(line, 'Owner') });
    });

    it('leaves what the line does not state to the call’s own introductions', () => {
      const line = 'Attendees: Dana Reyes (Acme Analytics), Maya Stone (Consultant)';
      const result = demoIntake({ transcript: `${line}\n${demo.sample.transcript}` });
      expect(result.name).toEqual(quoted(line, 'Acme Analytics'));
      expect(result.contactName).toEqual(quoted(line, 'Dana Reyes'));
      expect(result.contactTitle).toEqual({ value: 'VP of Sales', evidence: ["Dana Reyes: Sure. I'm Dana Reyes, VP of Sales at Acme Analytics."] });
    });

    it('ignores an attendees line that names no one', () => {
      const result = demoIntake({ transcript: 'Attendees: tbc\nSarah: We are a small shop, honestly, and we want more customers this year.' });
      expect(result.name).toEqual({ value: '', evidence: [] });
      expect(result.contactName).toEqual({ value: '', evidence: [] });
    });
  });
});

describe('a UK consultant’s call (the outside walk’s kind)', () => {
  const result = demoIntake({ transcript: UK_CALL });
  const value = (field: (typeof INTAKE_FIELDS)[number]) => result[field].value;

  it('names the client from the attendees, its industry, turnover in pounds, what it sells and its pains and goals', () => {
    expect(ClientIntakeResultSchema.safeParse(result).success).toBe(true);
    expect([value('name'), value('contactName'), value('contactTitle')]).toEqual(['Brightside Digital', 'Sarah Whitfield', 'Managing Director']);
    expect(value('industry')).toBe('Marketing');
    expect(value('revenue')).toBe('£2.4m');
    expect(value('offering')).toMatch(/^We do paid social, SEO and content/);
    expect(value('pains')).toContain('15–20 hours a week on proposals');
    expect(value('goals')).toContain('two more clients a month');
    expect(value('budgetSignals')).toContain('£1,200 a month');
  });

  it('never takes the consultant’s own words as the client’s facts', () => {
    for (const field of INTAKE_FIELDS) for (const line of result[field].evidence) expect(line.startsWith('Tom:')).toBe(false);
  });
});
