// Outside testers: the sample sequence ignored the value propositions typed in. The demo steers its
// words by them (it never pastes them: see demo.test.ts at the package root).
import { describe, expect, it } from 'vitest';
import { demo } from './demo.ts';
import { ColdEmailRequestSchema } from './schemas.ts';

const request = (valueProps: string) => ColdEmailRequestSchema.parse({ ...demo.sample, valueProps });
const intro = (valueProps: string) => demo.generate(request(valueProps)).sequence[0]!.email.body;

describe('the cold email demo follows the value propositions', () => {
  it('retention: customers kept', () => {
    expect(intro('Fewer customers churn: unhappy accounts are caught early, before they quietly cancel at renewal.')).toContain('keeps more of the customers you have already won');
  });
  it('pipeline: leads into booked calls', () => {
    expect(intro('A qualification step and a booking flow put serious buyers on the calendar within days.')).toContain('turns more of the leads you already have into booked calls');
  });
  it('time: hours back (and a different proposition gives a different email)', () => {
    const hours = intro('Gives your team back ten hours a week of manual reporting.');
    expect(hours).toContain('gives your team hours back every week');
    expect(hours).not.toBe(intro('A qualification step and a booking flow put serious buyers on the calendar within days.'));
  });
});
