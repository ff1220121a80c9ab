// Workspaces and their members (DESIGN §11). The rules every change keeps — a workspace always has an
// owner, an admin never changes an owner, caps on members and workspaces — are checked here, inside a
// transaction that first locks the workspace's row, so two admins acting at once are taken one after
// the other and nothing is half-written. The api maps each refusal to its status and message.
import { roleAtLeast, slugFromName, type WorkspaceRole } from '@growth-suite/shared';
import type { Knex } from 'knex';
import { isDuplicateKey, toIso } from '../rows.ts';
import type { Scope } from '../scope.ts';

export interface WorkspaceRecord {
  id: number;
  slug: string;
  name: string;
  personal: boolean;
  /** The reader's role in it. */
  role: WorkspaceRole;
  members: number;
}

export interface MemberRecord {
  userId: number;
  username: string;
  fullName: string | null;
  email: string;
  role: WorkspaceRole;
  joinedAt: string;
}

/** Who asks, with their role in the workspace (from findMembership). */
export interface Actor {
  userId: number;
  role: WorkspaceRole;
}

/** A change refused by a rule; `needs` is the role the action would need. */
export type Refusal = { refused: 'not-found' } | { refused: 'needs'; needs: WorkspaceRole } | { refused: 'last-owner' } | { refused: 'limit' } | { refused: 'slug-taken' };

export const personalSlug = (userId: number) => `personal-${userId}`;
/** A team may not take a personal workspace's form of slug. */
export const isReservedSlug = (slug: string) => /^personal-\d+$/.test(slug);

const RANK_SQL = "CASE m.role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END";

/** The account's personal workspace, made when missing (accounts made before workspaces, or by hand). */
export async function ensurePersonalWorkspace(db: Knex, userId: number): Promise<number> {
  const found: { id: number } | undefined = await db('workspaces').where({ personal_user_id: userId }).first('id');
  if (found) return found.id;
  return db.transaction(async (trx) => {
    await trx.raw("INSERT IGNORE INTO workspaces (slug, name, personal_user_id) VALUES (?, 'Personal', ?)", [personalSlug(userId), userId]);
    const { id }: { id: number } = await trx('workspaces').where({ personal_user_id: userId }).first('id');
    await trx.raw("INSERT IGNORE INTO workspace_members (workspace_id, user_id, role) VALUES (?, ?, 'owner')", [id, userId]);
    return id;
  });
}

/**
 * The scope of a request that names no workspace: the account's personal one, of which it is the owner.
 * `knownId`: its id when already read (with the request's user): then nothing is read.
 */
export async function personalScope(db: Knex, userId: number, knownId?: number): Promise<Scope> {
  return { userId, workspaceId: knownId ?? (await ensurePersonalWorkspace(db, userId)), role: 'owner' };
}

/** The scope of a request naming `workspaceId`, or null when the account is not (or no longer) a member. */
export async function findScope(db: Knex, userId: number, workspaceId: number): Promise<Scope | null> {
  const row = await db('workspace_members').where({ user_id: userId, workspace_id: workspaceId }).first<{ role: WorkspaceRole } | undefined>('role');
  return row ? { userId, workspaceId, role: row.role } : null;
}

function workspaceQuery(db: Knex, userId: number) {
  return db('workspaces as w')
    .join('workspace_members as m', 'm.workspace_id', 'w.id')
    .where('m.user_id', userId)
    .select('w.id', 'w.slug', 'w.name', 'w.personal_user_id', 'm.role', db.raw('(SELECT COUNT(*) FROM workspace_members c WHERE c.workspace_id = w.id) AS members'));
}

type WorkspaceRow = { id: number; slug: string; name: string; personal_user_id: number | null; role: WorkspaceRole; members: number | string };
const toWorkspace = (row: WorkspaceRow): WorkspaceRecord => ({ id: row.id, slug: row.slug, name: row.name, personal: row.personal_user_id !== null, role: row.role, members: Number(row.members) });

/** The workspaces the account belongs to: its personal one first, then teams by name. */
export async function listWorkspaces(db: Knex, userId: number): Promise<WorkspaceRecord[]> {
  await ensurePersonalWorkspace(db, userId);
  const rows: WorkspaceRow[] = await workspaceQuery(db, userId).orderByRaw('w.personal_user_id IS NULL, w.name, w.id');
  return rows.map(toWorkspace);
}

/** The account's membership of one workspace, or null (not a member, or no such workspace: the same 404). */
export async function findMembership(db: Knex, userId: number, workspaceId: number): Promise<WorkspaceRecord | null> {
  const row: WorkspaceRow | undefined = await workspaceQuery(db, userId).where('w.id', workspaceId).first();
  return row ? toWorkspace(row) : null;
}

