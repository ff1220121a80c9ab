// A client's change requests and questions on a sent proposal (DESIGN §10): threads with replies, and
// the owner's answer to each.
import type { Knex } from 'knex';
import { retryDeadlock, toIso } from '../../rows.ts';
import type { Scope } from '../../scope.ts';
import { TOOL, type SendRecord } from './rows.ts';

export type ThreadKind = 'change' | 'question';
export type ThreadState = 'open' | 'answered' | 'declined';
export type ReplyAuthor = 'client' | 'consultant';

export interface ReplyRow {
  id: number;
  author: ReplyAuthor;
  text: string;
  createdAt: string;
}

/** A client's change request or question on one section: a thread with its replies, oldest first. */
export interface ChangeRequestRow {
  id: number;
  version: number;
  path: string;
  label: string;
  comment: string;
  createdAt: string;
  /** The version the owner said answers it; null unless the state is `answered`. */
  answeredInVersion: number | null;
  kind: ThreadKind;
  state: ThreadState;
  replies: ReplyRow[];
}

interface ChangeRequestDbRow {
  id: number;
  version: number;
  path: string;
  label: string;
  comment: string;
  created_at: Date;
  answered_in_version: number | null;
  kind: string;
  state: string;
}

const toReply = (row: { id: number; author: string; text: string; created_at: Date }): ReplyRow => ({
  id: row.id,
  author: row.author === 'consultant' ? 'consultant' : 'client',
  text: row.text,
  createdAt: toIso(row.created_at),
});

const toThread = (row: ChangeRequestDbRow, replies: ReplyRow[]): ChangeRequestRow => ({
  id: row.id,
  version: row.version,
  path: row.path,
  label: row.label,
  comment: row.comment,
  createdAt: toIso(row.created_at),
  answeredInVersion: row.answered_in_version,
  kind: row.kind === 'question' ? 'question' : 'change',
  state: row.state === 'answered' || row.state === 'declined' ? row.state : 'open',
  replies,
});

/** The threads of one proposal, newest first, each with its replies oldest first. */
export async function threadsWhere(db: Knex, generationId: number, id?: number): Promise<ChangeRequestRow[]> {
  const query = db('proposal_change_requests').where({ generation_id: generationId }).orderBy('id', 'desc');
  if (id !== undefined) query.where({ id });
  const rows: ChangeRequestDbRow[] = await query;
  if (rows.length === 0) return [];
  const replyRows: { id: number; change_request_id: number; author: string; text: string; created_at: Date }[] = await db('proposal_change_request_replies')
    .whereIn(
      'change_request_id',
      rows.map((row) => row.id),
    )
    .orderBy('id')
    .select('id', 'change_request_id', 'author', 'text', 'created_at');
  const byThread = new Map<number, ReplyRow[]>();
  for (const reply of replyRows) {
    const list = byThread.get(reply.change_request_id) ?? [];
    list.push(toReply(reply));
    byThread.set(reply.change_request_id, list);
  }
  return rows.map((row) => toThread(row, byThread.get(row.id) ?? []));
}

/** Every thread on a proposal (what its client's page shows, whichever of its links they hold). */
export const findThreads = (db: Knex, generationId: number): Promise<ChangeRequestRow[]> => threadsWhere(db, generationId);

/** Adds a change request (or a question) unless the send already holds `limit` open ones (then null). */
export async function addChangeRequest(
  db: Knex,
  send: SendRecord,
  request: { path: string; label: string; comment: string; kind?: ThreadKind; now: Date; clientEmail?: string | undefined },
  limit: number,
): Promise<ChangeRequestRow | null> {
  return retryDeadlock(() => db.transaction(async (trx) => {
    await trx('generations').where({ id: send.generationId }).forUpdate().first('id');
    const [counted] = await trx('proposal_change_requests').where({ send_id: send.id, state: 'open' }).count<{ n: number | string }[]>('* as n');
    if (Number(counted?.n ?? 0) >= limit) return null;
    const kind = request.kind ?? 'change';
    const [id] = await trx('proposal_change_requests').insert({
      send_id: send.id,
      generation_id: send.generationId,
      version: send.version,
      path: request.path,
      label: request.label.slice(0, 300),
      comment: request.comment,
      created_at: request.now,
      answered_in_version: null,
      kind,
      state: 'open',
      client_email: request.clientEmail ?? null,
    });
    return { id: Number(id), version: send.version, path: request.path, label: request.label, comment: request.comment, createdAt: toIso(request.now), answeredInVersion: null, kind, state: 'open', replies: [] };
  }));
}

/** The thread a reply was added to: what its mail names (DESIGN §11.2). */
export interface ThreadFacts {
  path: string;
  label: string;
  version: number;
  kind: ThreadKind;
}

export type ReplyOutcome = { outcome: 'added'; reply: ReplyRow; thread: ThreadFacts } | { outcome: 'not-found' } | { outcome: 'thread-full' } | { outcome: 'link-full' };

/**
 * Adds a reply to a thread of one proposal, under the proposal's row lock so the caps hold under
 * concurrent replies: at most `perThread` replies in a thread, and for a client's reply, at most
 * `perSend` replies written through the link it came by. A client's reply with her address keeps it on
 * the thread (the latest given wins): the consultants' replies are mailed there.
 */
