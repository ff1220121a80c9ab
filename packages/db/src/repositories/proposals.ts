// A proposal sent to its client (issue 24, DESIGN §10): sends (frozen versions behind a link),
// acceptances, change requests and opens. Owner-side queries name the request's workspace (DESIGN
// §11), so another workspace's proposal is simply not found; each send keeps who sent it. The public
// side reaches a proposal only through a live send's token.
import type { Knex } from 'knex';
import { fromJson, isDuplicateKey, toIso } from '../rows.ts';
import { mayChangeOthers, type Scope } from '../scope.ts';
import type { NotificationKind } from '@growth-suite/shared';
import { notificationColumn, type Recipient } from './notifications.ts';

const TOOL = 'proposal';

interface SendRow {
  id: number;
  token: string;
  generation_id: number;
  user_id: number;
  workspace_id: number;
  version: number;
  snapshot: string;
  hash: string;
  frozen: string;
  sent_at: Date;
  expires_at: Date | null;
  revoked_at: Date | null;
}

export interface SendRecord {
  id: number;
  token: string;
  generationId: number;
  /** Who sent it, and the workspace it (and its proposal) belongs to. */
  userId: number;
  workspaceId: number;
  version: number;
  /** The version's results as sent. */
  snapshot: unknown;
  hash: string;
  /** What was frozen beside the results (the title, the client, the value model and inputs). */
  frozen: unknown;
  sentAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
}

