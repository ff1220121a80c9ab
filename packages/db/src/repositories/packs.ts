// Packs (DESIGN §10): the progress of one queued flow from a call to the last step, kept in MySQL
// (see the migration for why). The api creates a pack and reads it for its owner; the pack's job on
// the worker writes its steps as they move.
import { packStateOf, type PackInputs, type PackResponse, type PackState, type PackStep, type PrefillSource } from '@growth-suite/shared';
import type { Knex } from 'knex';
import { fromJson, toIso } from '../rows.ts';
import { findBrand } from './brands.ts';
import { findClient } from './clients.ts';
import { findUserById } from './users.ts';

interface PackRow {
  id: number;
  user_id: number;
  client_id: number | null;
  transcript: string | null;
  state: PackState;
  steps: unknown;
  runs: number;
  created_at: Date;
  updated_at: Date;
}

export interface PackRecord extends PackResponse {
  userId: number;
  transcript: string | null;
  /** How many times the flow was started (1 + retries). */
  runs: number;
}

const table = (db: Knex) => db<PackRow>('packs');

const toRecord = (row: PackRow): PackRecord => ({
  packId: row.id,
  userId: row.user_id,
  clientId: row.client_id,
  transcript: row.transcript,
  state: row.state,
  steps: fromJson(row.steps) as PackStep[],
  runs: row.runs,
  createdAt: toIso(row.created_at),
  updatedAt: toIso(row.updated_at),
});

/** What the owner sees: no transcript, no run counter. */
export const toPackResponse = ({ packId, clientId, state, steps, createdAt, updatedAt }: PackRecord): PackResponse => ({ packId, clientId, state, steps, createdAt, updatedAt });

export async function createPack(db: Knex, pack: { userId: number; clientId: number; transcript: string | null; steps: PackStep[] }): Promise<PackRecord> {
  const [id] = await table(db).insert({
    user_id: pack.userId,
    client_id: pack.clientId,
    transcript: pack.transcript,
    state: packStateOf(pack.steps),
    steps: JSON.stringify(pack.steps),
  } as never);
  return (await findPackById(db, Number(id)))!;
}

/** The owner's pack; another user's is not found. */
export async function findPack(db: Knex, userId: number, id: number): Promise<PackRecord | null> {
  const row = await table(db).where({ id, user_id: userId }).first();
  return row ? toRecord(row) : null;
}

/** Any pack by id (the worker: the job names the pack it runs). */
export async function findPackById(db: Knex, id: number): Promise<PackRecord | null> {
  const row = await table(db).where({ id }).first();
  return row ? toRecord(row) : null;
}

/** Writes the steps (and the state they add up to). */
export async function savePackSteps(db: Knex, id: number, steps: readonly PackStep[]): Promise<PackState> {
  const state = packStateOf(steps);
  await table(db)
    .where({ id })
    .update({ steps: JSON.stringify(steps), state, updated_at: db.fn.now(3) } as never);
  return state;
}

/**
 * A failed pack made to run again: its failed steps wait again, the completed ones stay. Only one of
 * two retries at the same moment wins (the update is conditional on the failed state): null for the
 * other, and for a pack that has not failed.
 */
export async function reopenFailedPack(db: Knex, userId: number, id: number): Promise<PackRecord | null> {
  return db.transaction(async (trx) => {
    const row = await table(trx).where({ id, user_id: userId, state: 'failed' }).forUpdate().first();
    if (!row) return null;
    const steps = (fromJson(row.steps) as PackStep[]).map((step): PackStep => (step.state === 'completed' ? step : { tool: step.tool, state: 'queued' }));
    await table(trx)
      .where({ id })
      .update({ steps: JSON.stringify(steps), state: packStateOf(steps), runs: row.runs + 1, updated_at: trx.fn.now(3) } as never);
    return toRecord((await table(trx).where({ id }).first())!);
  });
}

/**
 * What every step of a pack starts from: the client file (with the pack's own call first, when it
 * was given one) and the account the forms start with — its e-mail, its full name (else the
 * username) and the brand's firm (else that name). Null when the client is gone or not the user's.
 */
export async function loadPackInputs(db: Knex, userId: number, clientId: number | null, transcript: string | null): Promise<Pick<PackInputs, 'client' | 'account'> | null> {
  if (clientId === null) return null;
  const [client, user, brand] = await Promise.all([findClient(db, userId, clientId), findUserById(db, userId), findBrand(db, userId)]);
  if (!client || !user) return null;
  const today = new Date().toISOString().slice(0, 10);
  const calls = transcript ? [{ date: today, transcript }, ...client.calls] : client.calls;
  const fullName = (user.fullName ?? '').trim() || user.username;
  return {
    client: { ...client, calls },
    account: { email: user.email, fullName, companyName: brand.firmName.trim() || fullName },
  };
}

/** The saved results the pack's completed steps made, by generation id (the user's own, still there). */
export async function packSources(db: Knex, userId: number, ids: readonly number[]): Promise<PrefillSource[]> {
  if (ids.length === 0) return [];
  const rows = await db('generations').where({ user_id: userId }).whereIn('id', ids).select<{ id: number; tool: string; request: unknown; results: unknown }[]>('id', 'tool', 'request', 'results');
  return rows.map((row) => ({ id: row.id, tool: row.tool, request: fromJson(row.request) as Record<string, unknown>, results: fromJson(row.results) as Record<string, unknown> }));
}
