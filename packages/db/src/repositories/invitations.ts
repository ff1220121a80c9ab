// Invitations to a workspace (DESIGN §11): a link with a 256-bit random token, of which only the SHA-256
// is kept, valid until `expires_at`, used once, revocable, bound to one address. Accepting runs under a
// lock of the invitation's row: two accepts of one link make one member.
import type { WorkspaceRole } from '@growth-suite/shared';
import type { Knex } from 'knex';
import { toIso } from '../rows.ts';
import type { Refusal, WorkspaceRecord } from './workspaces.ts';
import { findMembership } from './workspaces.ts';

export type InvitationState = 'open' | 'accepted' | 'expired' | 'revoked';

export interface InvitationRecord {
  id: number;
  email: string;
  role: WorkspaceRole;
  state: InvitationState;
  invitedBy: string | null;
  expiresAt: string;
  createdAt: string;
}

/** What the link's page shows anyone who holds it. */
export interface InvitationView {
  id: number;
  workspaceId: number;
  workspaceName: string;
  invitedBy: string | null;
  role: WorkspaceRole;
  email: string;
  state: InvitationState;
}

type Row = { id: number; workspace_id: number; email: string; role: WorkspaceRole; created_at: Date; expires_at: Date; accepted_at: Date | null; revoked_at: Date | null; inviter: string | null };

const stateOf = (row: Pick<Row, 'accepted_at' | 'revoked_at' | 'expires_at'>, now: Date): InvitationState =>
  row.accepted_at ? 'accepted' : row.revoked_at ? 'revoked' : row.expires_at.getTime() <= now.getTime() ? 'expired' : 'open';

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function query(db: Knex) {
  return db('workspace_invitations as i')
    .leftJoin('users as u', 'u.id', 'i.invited_by')
    .select('i.id', 'i.workspace_id', 'i.email', 'i.role', 'i.created_at', 'i.expires_at', 'i.accepted_at', 'i.revoked_at', db.raw('COALESCE(u.full_name, u.username) AS inviter'));
}

/**
 * A new invitation, unless that address already belongs (`member`), has an open invitation (`open`), or
 * the workspace is full counting open invitations (`limit`). Checked under the workspace's lock.
 */
export async function createInvitation(
  db: Knex,
  input: { workspaceId: number; email: string; role: WorkspaceRole; invitedBy: number; tokenHash: string; now: Date; expiresAt: Date },
  membersMax: number,
): Promise<InvitationRecord | Refusal | { refused: 'member' } | { refused: 'open' }> {
  return db.transaction(async (trx) => {
    const workspace = await trx('workspaces').where({ id: input.workspaceId }).forUpdate().first('id', 'personal_user_id');
    if (!workspace || workspace.personal_user_id !== null) return { refused: 'not-found' } as const;
    const member = await trx('workspace_members as m').join('users as u', 'u.id', 'm.user_id').where('m.workspace_id', input.workspaceId).whereRaw('LOWER(u.email) = ?', [input.email.trim().toLowerCase()]).first('m.user_id');
    if (member) return { refused: 'member' } as const;
    const pending: Row[] = await query(trx).where('i.workspace_id', input.workspaceId).whereNull('i.accepted_at').whereNull('i.revoked_at').where('i.expires_at', '>', input.now);
    if (pending.some((row) => sameAddress(row.email, input.email))) return { refused: 'open' } as const;
    const counted = await trx('workspace_members').where({ workspace_id: input.workspaceId }).count({ n: '*' });
    if (Number(counted[0]?.n ?? 0) + pending.length >= membersMax) return { refused: 'limit' } as const;
    const [id] = await trx('workspace_invitations').insert({
      workspace_id: input.workspaceId,
      email: input.email.trim(),
      role: input.role,
      token_hash: input.tokenHash,
      invited_by: input.invitedBy,
      created_at: input.now,
      expires_at: input.expiresAt,
    });
    const row: Row = await query(trx).where('i.id', Number(id)).first();
    return toInvitation(row, input.now);
  });
}

const toInvitation = (row: Row, now: Date): InvitationRecord => ({
  id: row.id,
  email: row.email,
  role: row.role,
  state: stateOf(row, now),
  invitedBy: row.inviter,
  expiresAt: toIso(row.expires_at),
  createdAt: toIso(row.created_at),
});

/** A workspace's invitations, newest first (the last 200). */
export async function listInvitations(db: Knex, workspaceId: number, now: Date): Promise<InvitationRecord[]> {
  const rows: Row[] = await query(db).where('i.workspace_id', workspaceId).orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').limit(200);
  return rows.map((row) => toInvitation(row, now));
}

/** Revokes an open invitation: `not-found` when it is not this workspace's, `gone` when not open. */
export async function revokeInvitation(db: Knex, workspaceId: number, invitationId: number, now: Date): Promise<'revoked' | 'not-found' | 'gone'> {
  const row: Row | undefined = await query(db).where({ 'i.id': invitationId, 'i.workspace_id': workspaceId }).first();
  if (!row) return 'not-found';
  if (stateOf(row, now) !== 'open') return 'gone';
  await db('workspace_invitations').where({ id: invitationId }).whereNull('accepted_at').whereNull('revoked_at').update({ revoked_at: now });
  return 'revoked';
}