export interface AcceptanceRecord {
  version: number;
  tier: string;
  inputs: unknown;
  fullName: string;
  email: string;
  acceptedAt: string;
  hash: string;
}

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
async function threadsWhere(db: Knex, generationId: number, id?: number): Promise<ChangeRequestRow[]> {
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

const sends = (db: Knex) => db<SendRow>('proposal_sends');

const toSend = (row: SendRow): SendRecord => ({
  id: row.id,
  token: row.token,
  generationId: row.generation_id,
  userId: row.user_id,
  workspaceId: row.workspace_id,
  version: row.version,
  snapshot: fromJson(row.snapshot),
  hash: row.hash,
  frozen: fromJson(row.frozen),
  sentAt: toIso(row.sent_at),
  expiresAt: row.expires_at ? toIso(row.expires_at) : null,
  revokedAt: row.revoked_at ? toIso(row.revoked_at) : null,
});

const toAcceptance = (row: { version: number; tier: string; inputs: string; full_name: string; email: string; accepted_at: Date; hash: string }): AcceptanceRecord => ({
  version: row.version,
  tier: row.tier,
  inputs: fromJson(row.inputs),
  fullName: row.full_name,
  email: row.email,
  acceptedAt: toIso(row.accepted_at),
  hash: row.hash,
});

/** A send is live while it is neither withdrawn nor expired. */
const live = (query: Knex.QueryBuilder, now: Date) =>
  query.whereNull('proposal_sends.revoked_at').where((q) => q.whereNull('proposal_sends.expires_at').orWhere('proposal_sends.expires_at', '>', now));

/** What freezing reads from the proposal: its current version, results and request. */
export interface ProposalState {
  version: number;
  results: unknown;
  request: unknown;
}

export interface NewSend {
  generationId: number;
  token: string;
  now: Date;
  expiresAt: Date | null;
  /** Makes the snapshot, its hash and what is frozen beside it from the proposal's current state. */
  freeze: (state: ProposalState) => { snapshot: string; hash: string; frozen: string };
}

/**
 * Sends the proposal's current version: a new live link, or the live link that version already has
 * (`created: false`). Under the proposal's row lock, so an edit cannot slip in between reading the
 * version and freezing it. A change request is answered only when its owner says so (setThreadState),
 * never by sending.
 */
export async function sendCurrentVersion(db: Knex, scope: Scope, send: NewSend): Promise<{ send: SendRecord; created: boolean } | null> {
  return db.transaction(async (trx) => {
    const row = await trx('generations')
      .where({ id: send.generationId, workspace_id: scope.workspaceId, tool: TOOL })
      .forUpdate()
      .first<{ current_version: number; results: string; request: string } | undefined>('current_version', 'results', 'request');
    if (!row) return null;
    const version = row.current_version;
    const existing = await live(sends(trx).where({ generation_id: send.generationId, version }), send.now).orderBy('id', 'desc').first();
    if (existing) return { send: toSend(existing), created: false };
    const { snapshot, hash, frozen } = send.freeze({ version, results: fromJson(row.results), request: fromJson(row.request) });
    const [id] = await sends(trx).insert({
      token: send.token,
      generation_id: send.generationId,
      user_id: scope.userId,
      workspace_id: scope.workspaceId,
      version,
      snapshot,
      hash,
      frozen,
      sent_at: send.now,
      expires_at: send.expiresAt,
      revoked_at: null,
    });
    const created = await sends(trx).where({ id }).first();
    return { send: toSend(created!), created: true };
  });
}

/** Withdraws the live links of one version of the workspace's proposal; false when there was none. */
export async function revokeSends(db: Knex, scope: Scope, generationId: number, version: number, now: Date): Promise<boolean> {
  const changed = await sends(db).where({ workspace_id: scope.workspaceId, generation_id: generationId, version }).whereNull('revoked_at').update({ revoked_at: now });
  return changed > 0;
}

/** The live send of one version of the workspace's proposal, or null. */
export async function findLiveSendOf(db: Knex, scope: Scope, generationId: number, version: number, now: Date): Promise<SendRecord | null> {
  const row = await live(sends(db).where({ workspace_id: scope.workspaceId, generation_id: generationId, version }), now).orderBy('id', 'desc').first();
  return row ? toSend(row) : null;
}

/** The live send behind a token, or null (unknown, withdrawn and expired alike). */
export async function findLiveSend(db: Knex, token: string, now: Date): Promise<SendRecord | null> {
  const row = await live(sends(db).where({ token }), now).first();
  return row ? toSend(row) : null;
}

/** The newest live send of the same proposal with a later version than `version`, if any. */
export async function findNewerSend(db: Knex, generationId: number, version: number, now: Date): Promise<SendRecord | null> {
  const row = await live(sends(db).where({ generation_id: generationId }).where('version', '>', version), now).orderBy('version', 'desc').orderBy('id', 'desc').first();
  return row ? toSend(row) : null;
}

/** The last version sent before `version` (withdrawn or not): what the client saw before this one. */
export async function findPreviousSend(db: Knex, generationId: number, version: number): Promise<SendRecord | null> {
  const row = await sends(db).where({ generation_id: generationId }).where('version', '<', version).orderBy('version', 'desc').orderBy('id', 'desc').first();
  return row ? toSend(row) : null;
}

/** The acceptance of a version of this proposal, if one was accepted. */
export async function findAcceptance(db: Knex, generationId: number, version: number): Promise<AcceptanceRecord | null> {
  const row = await db('proposal_acceptances').where({ generation_id: generationId, version }).orderBy('id').first();
  return row ? toAcceptance(row) : null;
}

export interface NewAcceptance {
  tier: string;
  inputs: unknown;
  fullName: string;
  email: string;
  ip: string;
  userAgent: string;
  now: Date;
}

export type AcceptOutcome =
  | { outcome: 'accepted'; acceptance: AcceptanceRecord }
  | { outcome: 'already'; acceptance: AcceptanceRecord }
  | { outcome: 'superseded' }
  | { outcome: 'other-accepted' };

/**
 * Accepts a send once. Under the proposal's row lock (the same lock every new version takes), so an
 * acceptance and an edit cannot cross: a second acceptance of the version answers the first; a send
 * with a newer version sent or accepted after it cannot be accepted any more.
 */
export async function acceptSend(db: Knex, send: SendRecord, acceptance: NewAcceptance): Promise<AcceptOutcome> {
  try {
    return await db.transaction(async (trx) => {
      await trx('generations').where({ id: send.generationId }).forUpdate().first('id');
      const same = await trx('proposal_acceptances').where({ generation_id: send.generationId, version: send.version }).orderBy('id').first();
      if (same) return { outcome: 'already', acceptance: toAcceptance(same) } as const;
      const later = await trx('proposal_acceptances').where({ generation_id: send.generationId }).where('version', '>', send.version).first('id');
      if (later) return { outcome: 'other-accepted' } as const;
      const newer = await live(sends(trx).where({ generation_id: send.generationId }).where('version', '>', send.version), acceptance.now).first('id');
      if (newer) return { outcome: 'superseded' } as const;
      const row = {
        send_id: send.id,
        generation_id: send.generationId,
        version: send.version,
        tier: acceptance.tier,
        inputs: JSON.stringify(acceptance.inputs),
        full_name: acceptance.fullName,
        email: acceptance.email,
        ip: acceptance.ip.slice(0, 64),
        user_agent: acceptance.userAgent.slice(0, 500),
        hash: send.hash,
        accepted_at: acceptance.now,
      };
      await trx('proposal_acceptances').insert(row);
      // The accepted version is locked: the versions layer refuses a change from it (same row lock).
      await trx('generations').where({ id: send.generationId }).update({ locked_version: send.version });
      return { outcome: 'accepted', acceptance: toAcceptance(row) } as const;
    });
  } catch (error) {
    // Two clicks raced past the lookup: the unique send wrote one; answer it.
    if (isDuplicateKey(error)) {
      const first = await findAcceptance(db, send.generationId, send.version);
      if (first) return { outcome: 'already', acceptance: first };
    }
    throw error;
  }
}

/** Adds a change request (or a question) unless the send already holds `limit` open ones (then null). */
export async function addChangeRequest(
  db: Knex,
  send: SendRecord,
  request: { path: string; label: string; comment: string; kind?: ThreadKind; now: Date },
  limit: number,
): Promise<ChangeRequestRow | null> {
  return db.transaction(async (trx) => {
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
    });
    return { id: Number(id), version: send.version, path: request.path, label: request.label, comment: request.comment, createdAt: toIso(request.now), answeredInVersion: null, kind, state: 'open', replies: [] };
  });
}

