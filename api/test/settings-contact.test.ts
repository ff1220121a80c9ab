import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CategorySettingsResponseSchema,
  ContactResponseSchema,
  ContactStatusResponseSchema,
  ContactSubmissionsResponseSchema,
  SettingCreateResponseSchema,
  SettingsResponseSchema,
  SettingUpdateResponseSchema,
} from '@growth-suite/shared/contract';
import { createTestApp, expectShape, type TestApp } from './support.ts';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signedIn']>>;
let user: Awaited<ReturnType<TestApp['signedIn']>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CONTACT_PER_IP: '3' });
  admin = await t.signedIn('administrator');
  user = await t.signedIn('plain-reader');
});
afterAll(() => t.close());

describe('settings', () => {
  it('links and content are public; environment and system are not', async () => {
    const links = await t.agent().get('/api/admin/settings/category/links').expect(200);
    expect(links.body).toContainEqual({ key: 'COMPANY_NAME', value: 'Growth Suite' });
    expect(links.body.every((s: object) => Object.keys(s).sort().join() === 'key,value')).toBe(true);
    expectShape(CategorySettingsResponseSchema, links.body);
    expectShape(CategorySettingsResponseSchema, (await t.agent().get('/api/admin/settings/category/content').expect(200)).body);
    await admin.post('/api/admin/settings').send({ key: 'SMTP_HOST', value: 'mail.internal', category: 'environment' }).expect(201);
    for (const category of ['environment', 'system']) {
      await t.agent().get(`/api/admin/settings/category/${category}`).expect(401);
      await user.get(`/api/admin/settings/category/${category}`).expect(403);
      expectShape(CategorySettingsResponseSchema, (await admin.get(`/api/admin/settings/category/${category}`).expect(200)).body);
    }
    expect((await admin.get('/api/admin/settings/category/environment')).body).toEqual([{ key: 'SMTP_HOST', value: 'mail.internal' }]);
    await t.agent().get('/api/admin/settings').expect(401);
    await user.get('/api/admin/settings').expect(403);
    await admin.get('/api/admin/settings/category/secrets').expect(404);
  });

  it('the page-content keys are seeded empty with descriptions, so admins find them (empty means the built-in text)', async () => {
    const all = (await admin.get('/api/admin/settings').expect(200)).body as { key: string; value: string; category: string; description: string | null }[];
    expectShape(SettingsResponseSchema, all);
    for (const key of ['privacy_policy_content', 'terms_of_service_content', 'contact_faq']) {
      expect(all.find((s) => s.key === key)).toMatchObject({ value: '', category: 'content', description: expect.stringMatching(/Markdown/) });
    }
    const publicContent = await t.agent().get('/api/admin/settings/category/content').expect(200);
    expect(publicContent.body).toContainEqual({ key: 'privacy_policy_content', value: '' });
  });

  it('admins create, update and delete by key; duplicates are 409, unknown keys 404', async () => {
    const created = await admin.post('/api/admin/settings').send({ key: 'welcome_banner', value: '# Hello', description: 'Markdown', category: 'content' }).expect(201);
    expect(created.body).toMatchObject({ key: 'welcome_banner', value: '# Hello', description: 'Markdown', category: 'content', updatedAt: expect.any(String) });
    expectShape(SettingCreateResponseSchema, created.body);
    expect((await admin.post('/api/admin/settings').send({ key: 'welcome_banner', value: 'x', category: 'content' }).expect(409)).body.message).toBe(
      'A setting with this key already exists',
    );
    // A seeded key is a duplicate too.
    await admin.post('/api/admin/settings').send({ key: 'privacy_policy_content', value: 'x', category: 'content' }).expect(409);
    // Keys are case-sensitive: a different case is a different setting.
    await admin.post('/api/admin/settings').send({ key: 'WELCOME_BANNER', value: 'y', category: 'content' }).expect(201);
    const updated = await admin.put('/api/admin/settings/privacy_policy_content').send({ value: '# New policy' }).expect(200);
    expect(expectShape(SettingUpdateResponseSchema, updated.body)).toMatchObject({ key: 'privacy_policy_content', value: '# New policy' });
    const content = await t.agent().get('/api/admin/settings/category/content').expect(200);
    expect(content.body).toContainEqual({ key: 'privacy_policy_content', value: '# New policy' }); // cache cleared on write
    await admin.put('/api/admin/settings/NOPE').send({ value: 'x' }).expect(404);
    await admin.delete('/api/admin/settings/WELCOME_BANNER').expect(204);
    await admin.delete('/api/admin/settings/WELCOME_BANNER').expect(404);
  });

  it('validates with the spec messages', async () => {
    expect((await admin.post('/api/admin/settings').send({ value: 'v', category: 'links' }).expect(400)).body.message).toBe('Key is required');
    expect((await admin.post('/api/admin/settings').send({ key: 'K', category: 'links' }).expect(400)).body.message).toBe('Value is required');
    expect((await admin.post('/api/admin/settings').send({ key: 'K', value: 'v' }).expect(400)).body.message).toBe('Category is required');
    expect((await admin.put('/api/admin/settings/COMPANY_NAME').send({ value: '' }).expect(400)).body.message).toBe('Value is required');
  });

  it('link settings accept only http(s), mailto and relative URLs; SUPPORT_EMAIL only an e-mail', async () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x', ' JAVASCRIPT:alert(1)']) {
      const res = await admin.put('/api/admin/settings/CONTACT_US_URL').send({ value: bad }).expect(400);
      expect(res.body.fieldErrors.value).toBe('Links must start with http://, https://, mailto: or /');
    }
    await admin.post('/api/admin/settings').send({ key: 'terms_url', value: 'javascript:void(0)', category: 'links' }).expect(400);
    await admin.put('/api/admin/settings/CONTACT_US_URL').send({ value: 'https://example.com/contact' }).expect(200);
    await admin.put('/api/admin/settings/CONTACT_US_URL').send({ value: '/contact' }).expect(200);
    await admin.put('/api/admin/settings/SUPPORT_EMAIL').send({ value: 'not an email' }).expect(400);
    await admin.put('/api/admin/settings/SUPPORT_EMAIL').send({ value: 'help@example.com' }).expect(200);
  });
});

