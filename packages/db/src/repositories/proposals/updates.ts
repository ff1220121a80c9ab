// What clients did on sent proposals since a time (the web's sent-updates poller), and who hears of it.
import type { Knex } from 'knex';
import { fromJson, toIso } from '../../rows.ts';
import { mayChangeOthers, type Scope } from '../../scope.ts';
import type { NotificationKind } from '@growth-suite/shared';
import { notificationColumn, type Recipient } from '../notifications.ts';

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