export type ReplyOutcome = { outcome: 'added'; reply: ReplyRow } | { outcome: 'not-found' } | { outcome: 'thread-full' } | { outcome: 'link-full' };

/**
 * Adds a reply to a thread of one proposal, under the proposal's row lock so the caps hold under
 * concurrent replies: at most `perThread` replies in a thread, and for a client's reply, at most
 * `perSend` replies written through the link it came by.
 */
export async function addReply(
  db: Knex,
  reply: { generationId: number; changeRequestId: number; sendId: number | null; author: ReplyAuthor; text: string; now: Date },
  limits: { perThread: number; perSend: number },
): Promise<ReplyOutcome> {
  return db.transaction(async (trx) => {
    await trx('generations').where({ id: reply.generationId }).forUpdate().first('id');
    const thread = await trx('proposal_change_requests').where({ id: reply.changeRequestId, generation_id: reply.generationId }).first('id');
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
    return { outcome: 'added', reply: { id: Number(id), author: reply.author, text: reply.text, createdAt: toIso(reply.now) } } as const;
  });
}

/** Whether the generation is a proposal of the workspace. */
export async function ownsProposal(db: Knex, scope: Scope, generationId: number): Promise<boolean> {
  return Boolean(await db('generations').where({ id: generationId, workspace_id: scope.workspaceId, tool: TOOL }).first('id'));
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

/** Counts an open: once per visitor per (UTC) day; a later open that day only moves `last_at`. True for a new count. */
export async function recordView(db: Knex, generationId: number, visitor: string, now: Date): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  // MySQL counts an insert as 1 affected row, an update of a duplicate as 2 (0 when nothing changed).
  const [result] = (await db.raw('INSERT INTO proposal_views (generation_id, day, visitor, first_at, last_at) VALUES (?, ?, ?, ?, ?) ON DUPLICATE KEY UPDATE last_at = VALUES(last_at)', [
    generationId,
    day,
    visitor,
    now,
    now,
  ])) as [{ affectedRows: number }];
  return result.affectedRows === 1;
}

export interface ActivityRecord {
  opens: number;
  firstOpenedAt: string | null;
  lastOpenedAt: string | null;
  sends: SendRecord[];
  acceptances: AcceptanceRecord[];
  changeRequests: ChangeRequestRow[];
}