describe('contact', () => {
  const message = { name: 'Visitor', email: 'visitor@example.com', subject: 'A question', message: 'How does pricing work?' };

  it('stores a message and thanks the sender; admins list newest first and change its status', async () => {
    const res = await t.agent().post('/api/contact').send(message).expect(201);
    expect(res.body).toEqual({ message: "Thank you for contacting us. We'll get back to you soon." });
    expectShape(ContactResponseSchema, res.body);
    await t.agent().post('/api/contact').send({ ...message, subject: 'Second one' }).expect(201);
    const list = await admin.get('/api/admin/contact-submissions').expect(200);
    expect(list.body[0]).toMatchObject({ subject: 'Second one', status: 'new', createdAt: expect.any(String) });
    expectShape(ContactSubmissionsResponseSchema, list.body);
    const id = list.body[1].id;
    const read = await admin.patch(`/api/admin/contact-submissions/${id}/status`).send({ status: 'read' }).expect(200);
    expect(read.body.status).toBe('read');
    expectShape(ContactStatusResponseSchema, read.body);
    expect((await admin.patch(`/api/admin/contact-submissions/${id}/status`).send({ status: 'responded' }).expect(200)).body.status).toBe('responded');
    await admin.patch(`/api/admin/contact-submissions/${id}/status`).send({ status: 'archived' }).expect(400);
    await admin.patch('/api/admin/contact-submissions/999999/status').send({ status: 'read' }).expect(404);
    await user.get('/api/admin/contact-submissions').expect(403);
    await user.patch(`/api/admin/contact-submissions/${id}/status`).send({ status: 'new' }).expect(403);
  });

  it('validates with the spec messages', async () => {
    const cases: [object, string][] = [
      [{ ...message, name: 'V' }, 'Name must be at least 2 characters'],
      [{ ...message, email: 'nope' }, 'Please enter a valid email address'],
      [{ ...message, subject: 'Hi' }, 'Subject must be at least 5 characters'],
      [{ ...message, message: 'Short' }, 'Message must be at least 10 characters'],
    ];
    for (const [body, expected] of cases) {
      expect((await t.agent().post('/api/contact').send(body).expect(400)).body.message).toBe(expected);
    }
  });

  it('limits messages per IP', async () => {
    const limited = await createTestApp({ RATE_LIMIT_CONTACT_PER_IP: '2' });
    try {
      await limited.agent().post('/api/contact').send(message).expect(201);
      await limited.agent().post('/api/contact').send(message).expect(201);
      const res = await limited.agent().post('/api/contact').send(message).expect(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(await limited.db.knex('contact_submissions').count({ n: '*' }).first()).toEqual({ n: 2 });
    } finally {
      await limited.close();
    }
  });

  it('keeps hostile input as plain text', async () => {
    const hostile = { name: '<img src=x onerror=alert(1)>', email: 'x@example.com', subject: '<script>alert(1)</script>', message: '[click](javascript:alert(1)) more text' };
    await t.agent().post('/api/contact').send(hostile).expect(201);
    const list = await admin.get('/api/admin/contact-submissions').expect(200);
    expect(list.body[0]).toMatchObject(hostile);
    expect(list.headers['content-type']).toMatch(/application\/json/);
  });
});
