// Rate limits under bursts and behind proxies (DESIGN §4, §7, §9): every burst here is fired at
// once, and a 401 means a password was really checked with argon2, so counting 401s counts the
// attempts an attacker got.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support.ts';

const PASSWORD = 'secret-123';
const registration = (name: string) => ({ username: name, email: `${name}@example.com`, password: PASSWORD, confirmPassword: PASSWORD });

const statuses = (responses: { status: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

describe('login limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_PER_USER: '10', RATE_LIMIT_LOGIN_PER_IP: '1000', RATE_LIMIT_REGISTER_PER_IP: '1000' });
    for (const name of ['burst', 'carol', 'proxied']) await t.agent().post('/api/register').send(registration(name)).expect(201);
  });
  afterAll(() => t.close());

  it('40 parallel wrong passwords for one account: 10 are checked, and then the right one is refused', async () => {
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => t.agent().post('/api/login').send({ username: 'burst', password: 'wrong-password' })),
    );
    expect(statuses(burst)).toEqual({ 401: 10, 429: 30 });
    const right = await t.agent().post('/api/login').send({ username: 'burst', password: PASSWORD });
    expect(right.status).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('every spelling that reaches one account shares its counter (case, accents, its e-mail)', async () => {
    for (let i = 0; i < 10; i += 1) await t.agent().post('/api/login').send({ username: 'carol', password: 'wrong-password' }).expect(401);
    for (const spelling of ['carol', 'CAROL', 'cárol', 'Carol ', 'carol@example.com', 'CAROL@EXAMPLE.COM']) {
      const res = await t.agent().post('/api/login').send({ username: spelling, password: PASSWORD });
      expect({ spelling, status: res.status }).toEqual({ spelling, status: 429 });
    }
  });

  it('40 parallel wrong logins from one IP for different names: only the per-IP limit (20) are checked', async () => {
    const fresh = await createTestApp({ RATE_LIMIT_LOGIN_PER_USER: '10', RATE_LIMIT_LOGIN_PER_IP: '20' });
    try {
      const burst = await Promise.all(
        Array.from({ length: 40 }, (_, i) => fresh.agent().post('/api/login').send({ username: `nobody-${i}`, password: 'wrong-password' })),
      );
      expect(statuses(burst)).toEqual({ 401: 20, 429: 20 });
      // A successful login does not use up the IP's allowance of failures.
      const other = await createTestApp({ RATE_LIMIT_LOGIN_PER_IP: '2' });
      try {
        await other.agent().post('/api/register').send(registration('often')).expect(201);
        for (let i = 0; i < 5; i += 1) await other.agent().post('/api/login').send({ username: 'often', password: PASSWORD }).expect(200);
        await other.agent().post('/api/login').send({ username: 'often', password: 'wrong-password' }).expect(401);
      } finally {
        await other.close();
      }
    } finally {
      await fresh.close();
    }
  });
});

describe('behind a proxy (TRUST_PROXY=true, TRUST_PROXY_HOPS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_LOGIN_PER_USER: '10', RATE_LIMIT_LOGIN_PER_IP: '1000' });
    await t.agent().post('/api/register').send(registration('victim')).expect(201);
  });
  afterAll(() => t.close());

  it('a client-written X-Forwarded-For entry never decides a limit (1 hop: the proxy appends the real IP)', async () => {
    const attempts = [];
    for (let i = 0; i < 25; i += 1) {
      // The client forges a new address each time; the proxy appends the address it really saw.
      attempts.push(await t.agent().post('/api/login').set('X-Forwarded-For', `198.51.100.${i}, 203.0.113.7`).send({ username: 'victim', password: 'wrong-password' }));
    }
    expect(statuses(attempts)).toEqual({ 401: 10, 429: 15 });
    const right = await t.agent().post('/api/login').set('X-Forwarded-For', '198.51.100.99, 203.0.113.7').send({ username: 'victim', password: PASSWORD });
    expect(right.status).toBe(429);
    // Another real client (another address appended by the proxy) is not locked out.
    await t.agent().post('/api/login').set('X-Forwarded-For', '203.0.113.8').send({ username: 'victim', password: PASSWORD }).expect(200);
  });

  it('with 2 hops, the client IP is the second entry from the right', async () => {
    const two = await createTestApp({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2', RATE_LIMIT_CONTACT_PER_IP: '2' });
    try {
      const message = { name: 'Pat', email: 'pat@example.com', subject: 'Hello there', message: 'A message long enough.' };
      const send = (forwarded: string) => two.agent().post('/api/contact').set('X-Forwarded-For', forwarded).send(message);
      // Forged left-most entries vary; the CDN-seen client (second from the right) does not.
      expect((await send('10.0.0.1, 203.0.113.50, 10.9.9.9')).status).toBe(201);
      expect((await send('10.0.0.2, 203.0.113.50, 10.9.9.9')).status).toBe(201);
      expect((await send('10.0.0.3, 203.0.113.50, 10.9.9.9')).status).toBe(429);
      expect((await send('10.0.0.3, 203.0.113.51, 10.9.9.9')).status).toBe(201);
    } finally {
      await two.close();
    }
  });
});

