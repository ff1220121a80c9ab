// Client files (DESIGN §10, §11). Every query names the request's workspace, so a client of another
// workspace is simply not found; each file keeps its author. Writes that must respect a cap (clients
// per workspace, calls per client) lock the row they count under first (FOR UPDATE), so parallel
// requests take turns and a burst cannot pass the cap.
import { ClientValueSchema, type ClientFields, type ReadValue } from '@growth-suite/shared';
import type { Knex } from 'knex';
import { fromJson, toIso } from '../rows.ts';
import { authorNameSql, byAuthor, type Author, type AuthorFilter, type Scope } from '../scope.ts';

interface ClientRow {
  id: number;
  user_id: number;
  workspace_id: number;
  name: string;
  industry: string;
  website: string;
  size: string;
  contact_name: string;
  contact_title: string;
  contact_email: string;
  revenue: string;
  offering: string;
  pains: string;
  goals: string;
  budget_signals: string;
  objections: string;
  notes: string;
  currency: string;
  value: unknown;
  create_key: string | null;
  archived_at: Date | null;
  created_at: Date;
  updated_at: Date;
  author_name: string;
}

export interface ClientCallRecord {
  id: number;
  date: string;
  transcript: string;
}

export type ClientRecordBase = ClientFields & {
  id: number;
  author: Author;
  /** The value its fees are priced from, as read and confirmed (DESIGN §11.2); null until saved. */
  value: ReadValue | null;
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
};
export type ClientRecord = ClientRecordBase & { calls: ClientCallRecord[] };
export type ClientListRecord = ClientRecordBase & { callCount: number };

/** Field name → column. */
const COLUMNS: Record<keyof ClientFields, keyof ClientRow> = {
  name: 'name',
  industry: 'industry',
  website: 'website',
  size: 'size',
  contactName: 'contact_name',
  contactTitle: 'contact_title',
  contactEmail: 'contact_email',
  revenue: 'revenue',
  offering: 'offering',
  pains: 'pains',
  goals: 'goals',
  budgetSignals: 'budget_signals',
  objections: 'objections',
  notes: 'notes',
  currency: 'currency',
};

const toColumns = (fields: Partial<ClientFields>) =>
  Object.fromEntries(Object.entries(fields).flatMap(([key, value]) => (value === undefined ? [] : [[COLUMNS[key as keyof ClientFields], value]])));

/** The stored value, read as its schema reads it (older shapes upgraded); a row that does not read is no value. */
function valueOf(stored: unknown): ReadValue | null {
  if (stored === null || stored === undefined) return null;
  const parsed = ClientValueSchema.safeParse(fromJson(stored));
  return parsed.success ? (parsed.data as ReadValue) : null;
}

/** The value column as written: JSON, or NULL; absent leaves it as it is. */
const valueColumn = (value: ReadValue | null | undefined) => (value === undefined ? {} : { value: value === null ? null : JSON.stringify(value) });

const toBase = (row: ClientRow): ClientRecordBase => ({
  id: row.id,
  author: { id: row.user_id, name: row.author_name },
  ...(Object.fromEntries(Object.entries(COLUMNS).map(([field, column]) => [field, row[column]])) as ClientFields),
  value: valueOf(row.value),
  archivedAt: row.archived_at ? toIso(row.archived_at) : null,
  createdAt: toIso(row.created_at),
  updatedAt: toIso(row.updated_at),
});

const clients = (db: Knex) => db<ClientRow>('clients');
/** Clients with their author's name. */
const withAuthor = (db: Knex) => db('clients').join('users as author', 'author.id', 'clients.user_id').select('clients.*', db.raw(`${authorNameSql('author')} AS author_name`));
const now = (db: Knex) => db.raw('CURRENT_TIMESTAMP(3)');

async function callsOf(db: Knex, clientId: number): Promise<ClientCallRecord[]> {
  return db('client_calls')
    .where({ client_id: clientId })
    .orderBy([{ column: 'date', order: 'desc' }, { column: 'id', order: 'desc' }])
    .select('id', db.raw("DATE_FORMAT(date, '%Y-%m-%d') AS date"), 'transcript');
}

/** The workspace's client with its calls (newest day first), or null. */
export async function findClient(db: Knex, scope: Scope, id: number): Promise<ClientRecord | null> {
  const row: ClientRow | undefined = await withAuthor(db).where({ 'clients.id': id, 'clients.workspace_id': scope.workspaceId }).first();
  return row ? { ...toBase(row), calls: await callsOf(db, id) } : null;
}

/** True when `id` is one of the workspace's clients (archived ones too). */
export async function isWorkspaceClient(db: Knex, scope: Scope, id: number): Promise<boolean> {
  return Boolean(await clients(db).where({ id, workspace_id: scope.workspaceId }).first('id'));
}

/** Who made the workspace's client `id`, or null when it is not one of the workspace's. */
export async function clientAuthor(db: Knex, scope: Scope, id: number): Promise<number | null> {
  const row = await clients(db).where({ id, workspace_id: scope.workspaceId }).first('user_id');
  return row ? row.user_id : null;
}