/**
 * A team workspace with the account as its owner. Without a slug one is made from the name ("-2", "-3"…
 * when taken); a slug asked for and taken is refused. `maxTeams` caps the teams the account belongs to,
 * counted under a lock of the account's row so two creations at once cannot pass it together.
 */
export async function createTeam(
  db: Knex,
  userId: number,
  input: { name: string; slug?: string | undefined },
  maxTeams: number,
  /** Writes the team's first brand in the same transaction: a team is never made without it. */
  startBrand?: (trx: Knex.Transaction, workspaceId: number) => Promise<void>,
): Promise<WorkspaceRecord | Refusal> {
  if (input.slug !== undefined && isReservedSlug(input.slug)) return { refused: 'slug-taken' };
  return db.transaction(async (trx) => {
    await trx('users').where({ id: userId }).forUpdate().first('id');
    const counted = await trx('workspace_members as m').join('workspaces as w', 'w.id', 'm.workspace_id').where('m.user_id', userId).whereNull('w.personal_user_id').count({ teams: '*' });
    if (Number(counted[0]?.teams ?? 0) >= maxTeams) return { refused: 'limit' } as const;
    const base = input.slug ?? slugFromName(input.name);
    const candidates = input.slug !== undefined ? [base] : [base, ...Array.from({ length: 19 }, (_, i) => `${base}-${i + 2}`)];
    for (const slug of candidates) {
      // A taken slug fails only its own statement (MySQL keeps the transaction): try the next.
      const id = await trx('workspaces')
        .insert({ slug, name: input.name })
        .then(([inserted]) => Number(inserted))
        .catch((error: unknown) => {
          if (isDuplicateKey(error)) return null;
          throw error;
        });
      if (id === null) continue;
      await trx('workspace_members').insert({ workspace_id: id, user_id: userId, role: 'owner' });
      if (startBrand) await startBrand(trx, id);
      return (await findMembership(trx, userId, id))!;
    }
    return { refused: 'slug-taken' } as const;
  });
}

/** A new name or slug (admin and up: the api checks the role). */
export async function updateWorkspace(db: Knex, userId: number, workspaceId: number, changes: { name?: string | undefined; slug?: string | undefined }): Promise<WorkspaceRecord | Refusal> {
  if (changes.slug !== undefined && isReservedSlug(changes.slug)) return { refused: 'slug-taken' };
  try {
    await db('workspaces')
      .where({ id: workspaceId })
      .whereNull('personal_user_id')
      .update({ ...(changes.name !== undefined ? { name: changes.name } : {}), ...(changes.slug !== undefined ? { slug: changes.slug } : {}), updated_at: db.fn.now(3) });
  } catch (error) {
    if (isDuplicateKey(error)) return { refused: 'slug-taken' };
    throw error;
  }
  return (await findMembership(db, userId, workspaceId)) ?? { refused: 'not-found' };
}

/** Deletes a team workspace with its members and invitations (a personal one is never deleted here). */
export async function deleteTeam(db: Knex, workspaceId: number): Promise<boolean> {
  return (await db('workspaces').where({ id: workspaceId }).whereNull('personal_user_id').delete()) > 0;
}

type MemberRow = { user_id: number; username: string; full_name: string | null; email: string; role: WorkspaceRole; joined_at: Date };
const toMember = (row: MemberRow): MemberRecord => ({ userId: row.user_id, username: row.username, fullName: row.full_name, email: row.email, role: row.role, joinedAt: toIso(row.joined_at) });
const memberQuery = (db: Knex, workspaceId: number) =>
  db('workspace_members as m').join('users as u', 'u.id', 'm.user_id').where('m.workspace_id', workspaceId).select('m.user_id', 'u.username', 'u.full_name', 'u.email', 'm.role', 'm.joined_at');

/** Owners first, then admins, then members, each by name. */
export async function listMembers(db: Knex, workspaceId: number): Promise<MemberRecord[]> {
  const rows: MemberRow[] = await memberQuery(db, workspaceId).orderByRaw(`${RANK_SQL}, COALESCE(u.full_name, u.username), u.id`);
  return rows.map(toMember);
}

/** Locks the workspace's row (membership changes of one workspace run one at a time) and reads its owners. */
async function lockWorkspace(trx: Knex.Transaction, workspaceId: number) {
  const workspace = await trx('workspaces').where({ id: workspaceId }).forUpdate().first('id', 'personal_user_id');
  const owners = (await trx('workspace_members').where({ workspace_id: workspaceId, role: 'owner' }).select('user_id')).map((row: { user_id: number }) => row.user_id);
  return { workspace, owners };
}