/** Everything that happened to the workspace's proposal since it was sent; null when it is not the workspace's. */
export async function findActivity(db: Knex, scope: Scope, generationId: number): Promise<ActivityRecord | null> {
  const owned = await db('generations').where({ id: generationId, workspace_id: scope.workspaceId, tool: TOOL }).first('id');
  if (!owned) return null;
  const [views, sendRows, acceptanceRows, requestRows] = await Promise.all([
    db('proposal_views').where({ generation_id: generationId }).first<{ n: number | string; first: Date | null; last: Date | null }>(db.raw('COUNT(*) AS n'), db.raw('MIN(first_at) AS first'), db.raw('MAX(last_at) AS last')),
    sends(db).where({ generation_id: generationId }).orderBy('version', 'desc').orderBy('id', 'desc'),
    db('proposal_acceptances').where({ generation_id: generationId }).orderBy('version', 'desc'),
    threadsWhere(db, generationId),
  ]);
  return {
    opens: Number(views?.n ?? 0),
    firstOpenedAt: views?.first ? toIso(views.first) : null,
    lastOpenedAt: views?.last ? toIso(views.last) : null,
    sends: sendRows.map(toSend),
    acceptances: acceptanceRows.map(toAcceptance),
    changeRequests: requestRows,
  };
}

/** The workspace's accepted version: the send the client accepted (its snapshot) and the acceptance. */
export async function findAcceptedSend(db: Knex, scope: Scope, generationId: number, version: number): Promise<{ send: SendRecord; acceptance: AcceptanceRecord; ip: string; userAgent: string } | null> {
  const row = await db('proposal_acceptances as a')
    .join('proposal_sends as s', 's.id', 'a.send_id')
    .where({ 's.workspace_id': scope.workspaceId, 'a.generation_id': generationId, 'a.version': version })
    .first('a.version', 'a.tier', 'a.inputs', 'a.full_name', 'a.email', 'a.accepted_at', 'a.hash', 'a.ip', 'a.user_agent', 'a.send_id');
  if (!row) return null;
  const send = await sends(db).where({ id: row.send_id }).first();
  if (!send) return null;
  return { send: toSend(send), acceptance: toAcceptance(row), ip: row.ip, userAgent: row.user_agent };
}

export interface ProposalUpdate {
  /** An acceptance, a change asked, a question asked, or the client's reply in a thread. */
  kind: 'accepted' | 'change-request' | 'question' | 'reply';
  generationId: number;
  title: string;
  version: number;
  /** Who accepted (their typed name); empty for a change request (the client is anonymous there). */
  who: string;
  /** The tier accepted, or the section a change, a question or a reply is on. */
  detail: string;
  at: string;
}

/**
 * Acceptances, change requests, questions and the client's replies after `since`, newest first (at most
 * 20), on the workspace's proposals the caller is told of (DESIGN §11): a member, those they made or
 * sent; an admin or owner, all of them.
 */
export async function findUpdatesSince(db: Knex, scope: Scope, since: Date): Promise<ProposalUpdate[]> {
  // `s` is the send the event came through; its proposal is `s.generation_id`.
  const toldOf = (query: Knex.QueryBuilder) => {
    query.where('s.workspace_id', scope.workspaceId);
    if (!mayChangeOthers(scope)) {
      query.where((mine) =>
        mine.where('s.user_id', scope.userId).orWhereExists(db('generations as g').whereRaw('g.id = s.generation_id').where('g.user_id', scope.userId)),
      );
    }
    return query;
  };
  const [accepted, asked, replied] = await Promise.all([
    db('proposal_acceptances as a')
      .join('proposal_sends as s', 's.id', 'a.send_id')
      .modify(toldOf)
      .where('a.accepted_at', '>', since)
      .orderBy('a.accepted_at', 'desc')
      .limit(20)
      .select('a.generation_id', 'a.version', 'a.full_name', 'a.tier', 'a.accepted_at', 's.frozen'),
    db('proposal_change_requests as c')
      .join('proposal_sends as s', 's.id', 'c.send_id')
      .modify(toldOf)
      .where('c.created_at', '>', since)
      .orderBy('c.created_at', 'desc')
      .limit(20)
      .select('c.generation_id', 'c.version', 'c.label', 'c.kind', 'c.created_at', 's.frozen'),
    db('proposal_change_request_replies as r')
      .join('proposal_change_requests as c', 'c.id', 'r.change_request_id')
      .join('proposal_sends as s', 's.id', 'c.send_id')
      .modify(toldOf)
      .where('r.author', 'client')
      .where('r.created_at', '>', since)
      .orderBy('r.created_at', 'desc')
      .limit(20)
      .select('c.generation_id', 'c.version', 'c.label', 'r.created_at', 's.frozen'),
  ]);
  const titleOf = (frozen: string) => {
    const parsed = fromJson(frozen);
    return typeof parsed === 'object' && parsed !== null && 'title' in parsed && typeof parsed.title === 'string' ? parsed.title : '';
  };
  type SectionRow = { generation_id: number; version: number; label: string; created_at: Date; frozen: string };
  // A change, a question or a reply: the client is anonymous there, the detail is the section.
  const onSection = (kind: 'change-request' | 'question' | 'reply', row: SectionRow): ProposalUpdate => ({
    kind,
    generationId: row.generation_id,
    title: titleOf(row.frozen),
    version: row.version,
    who: '',
    detail: row.label,
    at: toIso(row.created_at),
  });
  const updates: ProposalUpdate[] = [
    ...accepted.map((row: { generation_id: number; version: number; full_name: string; tier: string; accepted_at: Date; frozen: string }) => ({
      kind: 'accepted' as const,
      generationId: row.generation_id,
      title: titleOf(row.frozen),
      version: row.version,
      who: row.full_name,
      detail: row.tier,
      at: toIso(row.accepted_at),
    })),
    ...asked.map((row: SectionRow & { kind: string }) => onSection(row.kind === 'question' ? 'question' : 'change-request', row)),
    ...replied.map((row: SectionRow) => onSection('reply', row)),
  ];
  return updates.sort((a, b) => b.at.localeCompare(a.at)).slice(0, 20);
}