describe('the account-wide login limit (guesses at one account from many addresses)', () => {
  let t: TestApp;
  const from = (ip: string) => t.agent().post('/api/login').set('X-Forwarded-For', ip);
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_LOGIN_PER_USER: '10', RATE_LIMIT_LOGIN_PER_IP: '1000', RATE_LIMIT_LOGIN_PER_ACCOUNT: '10' });
    await t.agent().post('/api/register').send(registration('owner')).expect(201);
    // The owner's usual address: it has signed in to the account before the attack.
    await from('203.0.113.1').send({ username: 'owner', password: PASSWORD }).expect(200);
  });
  afterAll(() => t.close());

  it('40 parallel guesses from 40 addresses: 10 are checked, the rest wait (429, Retry-After); the owner’s known address still signs in', async () => {
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => from(`198.51.100.${i}`).send({ username: 'owner', password: 'wrong-password' })),
    );
    expect(statuses(burst)).toEqual({ 401: 10, 429: 30 });
    const refused = burst.find((res) => res.status === 429)!;
    expect(refused.body.message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A new address waits even with the right password: the guessing stops there.
    expect((await from('198.51.100.200').send({ username: 'owner', password: PASSWORD })).status).toBe(429);
    // The owner's known address keeps its own per-account limit only: a typo is still checked, and
    // the right password signs in during the attack.
    await from('203.0.113.1').send({ username: 'owner', password: 'wrong-password' }).expect(401);
    const owner = await from('203.0.113.1').send({ username: 'owner', password: PASSWORD }).expect(200);
    expect(owner.body.username).toBe('owner');
  });

  it('a name with no account is throttled the same way, so a 429 does not reveal which accounts exist', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 15 }, (_, i) => from(`192.0.2.${i}`).send({ username: 'no-such-account', password: 'wrong-password' })),
    );
    expect(statuses(guesses)).toEqual({ 401: 10, 429: 5 });
  });
});

describe('registration limits', () => {
  it('15 parallel registrations from one IP: exactly the limit (10) are created', async () => {
    const t = await createTestApp({ RATE_LIMIT_REGISTER_PER_IP: '10' });
    try {
      const burst = await Promise.all(Array.from({ length: 15 }, (_, i) => t.agent().post('/api/register').send(registration(`parallel${i}`))));
      expect(statuses(burst)).toEqual({ 201: 10, 429: 5 });
      const { n } = (await t.db.knex('users').where('username', 'like', 'parallel%').count({ n: '*' }).first()) as { n: number };
      expect(Number(n)).toBe(10);
    } finally {
      await t.close();
    }
  });

  it('a taken name or e-mail (409) counts too, so probing which e-mails have accounts is throttled', async () => {
    const t = await createTestApp({ RATE_LIMIT_REGISTER_PER_IP: '3' });
    try {
      await t.agent().post('/api/register').send(registration('taken')).expect(201);
      await t.agent().post('/api/register').send({ ...registration('probe1'), email: 'taken@example.com' }).expect(409);
      await t.agent().post('/api/register').send({ ...registration('probe2'), email: 'taken@example.com' }).expect(409);
      const res = await t.agent().post('/api/register').send({ ...registration('probe3'), email: 'taken@example.com' });
      expect(res.status).toBe(429);
    } finally {
      await t.close();
    }
  });
});