/**
 * A member's new role. An admin changes admins and members and makes no owner; an owner changes anyone;
 * the last owner cannot step down (make another owner first).
 */
export async function changeRole(db: Knex, workspaceId: number, actor: Actor, targetId: number, role: WorkspaceRole): Promise<MemberRecord | Refusal> {
  return db.transaction(async (trx) => {
    const { workspace, owners } = await lockWorkspace(trx, workspaceId);
    if (!workspace || workspace.personal_user_id !== null) return { refused: 'not-found' } as const;
    const target = await trx('workspace_members').where({ workspace_id: workspaceId, user_id: targetId }).first('role');
    if (!target) return { refused: 'not-found' } as const;
    if ((target.role === 'owner' || role === 'owner') && !roleAtLeast(actor.role, 'owner')) return { refused: 'needs', needs: 'owner' } as const;
    if (!roleAtLeast(actor.role, 'admin')) return { refused: 'needs', needs: 'admin' } as const;
    if (target.role === 'owner' && role !== 'owner' && owners.length === 1) return { refused: 'last-owner' } as const;
    await trx('workspace_members').where({ workspace_id: workspaceId, user_id: targetId }).update({ role });
    const row: MemberRow = await memberQuery(trx, workspaceId).where('m.user_id', targetId).first();
    return toMember(row);
  });
}

/**
 * A member leaves (themself) or is removed (by an admin: not an owner; by an owner: anyone). The last
 * owner can neither leave nor be removed. Their work stays in the workspace.
 */
export async function removeMember(db: Knex, workspaceId: number, actor: Actor, targetId: number): Promise<true | Refusal> {
  return db.transaction(async (trx) => {
    const { workspace, owners } = await lockWorkspace(trx, workspaceId);
    if (!workspace || workspace.personal_user_id !== null) return { refused: 'not-found' } as const;
    // Before the target is looked up: a member is told they cannot remove anyone, not who belongs.
    if (targetId !== actor.userId && !roleAtLeast(actor.role, 'admin')) return { refused: 'needs', needs: 'admin' } as const;
    const target = await trx('workspace_members').where({ workspace_id: workspaceId, user_id: targetId }).first('role');
    if (!target) return { refused: 'not-found' } as const;
    if (targetId !== actor.userId && target.role === 'owner' && !roleAtLeast(actor.role, 'owner')) return { refused: 'needs', needs: 'owner' } as const;
    if (target.role === 'owner' && owners.length === 1) return { refused: 'last-owner' } as const;
    await trx('workspace_members').where({ workspace_id: workspaceId, user_id: targetId }).delete();
    return true as const;
  });
}

/** The owner hands the workspace to a member: they become an owner, the caller an admin. */
export async function transferOwnership(db: Knex, workspaceId: number, ownerId: number, targetId: number): Promise<true | Refusal> {
  return db.transaction(async (trx) => {
    const { workspace, owners } = await lockWorkspace(trx, workspaceId);
    if (!workspace || workspace.personal_user_id !== null) return { refused: 'not-found' } as const;
    if (!owners.includes(ownerId)) return { refused: 'needs', needs: 'owner' } as const;
    const target = await trx('workspace_members').where({ workspace_id: workspaceId, user_id: targetId }).first('role');
    if (!target || targetId === ownerId) return { refused: 'not-found' } as const;
    await trx('workspace_members').where({ workspace_id: workspaceId, user_id: targetId }).update({ role: 'owner' });
    await trx('workspace_members').where({ workspace_id: workspaceId, user_id: ownerId }).update({ role: 'admin' });
    return true as const;
  });
}

/**
 * Before an account is deleted: each team it is the last owner of passes to its longest-standing admin,
 * else its longest-standing member; a team with nobody else is deleted. So no team is left without an
 * owner, and the others' work stays where it is.
 */
export async function handOverTeamsOf(trx: Knex.Transaction, userId: number): Promise<void> {
  const owned: { id: number }[] = await trx('workspace_members as m').join('workspaces as w', 'w.id', 'm.workspace_id').where({ 'm.user_id': userId, 'm.role': 'owner' }).whereNull('w.personal_user_id').select('w.id');
  for (const { id } of owned) {
    const { owners } = await lockWorkspace(trx, id);
    if (owners.some((owner) => owner !== userId)) continue;
    const heir = await trx('workspace_members').where({ workspace_id: id }).whereNot({ user_id: userId }).orderByRaw("role = 'admin' DESC, joined_at, user_id").first('user_id');
    if (heir) await trx('workspace_members').where({ workspace_id: id, user_id: heir.user_id }).update({ role: 'owner' });
    else await trx('workspaces').where({ id }).delete();
  }
}

