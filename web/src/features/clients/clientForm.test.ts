import type { ClientResponse } from '@growth-suite/shared/contract';
import { describe, expect, it } from 'vitest';
import { changesOf, ClientFormSchema, formValuesOf } from './clientForm.ts';

const AT = '2026-11-20T10:00:00.000Z';
const client: ClientResponse = {
  id: 3,
  author: { id: 1, name: 'Ann' },
  name: 'Acme',
  industry: 'technology',
  website: '',
  value: null,
  size: 'small',
  currency: '',
  contactName: 'Dana',
  contactTitle: '',
  contactEmail: '',
  revenue: '',
  offering: '',
  pains: 'Churn',
  goals: '',
  budgetSignals: '',
  objections: '',
  notes: '',
  archivedAt: null,
  createdAt: AT,
  updatedAt: AT,
  calls: [
    { id: 10, date: '2026-11-20', transcript: 'second call' },
    { id: 9, date: '2026-11-01', transcript: 'first call' },
  ],
};

describe('client form', () => {
  it('an edit sends only the fields that changed, the calls removed by id and the new ones', () => {
    const values = ClientFormSchema.parse({ ...formValuesOf(client), pains: 'Churn after onboarding', calls: [formValuesOf(client).calls[0], { date: '2026-11-25', transcript: 'third call' }] });
    expect(changesOf(client, values)).toEqual({ pains: 'Churn after onboarding', removeCallIds: [9], addCalls: [{ date: '2026-11-25', transcript: 'third call' }] });
  });

  it('nothing changed: an empty change', () => {
    expect(changesOf(client, ClientFormSchema.parse(formValuesOf(client)))).toEqual({});
  });

  it('says what is wrong with a field, as the api would', () => {
    const result = ClientFormSchema.safeParse({ ...formValuesOf(client), name: ' ', contactEmail: 'nope', calls: [{ date: '2026-02-30', transcript: '' }] });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toMatchObject({
      name: "Please enter the client's company name",
      contactEmail: 'Please enter a valid email address',
      'calls.0.date': 'Enter a real calendar date',
      'calls.0.transcript': 'Please paste the call transcript',
    });
  });
});
