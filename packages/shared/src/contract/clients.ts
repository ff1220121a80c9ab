// Client files (DESIGN §10). Requests: schemas/clients.ts. Built with zod: only the client screens
// and the tool forms, which load zod anyway, read these answers.
import { z } from 'zod';
import { COMPANY_SIZES } from '../options.ts';
import { CURRENCIES } from '../money/currency.ts';
import { ClientValueSchema } from '../money/schemas.ts';
import { ISO_UTC } from './check.ts';

const id = () => z.number().int().positive();
const time = () => z.string().regex(ISO_UTC);

const fields = {
  id: id(),
  /** Who made the file (DESIGN §11). */
  author: z.object({ id: id(), name: z.string() }),
  name: z.string().min(1),
  industry: z.string(),
  website: z.string(),
  size: z.enum(['', ...COMPANY_SIZES]),
  contactName: z.string(),
  contactTitle: z.string(),
  contactEmail: z.string(),
  revenue: z.string(),
  offering: z.string(),
  pains: z.string(),
  goals: z.string(),
  budgetSignals: z.string(),
  objections: z.string(),
  notes: z.string(),
  /** ISO 4217, or '' for the brand's currency. */
  currency: z.enum(['', ...CURRENCIES]),
  /** The value its fees are priced from, as read and confirmed (DESIGN §11.2); null until one is saved. */
  value: ClientValueSchema.nullable(),
  archivedAt: time().nullable(),
  createdAt: time(),
  updatedAt: time(),
};

export const ClientCallSchema = z.object({ id: id(), date: z.string().regex(/^\d{4}-\d\d-\d\d$/), transcript: z.string() });

/**
 * GET/PATCH /api/clients/:id, POST /api/clients → 201 (200: the client an Idempotency-Key already made) and
 * POST /api/clients/:id/move → 200 (the client in its new workspace): the whole file, its calls newest day first.
 */
export const ClientResponseSchema = z.object({ ...fields, calls: z.array(ClientCallSchema) });

/**
 * GET /api/clients[?archived=1][&author=mine]: the workspace's clients (the caller's only with
 * `author=mine`), most recently changed first; archived ones only with `archived=1`. A row is the file without its calls (each transcript can be 50,000 characters):
 * `callCount` says how many there are, the file itself holds them.
 */
export const ClientListResponseSchema = z.array(z.object({ ...fields, callCount: z.number().int().nonnegative() }));

export type ClientCall = z.infer<typeof ClientCallSchema>;
export type ClientResponse = z.infer<typeof ClientResponseSchema>;
export type ClientListResponse = z.infer<typeof ClientListResponseSchema>;
export type ClientListItem = ClientListResponse[number];
