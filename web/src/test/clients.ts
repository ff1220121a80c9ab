// A client file as the api answers it (GET /api/clients/:id), for the screens' tests: every field empty
// but the name, made by Olive; a test sets what it is about.
import type { ClientResponse } from '@growth-suite/shared/contract';

export const CLIENT_AT = '2026-11-20T10:00:00.000Z';

export const clientFile = (fields: Partial<ClientResponse> = {}): ClientResponse => ({
  id: 3,
  author: { id: 1, name: 'Olive Owner' },
  name: 'Acme',
  industry: 'Retail',
  website: '',
  value: null,
  size: '',
  currency: '',
  contactName: '',
  contactTitle: '',
  contactEmail: '',
  revenue: '',
  offering: '',
  pains: '',
  goals: '',
  budgetSignals: '',
  objections: '',
  notes: '',
  archivedAt: null,
  createdAt: CLIENT_AT,
  updatedAt: CLIENT_AT,
  calls: [],
  ...fields,
});
