import { createApp } from '../src/app.ts';
import { createLogger } from '../src/lib/logger.ts';
import { Redis } from 'ioredis';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentUserResponseSchema, LoginResponseSchema, RegisterResponseSchema, SessionResponseSchema } from '@growth-suite/shared/contract';
import { createTestApp, expectShape, type TestApp } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_USER: '3', RATE_LIMIT_REGISTER_PER_IP: '50' });
});
afterAll(() => t.close());

const registration = (name: string) => ({
  username: name,
  email: `${name}@example.com`,
  password: 'secret-123',
  confirmPassword: 'secret-123',
  fullName: 'Test Person',
});

const sessionCookie = (res: { headers: Record<string, unknown> }) =>
  ((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith('gs.sid='));

describe('usernames', () => {
  it('no account can be made to render as another: look-alikes of administrator are refused', async () => {
    const lookAlikes = [
      'ａｄｍｉｎｉｓｔｒａｔｏｒ', // fullwidth: NFKC folds it to the reserved name
      'ADMINISTRATOR',
      ' administrator ',
      'admin\u200Bistrator', // zero-width space
      'administrator\u00AD', // soft hyphen
      'administrator\u2060', // word joiner
      '\u202Eadministrator', // right-to-left override
      'administrator\uFE0F', // variation selector
      'аdministrator', // Cyrillic а
      'adminıstrator', // dotless i
      'ad\u0307ministrator', // combining dot
      'administratоr', // Cyrillic о
    ];
    for (const name of lookAlikes) {
      const res = await t.agent().post('/api/register').send({ ...registration('x'), username: name, email: `${lookAlikes.indexOf(name)}@look.example` });
      expect({ name, refused: [400, 409].includes(res.status) }).toEqual({ name, refused: true });
    }
    const bad = await t.agent().post('/api/register').send({ ...registration('x'), username: 'admin\u200Bistrator' });
    expect(bad.body.fieldErrors.username).toBe('Username may only contain letters (a-z), digits, dots, dashes and underscores');
    const { n } = (await t.db.knex('users').where('email', 'like', '%@look.example').count({ n: '*' }).first()) as { n: number };
    expect(Number(n)).toBe(0);
  });

  it('a compatibility form is stored folded: ｆｕｌｌ becomes full', async () => {
    const res = await t.agent().post('/api/register').send({ ...registration('x'), username: 'ｆｕｌｌwidth', email: 'fold@example.com' }).expect(201);
    expect(res.body.username).toBe('fullwidth');
    await t.agent().post('/api/login').send({ username: 'ｆｕｌｌwidth', password: 'secret-123' }).expect(200);
  });

  it('one login name reaches one account: a username is never an e-mail, and no e-mail is another account’s username', async () => {
    const asEmail = await t.agent().post('/api/register').send({ ...registration('x'), username: 'ann@example.com', email: 'other@example.com' }).expect(400);
    expect(asEmail.body.fieldErrors.username).toMatch(/may only contain/);
    // An account from before these rules, whose username looks like an e-mail address.
    await t.db.knex('users').insert({ username: 'legacy@example.com', email: 'legacy-owner@example.com', password_hash: 'x', role: 'user' });
    const taken = await t.agent().post('/api/register').send({ ...registration('newcomer'), email: 'LEGACY@example.com' }).expect(409);
    expect(taken.body.message).toBe('Email already exists');
  });
});

describe('registration', () => {
  it('creates the user, signs them in and never returns a password hash', async () => {
    const browser = t.agent();
    const res = await browser.post('/api/register').send(registration('newbie')).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      username: 'newbie',
      email: 'newbie@example.com',
      fullName: 'Test Person',
      role: 'user',
      isAdmin: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
    expect(res.text).not.toMatch(/argon2|password/i);
    expectShape(RegisterResponseSchema, res.body);
    const me = await browser.get('/api/user').expect(200);
    expect(me.body.username).toBe('newbie');
    expectShape(CurrentUserResponseSchema, me.body);
    const session = await browser.get('/api/session').expect(200);
    expect(expectShape(SessionResponseSchema, session.body).user).toEqual(me.body);
  });

  it('GET /api/session answers 200 with no user to a visitor (no 401 for the browser to log)', async () => {
    const res = await t.agent().get('/api/session').expect(200);
    expect(res.body).toEqual({ user: null });
    expectShape(SessionResponseSchema, res.body);
  });

  it('sets an HttpOnly, SameSite=Lax, signed session cookie', async () => {
    const res = await t.agent().post('/api/register').send(registration('cookies')).expect(201);
    const cookie = sessionCookie(res)!;
    expect(cookie).toMatch(/^gs\.sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).toMatch(/path=\//);
    expect((res.headers['set-cookie'] as unknown as string[]).some((c) => c.startsWith('gs.sid.sig='))).toBe(true);
  });

  it('marks the cookie Secure behind an HTTPS proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const res = await proxied.agent().post('/api/register').set('X-Forwarded-Proto', 'https').send(registration('secure')).expect(201);
      expect(sessionCookie(res)).toMatch(/secure/i);
    } finally {
      await proxied.close();
    }
  });

  it('answers 400 with the spec messages', async () => {
    const res = await t.agent().post('/api/register').send({ ...registration('xyz1'), confirmPassword: 'different' }).expect(400);
    expect(res.body).toEqual({ message: 'Passwords do not match', fieldErrors: { confirmPassword: 'Passwords do not match' } });
    const short = await t.agent().post('/api/register').send({ ...registration('ab') }).expect(400);
    expect(short.body.message).toBe('Username must be at least 3 characters');
  });

  it('refuses extra fields such as role (no mass assignment)', async () => {
    const res = await t.agent().post('/api/register').send({ ...registration('sneaky'), role: 'admin' }).expect(400);
    expect(res.body.fieldErrors.role).toBe('Unknown field: role');
    expect(await t.db.knex('users').where({ username: 'sneaky' }).first()).toBeUndefined();
  });

  it('answers 409 for a taken username or e-mail, ignoring case', async () => {
    await t.agent().post('/api/register').send(registration('taken')).expect(201);
    const name = await t.agent().post('/api/register').send({ ...registration('TAKEN'), email: 'other@example.com' }).expect(409);
    expect(name.body).toEqual({ message: 'Username already exists' });
    const email = await t.agent().post('/api/register').send({ ...registration('fresh'), email: 'Taken@Example.com' }).expect(409);
    expect(email.body).toEqual({ message: 'Email already exists' });
  });

  it('refuses the reserved name administrator in any case or spacing', async () => {
    for (const username of ['administrator', 'Administrator', ' administrator ']) {
      const res = await t.agent().post('/api/register').send({ ...registration('x'), username, email: `${username.trim()}@x.example` });
      expect(res.status).toBe(409);
    }
    // Spaces inside a name are not allowed at all (usernames are letters, digits and . _ -).
    const spaced = await t.agent().post('/api/register').send({ ...registration('x'), username: 'admin istrator', email: 'spaced@x.example' });
    expect(spaced.status).toBe(400);
    expect(spaced.body.fieldErrors.username).toMatch(/may only contain/);
  });
});