/** The invitation a link's token names, for its page. */
export async function findInvitation(db: Knex, tokenHash: string, now: Date): Promise<InvitationView | null> {
  const row: (Row & { workspace_name: string }) | undefined = await query(db).join('workspaces as w', 'w.id', 'i.workspace_id').where('i.token_hash', tokenHash).first('w.name as workspace_name');
  if (!row) return null;
  return { id: row.id, workspaceId: row.workspace_id, workspaceName: row.workspace_name, invitedBy: row.inviter, role: row.role, email: row.email, state: stateOf(row, now) };
}

/**
 * The signed-in account accepts: only an open invitation, only for its own address, only once; an
 * account that already belongs is told so, and the invitation is left as it was. An account already in
 * `teamsMax` teams is refused (`teams`), the invitation left open: the account's row is locked first, as
 * createTeam locks it, so parallel accepts (and team creations) of one account count one after another.
 */
export async function acceptInvitation(
  db: Knex,
  input: { tokenHash: string; userId: number; email: string; now: Date },
  limits: { membersMax: number; teamsMax: number },
): Promise<WorkspaceRecord | Refusal | { refused: 'gone' } | { refused: 'wrong-address' } | { refused: 'member' } | { refused: 'teams' }> {
  return db.transaction(async (trx) => {
    // The account before the workspace, as deleteUser and createTeam lock them: no two orders, no deadlock.
    await trx('users').where({ id: input.userId }).forUpdate().first('id');
    const invitation: Omit<Row, 'inviter'> | undefined = await trx('workspace_invitations').where({ token_hash: input.tokenHash }).forUpdate().first();
    if (!invitation) return { refused: 'not-found' } as const;
    if (stateOf(invitation, input.now) !== 'open') return { refused: 'gone' } as const;
    if (!sameAddress(invitation.email, input.email)) return { refused: 'wrong-address' } as const;
    const workspaceId = invitation.workspace_id;
    await trx('workspaces').where({ id: workspaceId }).forUpdate().first('id');
    if (await trx('workspace_members').where({ workspace_id: workspaceId, user_id: input.userId }).first('user_id')) return { refused: 'member' } as const;
    const teams = await trx('workspace_members as m').join('workspaces as w', 'w.id', 'm.workspace_id').where('m.user_id', input.userId).whereNull('w.personal_user_id').count({ n: '*' });
    if (Number(teams[0]?.n ?? 0) >= limits.teamsMax) return { refused: 'teams' } as const;
    const counted = await trx('workspace_members').where({ workspace_id: workspaceId }).count({ n: '*' });
    if (Number(counted[0]?.n ?? 0) >= limits.membersMax) return { refused: 'limit' } as const;
    await trx('workspace_members').insert({ workspace_id: workspaceId, user_id: input.userId, role: invitation.role, joined_at: input.now });
    await trx('workspace_invitations').where({ id: invitation.id }).update({ accepted_at: input.now, accepted_by: input.userId });
    return (await findMembership(trx, input.userId, workspaceId))!;
  });
}

/** Who sent an invitation (its row named by the token's hash), for the notice that it was accepted. */
export async function invitationSender(db: Knex, tokenHash: string): Promise<{ invitationId: number; userId: number; email: string; workspaceId: number; slug: string } | null> {
  const row = await db('workspace_invitations as i')
    .join('users as u', 'u.id', 'i.invited_by')
    .join('workspaces as w', 'w.id', 'i.workspace_id')
    .where('i.token_hash', tokenHash)
    .first<{ id: number; user_id: number; email: string; workspace_id: number; slug: string } | undefined>('i.id', 'u.id as user_id', 'u.email', 'i.workspace_id', 'w.slug');
  return row ? { invitationId: row.id, userId: row.user_id, email: row.email, workspaceId: row.workspace_id, slug: row.slug } : null;
}

/**
 * A fresh link for an open invitation (its mail sent again): the old link stops working, the new one runs
 * its full time. False when the invitation is no longer open (accepted, withdrawn, expired).
 */
export async function renewInvitationToken(db: Knex, invitationId: number, renewal: { tokenHash: string; expiresAt: Date }, now: Date): Promise<boolean> {
  const renewed = await db('workspace_invitations')
    .where({ id: invitationId })
    .whereNull('accepted_at')
    .whereNull('revoked_at')
    .where('expires_at', '>', now)
    .update({ token_hash: renewal.tokenHash, expires_at: renewal.expiresAt });
  return renewed > 0;
}

/** An invitation that was never mailed (its sender is over the day's mail cap) is taken back whole. */
export async function deleteInvitation(db: Knex, invitationId: number): Promise<void> {
  await db('workspace_invitations').where({ id: invitationId }).whereNull('accepted_at').delete();
}
