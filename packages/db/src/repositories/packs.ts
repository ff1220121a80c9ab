// Packs (DESIGN §10): the progress of one queued flow from a call to the last step, kept in MySQL
// (see the migration for why). The api creates a pack and reads it for its workspace (DESIGN §11); the
// pack's job on the worker writes its steps as they move.
import { moneySettings, PACK_CANCELLED, PACK_STOPPED, packStateOf, type PackInputs, type PackResponse, type PackState, type PackStep, type PrefillSource } from '@growth-suite/shared';
import type { Knex } from 'knex';
import { fromJson, recordFromJson, toIso } from '../rows.ts';
import { findBrand } from './brands.ts';
import { findClient } from './clients.ts';
import { findUserById } from './users.ts';
import type { Scope } from '../scope.ts';

interface PackRow {
  id: number;
  user_id: number;
  workspace_id: number;
  client_id: number | null;
  transcript: string | null;
  state: PackState;
  steps: unknown;
  runs: number;
  created_at: Date;
  updated_at: Date;
}

export interface PackRecord extends PackResponse {
  /** Who started it, and the workspace it (and every result it makes) belongs to. */
  userId: number;
  workspaceId: number;
  transcript: string | null;
  /** How many times the flow was started (1 + retries). */
  runs: number;
}

const table = (db: Knex) => db<PackRow>('packs');
/** The steps column as written (only this module writes it, from PackStep[]). */
const stepsOf = (row: Pick<PackRow, 'steps'>) => fromJson(row.steps) as PackStep[];

const toRecord = (row: PackRow): PackRecord => ({
  packId: row.id,
  userId: row.user_id,
  workspaceId: row.workspace_id,
  clientId: row.client_id,
  transcript: row.transcript,
  state: row.state,
  steps: stepsOf(row),
  runs: row.runs,
  createdAt: toIso(row.created_at),
  updatedAt: toIso(row.updated_at),
});

/** What the owner sees: no transcript, no run counter. */
export const toPackResponse = ({ packId, clientId, state, steps, createdAt, updatedAt }: PackRecord): PackResponse => ({ packId, clientId, state, steps, createdAt, updatedAt });

/** A pack for one of the workspace's clients (the caller checked it is), started by the scope's user. */
export async function createPack(db: Knex, scope: Scope, pack: { clientId: number; transcript: string | null; steps: PackStep[] }): Promise<PackRecord> {
  const [id] = await table(db).insert({
    user_id: scope.userId,
    workspace_id: scope.workspaceId,
    client_id: pack.clientId,
    transcript: pack.transcript,
    state: packStateOf(pack.steps),
    steps: JSON.stringify(pack.steps),
  });
  return (await findPackById(db, Number(id)))!;
}

/** The workspace's pack; another workspace's is not found. */
export async function findPack(db: Knex, scope: Scope, id: number): Promise<PackRecord | null> {
  const row = await table(db).where({ id, workspace_id: scope.workspaceId }).first();
  return row ? toRecord(row) : null;
}

/** The packs of one of the workspace's clients, newest first (the client page lists them). */
export async function listClientPacks(db: Knex, scope: Scope, clientId: number, limit = 50): Promise<PackRecord[]> {
  const rows = await table(db).where({ workspace_id: scope.workspaceId, client_id: clientId }).orderBy('id', 'desc').limit(limit);
  return rows.map(toRecord);
}

/** Any pack by id (the worker: the job names the pack it runs). */
export async function findPackById(db: Knex, id: number): Promise<PackRecord | null> {
  const row = await table(db).where({ id }).first();
  return row ? toRecord(row) : null;
}

/**
 * Writes the steps (and the state they add up to) of run `run`; null when the pack has moved on to a
 * later run (retried after this one was taken for stopped), whose steps this run must not overwrite.
 */
export async function savePackSteps(db: Knex, id: number, run: number, steps: readonly PackStep[]): Promise<PackState | null> {
  const state = packStateOf(steps);
  const updated = await table(db)
    .where({ id, runs: run })
    .update({ steps: JSON.stringify(steps), state, updated_at: db.fn.now(3) });
  return updated > 0 ? state : null;
}

/**
 * The pack as its owner sees it. A run that has not written for `staleMs` (its worker and its job
 * lost, say, with Redis) has stopped: its open step is shown failed, so that it can be retried.
 */