/** A change request on the workspace's item (its section and words), or null. */
export async function findChangeRequest(db: Knex, scope: Scope, generationId: number, id: number): Promise<{ path: string; comment: string } | null> {
  const row = await db('proposal_change_requests as c')
    .join('generations as g', 'g.id', 'c.generation_id')
    .where({ 'c.id': id, 'c.generation_id': generationId, 'g.workspace_id': scope.workspaceId })
    .first('c.path', 'c.comment');
  return row ? { path: row.path, comment: row.comment } : null;
}

/** The current version of the workspace's proposal, as sending would freeze it (the owner's preview); null when not the workspace's. */
export async function findCurrentProposal(db: Knex, scope: Scope, generationId: number): Promise<{ version: number; results: unknown; request: unknown } | null> {
  const row = await db('generations')
    .where({ id: generationId, workspace_id: scope.workspaceId, tool: TOOL })
    .first<{ current_version: number; results: string; request: string } | undefined>('current_version', 'results', 'request');
  return row ? { version: row.current_version, results: fromJson(row.results), request: fromJson(row.request) } : null;
}

/**
 * Who hears of a proposal's news of `kind` (DESIGN §11): its author and its workspace's admins and
 * owners, each once, each only with that kind on.
 */
export async function proposalWatchers(db: Knex, generationId: number, kind: NotificationKind): Promise<Recipient[]> {
  const rows: { id: number; email: string; full_name: string | null; username: string; on: number | null }[] = await db('users as u')
    .leftJoin('notification_prefs as p', 'p.user_id', 'u.id')
    .whereIn(
      'u.id',
      db
        .select('g.user_id')
        .from('generations as g')
        .where('g.id', generationId)
        .union((admins) => admins.select('m.user_id').from('workspace_members as m').join('generations as g2', 'g2.workspace_id', 'm.workspace_id').where('g2.id', generationId).whereIn('m.role', ['admin', 'owner'])),
    )
    .select('u.id', 'u.email', 'u.full_name', 'u.username', db.raw(`p.${notificationColumn(kind)} AS \`on\``));
  return rows.filter((row) => row.on === null || Boolean(row.on)).map((row) => ({ userId: row.id, email: row.email, name: row.full_name?.trim() || row.username }));
}

/** The author (or an admin) switches the client's reminders of one proposal on or off; false when it is not the workspace's. */
export async function setReminders(db: Knex, scope: Scope, generationId: number, enabled: boolean): Promise<boolean> {
  if (!(await ownsProposal(db, scope, generationId))) return false;
  await db('send_reminders').insert({ generation_id: generationId, enabled }).onConflict('generation_id').merge(['enabled']);
  return true;
}

export async function remindersOn(db: Knex, generationId: number): Promise<boolean> {
  const row = await db('send_reminders').where({ generation_id: generationId }).first('enabled');
  return row ? Boolean(row.enabled) : true;
}

