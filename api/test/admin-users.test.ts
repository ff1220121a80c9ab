import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminUserCreateResponseSchema, AdminUsersResponseSchema, AdminUserUpdateResponseSchema } from '@growth-suite/shared/contract';
import { createTestApp, expectShape, type TestApp } from './support.ts';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signedIn']>>;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('administrator');
  adminId = (await admin.get('/api/user')).body.id;
});
afterAll(() => t.close());

const newUser = (name: string, extra: object = {}) => ({ username: name, email: `${name}@example.com`, password: 'secret-123', ...extra });

describe('admin user management', () => {
  it('lists users without password hashes', async () => {
    const res = await admin.get('/api/admin/users').expect(200);
    expect(res.body.map((u: { username: string }) => u.username)).toContain('administrator');
    expect(res.text).not.toMatch(/argon|passwordHash|password_hash/);
    expectShape(AdminUsersResponseSchema, res.body);
  });

  it('shows the teams each account belongs to, with its role, and no personal workspace', async () => {
    const owner = await t.signedIn('teams-owner');
    const created = (await owner.post('/api/workspaces').send({ name: 'Zeta Partners' }).expect(201)).body as { id: number };
    const users = expectShape(AdminUsersResponseSchema, (await admin.get('/api/admin/users').expect(200)).body);
    expect(users.find((u) => u.username === 'teams-owner')?.teams).toEqual([{ id: created.id, name: 'Zeta Partners', role: 'owner' }]);
    expect(users.find((u) => u.username === 'administrator')?.teams).toEqual([]);
  });

  it('creates users; isAdmin decides the role', async () => {
    const plain = await admin.post('/api/admin/users').send(newUser('plain1')).expect(201);
    expect(plain.body).toMatchObject({ username: 'plain1', role: 'user', isAdmin: false, fullName: null });
    const boss = await admin.post('/api/admin/users').send(newUser('boss1', { isAdmin: true, fullName: 'Boss One' })).expect(201);
    expect(boss.body).toMatchObject({ role: 'admin', isAdmin: true, fullName: 'Boss One' });
    expectShape(AdminUserCreateResponseSchema, plain.body);
    expectShape(AdminUserCreateResponseSchema, boss.body);
  });

  it('validates with the spec messages and refuses role, duplicates and the reserved name', async () => {
    expect((await admin.post('/api/admin/users').send(newUser('plain2', { email: 'nope' })).expect(400)).body.message).toBe('Please enter a valid email');
    expect((await admin.post('/api/admin/users').send(newUser('plain2', { role: 'admin' })).expect(400)).body.fieldErrors.role).toBe('Unknown field: role');
    expect((await admin.post('/api/admin/users').send(newUser('PLAIN1')).expect(409)).body.message).toBe('Username already exists');
    expect((await admin.post('/api/admin/users').send(newUser('Administrator')).expect(409)).body.message).toBe('Username already exists');
  });

  it('edits a user, but never the caller’s own row', async () => {
    const user = (await admin.post('/api/admin/users').send(newUser('editme')).expect(201)).body;
    const res = await admin.put(`/api/admin/users/${user.id}`).send({ username: 'edited', email: 'edited@example.com', fullName: 'Ed', isAdmin: true }).expect(200);
    expect(res.body).toMatchObject({ username: 'edited', email: 'edited@example.com', fullName: 'Ed', isAdmin: true, role: 'admin' });
    expectShape(AdminUserUpdateResponseSchema, res.body);
    const own = await admin.put(`/api/admin/users/${adminId}`).send({ username: 'administrator', email: 'a@example.com', isAdmin: true }).expect(403);
    expect(own.body.message).toBe('You cannot edit your own account here');
    await admin.put('/api/admin/users/999999').send({ username: 'ghost', email: 'ghost@example.com', isAdmin: false }).expect(404);
    await admin.put(`/api/admin/users/${user.id}`).send({ username: 'edited', email: 'plain1@example.com', isAdmin: false }).expect(409);
  });

  it('keeps the administrator account named, admin and undeletable', async () => {
    const second = await t.signedIn('second-admin', 'admin');
    await second.put(`/api/admin/users/${adminId}`).send({ username: 'root', email: 'administrator@growthsuite.example', isAdmin: true }).expect(403);
    const strip = await second.put(`/api/admin/users/${adminId}`).send({ username: 'administrator', email: 'administrator@growthsuite.example', isAdmin: false }).expect(403);
    expect(strip.body.message).toBe('The administrator account always keeps admin rights');
    const del = await second.delete(`/api/admin/users/${adminId}`).expect(403);
    expect(del.body.message).toBe('The administrator account cannot be deleted');
    await second.put(`/api/admin/users/${adminId}`).send({ username: 'administrator', email: 'root@example.com', fullName: 'Root', isAdmin: true }).expect(200);
  });

  it('resets a password: old sessions end, the new password works', async () => {
    const victim = await t.signedIn('resetme');
    const id = (await victim.get('/api/user').expect(200)).body.id;
    await admin.post(`/api/admin/users/${id}/reset-password`).send({ newPassword: '123' }).expect(400);
    await admin.post(`/api/admin/users/${id}/reset-password`).send({ newPassword: 'brand-new-pass' }).expect(204);
    await victim.get('/api/user').expect(401);
    await t.agent().post('/api/login').send({ username: 'resetme', password: 'password-123' }).expect(401);
    await t.agent().post('/api/login').send({ username: 'resetme', password: 'brand-new-pass' }).expect(200);
    expect((await admin.post(`/api/admin/users/${adminId}/reset-password`).send({ newPassword: 'whatever1' }).expect(403)).body.message).toBe(
      'You cannot reset your own password here',
    );
  });

  it('deletes a user and signs out every browser of theirs at once', async () => {
    const phone = await t.signedIn('deleteme');
    const laptop = await t.signedIn('deleteme');
    const id = (await phone.get('/api/user').expect(200)).body.id;
    await admin.delete(`/api/admin/users/${id}`).expect(204);
    await phone.get('/api/user').expect(401);
    await laptop.get('/api/user').expect(401);
    await admin.delete(`/api/admin/users/${id}`).expect(404);
    expect((await admin.delete(`/api/admin/users/${adminId}`).expect(403)).body.message).toBe('You cannot delete your own account');
  });

  it('a plain user gets 403 and a visitor 401', async () => {
    const user = await t.signedIn('nosy');
    expect((await user.get('/api/admin/users').expect(403)).body).toEqual({ message: 'Only admins can do that' });
    await t.agent().get('/api/admin/users').expect(401);
  });

  it('role admin in any case counts as admin', async () => {
    await t.db.knex('users').insert({ username: 'shouty', email: 'shouty@example.com', password_hash: 'x', role: 'ADMIN' });
    const res = await admin.get('/api/admin/users').expect(200);
    expect(res.body.find((u: { username: string }) => u.username === 'shouty').isAdmin).toBe(true);
  });
});