export interface AdminWorkspaceRecord {
  id: number;
  name: string;
  slug: string;
  personal: boolean;
  /** The longest-standing owner's name (full name, else username). */
  owner: string | null;
  members: number;
  createdAt: string;
  /** The newest result made or client changed in it; null when nothing yet. */
  lastActiveAt: string | null;
}

/** The teams each account belongs to (the site admins' Users table), by user id; personal ones left out. */
export async function teamsByUser(db: Knex): Promise<Map<number, { id: number; name: string; role: WorkspaceRole }[]>> {
  const rows: { user_id: number; id: number; name: string; role: WorkspaceRole }[] = await db('workspace_members as m')
    .join('workspaces as w', 'w.id', 'm.workspace_id')
    .whereNull('w.personal_user_id')
    .orderBy(['w.name', 'w.id'])
    .select('m.user_id', 'w.id', 'w.name', 'm.role');
  const byUser = new Map<number, { id: number; name: string; role: WorkspaceRole }[]>();
  for (const { user_id: userId, ...teamRow } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), teamRow]);
  return byUser;
}

/** Every workspace for the site's admins: teams first, then the most recently active. */
export async function listAllWorkspaces(db: Knex, limit = 500): Promise<AdminWorkspaceRecord[]> {
  return adminWorkspaces(db, (query) => query.limit(limit));
}

export interface WorkspaceOverview {
  workspace: AdminWorkspaceRecord;
  members: MemberRecord[];
  openInvitations: number;
  clients: number;
  /** Results made in it, per tool (most first). */
  results: { tool: string; count: number }[];
}

/**
 * One workspace as the site's admins may see it (read-only): who is in it with which role, and how much
 * it holds — counts, never the work itself (what a team makes is its own business).
 */
export async function findWorkspaceOverview(db: Knex, workspaceId: number, now: Date): Promise<WorkspaceOverview | null> {
  const [workspace] = await adminWorkspaces(db, (query) => query.where('w.id', workspaceId));
  if (!workspace) return null;
  const [members, invitations, clients, results] = await Promise.all([
    listMembers(db, workspaceId),
    db('workspace_invitations').where({ workspace_id: workspaceId }).whereNull('accepted_at').whereNull('revoked_at').where('expires_at', '>', now).count<{ n: number | string }[]>('* as n'),
    db('clients').where({ workspace_id: workspaceId }).count<{ n: number | string }[]>('* as n'),
    db('generations').where({ workspace_id: workspaceId }).groupBy('tool').orderByRaw('COUNT(*) DESC, tool').select<{ tool: string; n: number | string }[]>('tool', db.raw('COUNT(*) AS n')),
  ]);
  return {
    workspace,
    members,
    openInvitations: Number(invitations[0]?.n ?? 0),
    clients: Number(clients[0]?.n ?? 0),
    results: results.map((row) => ({ tool: row.tool, count: Number(row.n) })),
  };
}

type AdminWorkspaceRow = { id: number; name: string; slug: string; personal_user_id: number | null; created_at: Date; members: number | string; owner: string | null; last_generation: Date | null; last_client: Date | null };

async function adminWorkspaces(db: Knex, narrow: (query: Knex.QueryBuilder) => Knex.QueryBuilder): Promise<AdminWorkspaceRecord[]> {
  const rows: AdminWorkspaceRow[] = await narrow(db('workspaces as w')
    .select(
      'w.id',
      'w.name',
      'w.slug',
      'w.personal_user_id',
      'w.created_at',
      db.raw('(SELECT COUNT(*) FROM workspace_members c WHERE c.workspace_id = w.id) AS members'),
      db.raw("(SELECT COALESCE(u.full_name, u.username) FROM workspace_members o JOIN users u ON u.id = o.user_id WHERE o.workspace_id = w.id AND o.role = 'owner' ORDER BY o.joined_at, o.user_id LIMIT 1) AS owner"),
      db.raw('(SELECT MAX(g.created_at) FROM generations g WHERE g.workspace_id = w.id) AS last_generation'),
      db.raw('(SELECT MAX(cl.updated_at) FROM clients cl WHERE cl.workspace_id = w.id) AS last_client'),
    )
    .orderByRaw('w.personal_user_id IS NOT NULL, GREATEST(COALESCE(last_generation, w.created_at), COALESCE(last_client, w.created_at)) DESC, w.id DESC'));
  return rows.map((row) => {
    const times = [row.last_generation, row.last_client].filter((time): time is Date => time !== null).map((time) => new Date(time).getTime());
    const active = times.length > 0 ? new Date(Math.max(...times)) : null;
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      personal: row.personal_user_id !== null,
      owner: row.owner,
      members: Number(row.members),
      createdAt: toIso(row.created_at),
      lastActiveAt: active ? toIso(active) : null,
    };
  });
}