/** The client at `address` asked for no more reminders of this document (their unsubscribe link). */
export async function stopReminders(db: Knex, generationId: number, address: string): Promise<void> {
  await db('reminder_stops').insert({ generation_id: generationId, address: address.toLowerCase() }).onConflict(['generation_id', 'address']).ignore();
}

/** The addresses that asked for no more reminders of this document, in the order they asked. */
export async function reminderStops(db: Knex, generationId: number): Promise<string[]> {
  return db('reminder_stops').where({ generation_id: generationId }).orderBy('created_at').pluck('address');
}

/** The send's proposal and the addresses it was e-mailed to (a reminder's unsubscribe link names one of them). */
export async function sendRecipients(db: Knex, sendId: number): Promise<{ generationId: number; addresses: string[] } | null> {
  const send: { generation_id: number } | undefined = await db('proposal_sends').where({ id: sendId }).first('generation_id');
  if (!send) return null;
  const addresses: string[] = await db('mail_outbox').where({ send_id: sendId, kind: 'sent' }).distinct('to_address').pluck('to_address');
  return { generationId: send.generation_id, addresses };
}

export interface ReminderCandidate {
  sendId: number;
  generationId: number;
  workspaceId: number;
  userId: number;
  version: number;
  sentAt: Date;
  expiresAt: Date | null;
  frozen: unknown;
  /** Where the document was e-mailed, and the link it carried. */
  to: string;
  linkUrl: string;
}

type ReminderRow = { id: number; generation_id: number; workspace_id: number; user_id: number; version: number; sent_at: Date; expires_at: Date | null; frozen: string; to_address: string; link_url: string };

/**
 * Live sends that were e-mailed to their client and may still be reminded (DESIGN §11): not withdrawn,
 * not expired, the newest live version of their proposal, none of its versions accepted, reminders on.
 * Which reminder is due, and whether it was written, the caller decides.
 */
export async function reminderCandidates(db: Knex, now: Date): Promise<ReminderCandidate[]> {
  const rows: ReminderRow[] = await db('proposal_sends as s')
    .join('mail_outbox as m', 'm.send_id', 's.id')
    .leftJoin('send_reminders as r', 'r.generation_id', 's.generation_id')
    .where('m.kind', 'sent')
    .where('m.state', 'sent')
    .whereNotNull('m.link_url')
    .whereNull('s.revoked_at')
    .where((q) => q.whereNull('s.expires_at').orWhere('s.expires_at', '>', now))
    .where((q) => q.whereNull('r.enabled').orWhere('r.enabled', true))
    .whereNotExists(db('reminder_stops as x').whereRaw('x.generation_id = s.generation_id AND x.address = LOWER(m.to_address)'))
    .whereNotExists(db('proposal_acceptances as a').whereRaw('a.generation_id = s.generation_id'))
    .whereNotExists(
      db('proposal_sends as n').whereRaw('n.generation_id = s.generation_id AND n.version > s.version').whereNull('n.revoked_at').where((q) => q.whereNull('n.expires_at').orWhere('n.expires_at', '>', now)),
    )
    .distinct('s.id', 's.generation_id', 's.workspace_id', 's.user_id', 's.version', 's.sent_at', 's.expires_at', 's.frozen', 'm.to_address', 'm.link_url')
    .limit(1000);
  return rows.map((row) => ({
    sendId: row.id,
    generationId: row.generation_id,
    workspaceId: row.workspace_id,
    userId: row.user_id,
    version: row.version,
    sentAt: new Date(row.sent_at),
    expiresAt: row.expires_at ? new Date(row.expires_at) : null,
    frozen: fromJson(row.frozen),
    to: row.to_address,
    linkUrl: row.link_url,
  }));
}

/** How many documents a workspace has sent to clients, and how many of them were accepted (the site admins' overview). */
export async function sendCounts(db: Knex, workspaceId: number): Promise<{ sent: number; accepted: number }> {
  const [sent, accepted] = await Promise.all([
    db('proposal_sends').where({ workspace_id: workspaceId }).countDistinct<{ n: number | string }[]>('generation_id as n'),
    db('proposal_acceptances as a').join('proposal_sends as s', 's.id', 'a.send_id').where('s.workspace_id', workspaceId).countDistinct<{ n: number | string }[]>('a.generation_id as n'),
  ]);
  return { sent: Number(sent[0]?.n ?? 0), accepted: Number(accepted[0]?.n ?? 0) };
}