/** Most recently changed first; archived clients only when asked for; `author: 'mine'`, the caller's only. */
export async function listClients(db: Knex, scope: Scope, options: { includeArchived: boolean; author?: AuthorFilter | undefined }): Promise<ClientListRecord[]> {
  const query = withAuthor(db)
    .where('clients.workspace_id', scope.workspaceId)
    .orderBy([{ column: 'clients.updated_at', order: 'desc' }, { column: 'clients.id', order: 'desc' }])
    .select(db('client_calls').whereRaw('client_calls.client_id = clients.id').count('*').as('call_count'));
  byAuthor(query, scope, options.author, 'clients.user_id');
  if (!options.includeArchived) query.whereNull('clients.archived_at');
  const rows: (ClientRow & { call_count: number | string })[] = await query;
  return rows.map((row) => ({ ...toBase(row), callCount: Number(row.call_count) }));
}

const insertCalls = (trx: Knex.Transaction, clientId: number, calls: readonly { date: string; transcript: string }[]) =>
  calls.length > 0 ? trx('client_calls').insert(calls.map((call) => ({ client_id: clientId, date: call.date, transcript: call.transcript }))) : Promise.resolve();

/**
 * Creates the client unless the workspace already has `limit` ('limit'). The workspace's row is the lock.
 * `createKey` (a request's Idempotency-Key): when the workspace already has the client that key made, that
 * client is answered (`created: false`) and nothing is written; the lock makes parallel requests take turns.
 */
export async function createClientWithinLimit(
  db: Knex,
  scope: Scope,
  client: ClientFields & { calls: readonly { date: string; transcript: string }[]; value?: ReadValue | null | undefined },
  limit: number,
  createKey?: string,
): Promise<(ClientRecord & { created: boolean }) | 'limit'> {
  const outcome = await db.transaction(async (trx) => {
    await trx('workspaces').where({ id: scope.workspaceId }).forUpdate().first('id');
    if (createKey !== undefined) {
      const made = await clients(trx).where({ workspace_id: scope.workspaceId, create_key: createKey }).first('id');
      if (made) return { id: made.id, created: false };
    }
    const [count] = await clients(trx).where({ workspace_id: scope.workspaceId }).count<{ n: number | string }[]>('* as n');
    if (Number(count?.n ?? 0) >= limit) return 'limit' as const;
    const { calls, value, ...fields } = client;
    const [inserted] = await clients(trx).insert({ user_id: scope.userId, workspace_id: scope.workspaceId, create_key: createKey ?? null, ...toColumns(fields), ...valueColumn(value) });
    await insertCalls(trx, Number(inserted), calls);
    return { id: Number(inserted), created: true };
  });
  if (outcome === 'limit') return outcome;
  return { ...(await findClient(db, scope, outcome.id))!, created: outcome.created };
}

/** Thrown inside a transaction to roll it back with a reason the caller answers. */
class Refused extends Error {
  readonly reason: 'call-not-found' | 'calls-limit';
  constructor(reason: Refused['reason']) {
    super(reason);
    this.reason = reason;
  }
}

export interface ClientChange {
  fields: Partial<ClientFields>;
  /** The value to keep (null clears it); absent leaves it. */
  value?: ReadValue | null | undefined;
  archived?: boolean | undefined;
  addCalls?: readonly { date: string; transcript: string }[] | undefined;
  removeCallIds?: readonly number[] | undefined;
}

/**
 * Applies a change in one transaction, the client's row locked: removals first, then additions,
 * then the fields. 'not-found': not one of the workspace's clients; 'call-not-found': a call to remove is not
 * one of its calls; 'calls-limit': more than `callLimit` calls would remain. Nothing is written then.
 */
export async function updateClient(
  db: Knex,
  scope: Scope,
  id: number,
  change: ClientChange,
  callLimit: number,
): Promise<ClientRecord | 'not-found' | 'call-not-found' | 'calls-limit'> {
  const outcome = await db.transaction(async (trx) => {
    const row = await clients(trx).where({ id, workspace_id: scope.workspaceId }).forUpdate().first('id', 'archived_at');
    if (!row) return 'not-found' as const;
    const removeIds = change.removeCallIds ?? [];
    if (removeIds.length > 0) {
      const removed = await trx('client_calls').where({ client_id: id }).whereIn('id', removeIds).delete();
      if (removed !== removeIds.length) throw new Refused('call-not-found');
    }
    const addCalls = change.addCalls ?? [];
    if (addCalls.length > 0) {
      const [count] = await trx('client_calls').where({ client_id: id }).count<{ n: number | string }[]>('* as n');
      if (Number(count?.n ?? 0) + addCalls.length > callLimit) throw new Refused('calls-limit');
      await insertCalls(trx, id, addCalls);
    }
    // Archiving again keeps the first time it was archived.
    const archived = change.archived === undefined ? {} : { archived_at: change.archived ? (row.archived_at ?? now(trx)) : null };
    await clients(trx)
      .where({ id })
      .update({ ...toColumns(change.fields), ...valueColumn(change.value), ...archived, updated_at: now(trx) });
    return 'ok' as const;
  }).catch((error: unknown) => {
    if (error instanceof Refused) return error.reason;
    throw error;
  });
  if (outcome !== 'ok') return outcome;
  return (await findClient(db, scope, id)) ?? 'not-found';
}

/** Deletes the workspace's client and its calls; its generations stay, unlinked (the key sets client_id to NULL). */
export async function deleteClient(db: Knex, scope: Scope, id: number): Promise<boolean> {
  return (await clients(db).where({ id, workspace_id: scope.workspaceId }).delete()) > 0;
}