export function packView(pack: PackRecord, staleMs: number, now = Date.now()): PackRecord {
  const stopped = (pack.state === 'queued' || pack.state === 'active') && now - Date.parse(pack.updatedAt) > staleMs;
  if (!stopped) return pack;
  const open = pack.steps.findIndex((step) => step.state !== 'completed');
  const steps = pack.steps.map((step, i): PackStep => (i === open ? { tool: step.tool, state: 'failed', error: PACK_STOPPED } : step.state === 'completed' ? step : { tool: step.tool, state: 'queued' }));
  return { ...pack, steps, state: packStateOf(steps) };
}

/**
 * A failed (or stopped: see packView) pack made to run again: its open steps wait again, the completed
 * ones stay, and `runs` moves on (the stopped run, should it wake, can no longer write). Only one of two
 * retries at the same moment wins (the row is locked, then checked): null for the other, and for a pack
 * that has not failed.
 */
export async function reopenFailedPack(db: Knex, scope: Scope, id: number, staleMs: number): Promise<PackRecord | null> {
  return db.transaction(async (trx) => {
    const row = await table(trx).where({ id, workspace_id: scope.workspaceId }).forUpdate().first();
    if (!row || packView(toRecord(row), staleMs).state !== 'failed') return null;
    const steps = stepsOf(row).map((step): PackStep => (step.state === 'completed' ? step : { tool: step.tool, state: 'queued' }));
    await table(trx)
      .where({ id })
      .update({ steps: JSON.stringify(steps), state: packStateOf(steps), runs: row.runs + 1, updated_at: trx.fn.now(3) });
    return toRecord((await table(trx).where({ id }).first())!);
  });
}

/**
 * What every step of a pack starts from: the client file (with the pack's own call first, when it
 * was given one) and the account the forms start with — the author's e-mail, full name (else the
 * username) and the workspace brand's firm (else that name). Null when the client is gone or not the
 * workspace's.
 */
export async function loadPackInputs(db: Knex, scope: Scope, clientId: number | null, transcript: string | null): Promise<Pick<PackInputs, 'client' | 'account'> | null> {
  if (clientId === null) return null;
  const [client, user, brand] = await Promise.all([findClient(db, scope, clientId), findUserById(db, scope.userId), findBrand(db, scope)]);
  if (!client || !user) return null;
  const today = new Date().toISOString().slice(0, 10);
  const calls = transcript ? [{ date: today, transcript }, ...client.calls] : client.calls;
  const fullName = (user.fullName ?? '').trim() || user.username;
  return {
    client: { ...client, calls },
    // The pack's money: the client's currency, else the brand's; the brand's locale.
    account: { email: user.email, fullName, companyName: brand.firmName.trim() || fullName, ...moneySettings({ currency: client.currency || brand.currency, locale: brand.locale }) },
  };
}

/** The saved results the pack's completed steps made, by generation id (the workspace's, still there). */
export async function packSources(db: Knex, scope: Scope, ids: readonly number[]): Promise<PrefillSource[]> {
  if (ids.length === 0) return [];
  const rows = await db('generations').where({ workspace_id: scope.workspaceId }).whereIn('id', ids).select<{ id: number; tool: string; request: unknown; results: unknown }[]>('id', 'tool', 'request', 'results');
  return rows.map((row) => ({ id: row.id, tool: row.tool, request: recordFromJson(row.request), results: recordFromJson(row.results) }));
}

/**
 * Cancels a running pack: its open step is failed as cancelled (the steps after it wait), and `runs`
 * moves on, so the run that was going can no longer write. Null when the pack is not running. The
 * caller stops the run's queue job and its step's generation: `run` and `step` name them.
 */
export async function cancelRunningPack(db: Knex, scope: Scope, id: number): Promise<{ pack: PackRecord; run: number; step: number } | null> {
  return db.transaction(async (trx) => {
    const row = await table(trx).where({ id, workspace_id: scope.workspaceId }).forUpdate().first();
    if (!row || (row.state !== 'queued' && row.state !== 'active')) return null;
    const before = stepsOf(row);
    const step = before.findIndex((s) => s.state !== 'completed');
    const steps = before.map((s, i): PackStep => (i === step ? { tool: s.tool, state: 'failed', error: PACK_CANCELLED } : s.state === 'completed' ? s : { tool: s.tool, state: 'queued' }));
    await table(trx)
      .where({ id })
      .update({ steps: JSON.stringify(steps), state: packStateOf(steps), runs: row.runs + 1, updated_at: trx.fn.now(3) });
    return { pack: toRecord((await table(trx).where({ id }).first())!), run: row.runs, step };
  });
}