export async function addReply(
  db: Knex,
  reply: { generationId: number; changeRequestId: number; sendId: number | null; author: ReplyAuthor; text: string; now: Date; clientEmail?: string | undefined },
  limits: { perThread: number; perSend: number },
): Promise<ReplyOutcome> {
  return retryDeadlock(() => db.transaction(async (trx) => {
    await trx('generations').where({ id: reply.generationId }).forUpdate().first('id');
    const thread: { id: number; path: string; label: string; version: number; kind: string } | undefined = await trx('proposal_change_requests')
      .where({ id: reply.changeRequestId, generation_id: reply.generationId })
      .first('id', 'path', 'label', 'version', 'kind');
    if (!thread) return { outcome: 'not-found' } as const;
    const [inThread] = await trx('proposal_change_request_replies').where({ change_request_id: reply.changeRequestId }).count<{ n: number | string }[]>('* as n');
    if (Number(inThread?.n ?? 0) >= limits.perThread) return { outcome: 'thread-full' } as const;
    if (reply.sendId !== null) {
      const [onLink] = await trx('proposal_change_request_replies').where({ send_id: reply.sendId }).count<{ n: number | string }[]>('* as n');
      if (Number(onLink?.n ?? 0) >= limits.perSend) return { outcome: 'link-full' } as const;
    }
    const [id] = await trx('proposal_change_request_replies').insert({
      change_request_id: reply.changeRequestId,
      send_id: reply.sendId,
      author: reply.author,
      text: reply.text,
      created_at: reply.now,
    });
    if (reply.author === 'client' && reply.clientEmail) await trx('proposal_change_requests').where({ id: thread.id }).update({ client_email: reply.clientEmail });
    const facts: ThreadFacts = { path: thread.path, label: thread.label, version: thread.version, kind: thread.kind === 'question' ? 'question' : 'change' };
    return { outcome: 'added', reply: { id: Number(id), author: reply.author, text: reply.text, createdAt: toIso(reply.now) }, thread: facts } as const;
  }));
}

export type StateOutcome = { outcome: 'set'; thread: ChangeRequestRow } | { outcome: 'not-found' } | { outcome: 'no-such-version' };

/**
 * The owner sets a thread's state: answered names a version of the proposal that exists (the current
 * one when left out); open and declined clear it. Another workspace's proposal is not found.
 */
export async function setThreadState(
  db: Knex,
  scope: Scope,
  generationId: number,
  changeRequestId: number,
  change: { state: ThreadState; answeredInVersion?: number | undefined },
): Promise<StateOutcome> {
  const updated = await db.transaction(async (trx) => {
    const owned = await trx('generations').where({ id: generationId, workspace_id: scope.workspaceId, tool: TOOL }).forUpdate().first<{ current_version: number } | undefined>('current_version');
    if (!owned) return { outcome: 'not-found' } as const;
    const thread = await trx('proposal_change_requests').where({ id: changeRequestId, generation_id: generationId }).first('id');
    if (!thread) return { outcome: 'not-found' } as const;
    let answeredIn: number | null = null;
    if (change.state === 'answered') {
      answeredIn = change.answeredInVersion ?? owned.current_version;
      const version = await trx('generation_versions').where({ generation_id: generationId, number: answeredIn }).first('number');
      if (!version) return { outcome: 'no-such-version' } as const;
    }
    await trx('proposal_change_requests').where({ id: changeRequestId }).update({ state: change.state, answered_in_version: answeredIn });
    return null;
  });
  if (updated) return updated;
  const [thread] = await threadsWhere(db, generationId, changeRequestId);
  return thread ? { outcome: 'set', thread } : { outcome: 'not-found' };
}

/** A change request on the workspace's item (its section and words), or null. */
export async function findChangeRequest(db: Knex, scope: Scope, generationId: number, id: number): Promise<{ path: string; comment: string } | null> {
  const row = await db('proposal_change_requests as c')
    .join('generations as g', 'g.id', 'c.generation_id')
    .where({ 'c.id': id, 'c.generation_id': generationId, 'g.workspace_id': scope.workspaceId })
    .first('c.path', 'c.comment');
  return row ? { path: row.path, comment: row.comment } : null;
}

/**
 * Where the client of a thread is reached by e-mail (DESIGN §11.2), or null: the address she gave in
 * this thread (asking or replying), else the one she accepted the proposal with, else the one the
 * proposal was last e-mailed to.
 */
export async function clientAddressOf(db: Knex, generationId: number, changeRequestId: number): Promise<string | null> {
  const thread: { client_email: string | null } | undefined = await db('proposal_change_requests').where({ id: changeRequestId, generation_id: generationId }).first('client_email');
  if (thread?.client_email) return thread.client_email;
  const accepted: { email: string } | undefined = await db('proposal_acceptances').where({ generation_id: generationId }).orderBy('id', 'desc').first('email');
  if (accepted?.email) return accepted.email;
  const mailed: { to_address: string } | undefined = await db('mail_outbox').where({ generation_id: generationId, kind: 'sent' }).orderBy('id', 'desc').first('to_address');
  return mailed?.to_address ?? null;
}