describe('usernames in the admin forms', () => {
  const BAD_CHARACTERS = 'Username may only contain letters (a-z), digits, dots, dashes and underscores';
  const lookAlikes = ['admin\u200Bistrator', 'administrator\u00AD', '\u202Eadministrator', 'аdministrator', 'ａｄｍｉｎｉｓｔｒａｔｏｒ'];

  it('create: nothing can be made to render as administrator; compatibility forms are stored folded', async () => {
    for (const [i, username] of lookAlikes.entries()) {
      const res = await admin.post('/api/admin/users').send(newUser(username, { email: `look${i}@example.com` }));
      expect({ username, status: res.status }).toEqual({ username, status: username.startsWith('ａ') ? 409 : 400 });
      if (res.status === 400) expect(res.body.fieldErrors.username).toBe(BAD_CHARACTERS);
    }
    expect(await t.db.knex('users').where('email', 'like', 'look%@example.com').count({ n: '*' }).first()).toEqual({ n: 0 });
    const folded = await admin.post('/api/admin/users').send(newUser('ｆｏｌｄｅｄ', { email: 'folded@example.com' })).expect(201);
    expect(folded.body.username).toBe('folded');
  });

  it('edit: the same rule, and a folded name that is taken is a 409', async () => {
    const user = (await admin.post('/api/admin/users').send(newUser('renameme')).expect(201)).body;
    const edit = (username: string, email = 'renameme@example.com') => admin.put(`/api/admin/users/${user.id}`).send({ username, email, isAdmin: false });
    for (const username of lookAlikes.slice(0, 4)) expect((await edit(username).expect(400)).body.fieldErrors.username).toBe(BAD_CHARACTERS);
    expect((await edit('ａｄｍｉｎｉｓｔｒａｔｏｒ').expect(409)).body.message).toBe('Username already exists');
    await admin.post('/api/admin/users').send(newUser('taken1')).expect(201);
    expect((await edit('ＴＡＫＥＮ1').expect(409)).body.message).toBe('Username already exists');
    expect((await edit('ｒｅｎａｍｅｄ').expect(200)).body.username).toBe('renamed');
  });

  it('one login name reaches one account: no e-mail may be another account’s username, nor the reverse', async () => {
    // An account from before the username rules, whose username is an e-mail address.
    await t.db.knex('users').insert({ username: 'old@example.com', email: 'old-owner@example.com', password_hash: 'x', role: 'user' });
    const created = await admin.post('/api/admin/users').send(newUser('newcomer2', { email: 'OLD@example.com' })).expect(409);
    expect(created.body.message).toBe('Email already exists');
    const user = (await admin.post('/api/admin/users').send(newUser('mover')).expect(201)).body;
    const moved = await admin.put(`/api/admin/users/${user.id}`).send({ username: 'mover', email: ' old@example.com ', isAdmin: false }).expect(409);
    expect(moved.body.message).toBe('Email already exists');
    // The reverse, below the form rule that keeps `@` out of usernames: the service refuses it too.
    const { assertAvailable } = await import('../src/routes/auth/service.ts');
    await expect(assertAvailable(t.db.knex, 'mover@example.com', 'fresh@example.com')).rejects.toMatchObject({ status: 409, message: 'Username already exists' });
    await expect(assertAvailable(t.db.knex, 'MOVER@example.com', 'fresh@example.com', user.id)).resolves.toBeUndefined();
  });
});