describe('sign-in and sessions', () => {
  it('signs in with the username or the e-mail', async () => {
    await t.agent().post('/api/register').send(registration('ann')).expect(201);
    const byName = await t.agent().post('/api/login').send({ username: 'ann', password: 'secret-123' }).expect(200);
    expect(byName.body.username).toBe('ann');
    expectShape(LoginResponseSchema, byName.body);
    const byEmail = await t.agent().post('/api/login').send({ username: 'ANN@example.com', password: 'secret-123' }).expect(200);
    expect(byEmail.body.id).toBe(byName.body.id);
  });

  it('gives a new session id on every sign-in', async () => {
    const browser = t.agent();
    const first = sessionCookie(await browser.post('/api/login').send({ username: 'ann', password: 'secret-123' }).expect(200));
    const second = sessionCookie(await browser.post('/api/login').send({ username: 'ann', password: 'secret-123' }).expect(200));
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second!.split(';')[0]).not.toBe(first!.split(';')[0]);
  });

  it('logout destroys the session: a copied cookie is dead afterwards', async () => {
    const browser = t.agent();
    const login = await browser.post('/api/login').send({ username: 'ann', password: 'secret-123' }).expect(200);
    const cookies = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    await supertest(t.server).get('/api/user').set('Cookie', cookies).expect(200);
    await browser.post('/api/logout').expect(204);
    await supertest(t.server).get('/api/user').set('Cookie', cookies).expect(401);
    await browser.get('/api/user').expect(401);
  });

  it('answers an unknown user exactly like a wrong password, after the same work', async () => {
    const time = async (body: object) => {
      const started = performance.now();
      const res = await t.agent().post('/api/login').send(body);
      return { res, ms: performance.now() - started };
    };
    await time({ username: 'warmup-user', password: 'whatever1' });
    const unknown = await time({ username: 'nobody-here', password: 'secret-123' });
    const wrong = await time({ username: 'newbie', password: 'wrong-password' });
    expect(unknown.res.status).toBe(401);
    expect(wrong.res.status).toBe(401);
    expect(unknown.res.body).toEqual({ message: 'Invalid username or password' });
    expect(wrong.res.body).toEqual(unknown.res.body);
    // Both run one argon2 verify (tens of milliseconds); a skipped verify would take ~1 ms.
    expect(unknown.ms).toBeGreaterThan(wrong.ms * 0.4);
  });

  it('blocks repeated failures per username and IP with Retry-After, even with the right password', async () => {
    await t.agent().post('/api/register').send(registration('target')).expect(201);
    for (let i = 0; i < 3; i += 1) {
      await t.agent().post('/api/login').send({ username: 'target', password: 'wrong-pass' }).expect(401);
    }
    const blocked = await t.agent().post('/api/login').send({ username: 'target', password: 'secret-123' }).expect(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body.message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    // Another account from the same IP is not blocked by this counter.
    await t.agent().post('/api/login').send({ username: 'ann', password: 'secret-123' }).expect(200);
  });

  it('limits new accounts per IP', async () => {
    const limited = await createTestApp({ RATE_LIMIT_REGISTER_PER_IP: '2' });
    try {
      await limited.agent().post('/api/register').send(registration('reg1')).expect(201);
      await limited.agent().post('/api/register').send(registration('reg2')).expect(201);
      const res = await limited.agent().post('/api/register').send(registration('reg3')).expect(429);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it('GET /api/user is 401 when signed out, and 503 (not 401) with a session while Redis is down', async () => {
    await t.agent().get('/api/user').expect(401);
    const login = await t.agent().post('/api/login').send({ username: 'ann', password: 'secret-123' }).expect(200);
    const cookies = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const deadRedis = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    deadRedis.on('error', () => {});
    const app = createApp({ config: t.config, knex: t.db.knex, redis: deadRedis, logger: createLogger('silent'), generation: t.generation, render: t.render, mail: t.mail });
    const down = await supertest(app.callback()).get('/api/user').set('Cookie', cookies).expect(503);
    expect(down.body.message).toMatch(/temporarily unavailable/);
    await supertest(app.callback()).get('/api/user').expect(401);
    deadRedis.disconnect();
  });
});
