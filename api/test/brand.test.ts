// A user's brand (issue 25): the owner's texts and logo, checked at the door (contrast, image bytes,
// size), and the share page's view of it through a live link only.
import { insertGenerationIdempotent } from '@growth-suite/db';
import { samplePng } from '@growth-suite/documents/testing';
import { ACCENT_CONTRAST, LOGO_MESSAGES, MADE_WITH_SETTING, NOT_A_MEMBER, TOOLS, type Share } from '@growth-suite/shared';
import { BrandResponseSchema, SharedItemResponseSchema } from '@growth-suite/shared/contract';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectShape, type TestApp } from './support.ts';

let t: TestApp;
let ann: Awaited<ReturnType<TestApp['signedIn']>>;
let bob: Awaited<ReturnType<TestApp['signedIn']>>;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SHARED_PER_IP: '1000' });
  ann = await t.signedIn('ann');
  bob = await t.signedIn('bob');
  png = await samplePng(120, 40);
}, 60_000);
afterAll(() => t.close());

const binary = (res: Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};
const upload = (browser: typeof ann, bytes: Buffer, type = 'image/png') => browser.put('/api/account/brand/logo').set('Content-Type', type).send(bytes);
const brand = { firmName: 'Lee & Partners', senderName: 'Ann Lee', signature: 'Ann Lee\nLee & Partners', accentColor: '#7A1F5C' };

/** A JPEG header as cameras write it: SOI, an APP0 segment, then the frame with its size. */
const jpeg = (width: number, height: number) =>
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x0b, 0x08, height >> 8, height & 255, width >> 8, width & 255, 0x01, 0x01, 0x11, 0x00, 0xff, 0xd9]);

describe('the owner’s brand', () => {
  it('anonymous → 401 on every brand route', async () => {
    await t.agent().get('/api/account/brand').expect(401);
    await t.agent().put('/api/account/brand').send(brand).expect(401);
    await t.agent().get('/api/account/brand/logo').expect(401);
    await upload(t.agent(), png).expect(401);
    await t.agent().delete('/api/account/brand/logo').expect(401);
  });

  it('starts empty, saves the texts (the colour lower-cased) and is the owner’s alone', async () => {
    expect(expectShape(BrandResponseSchema, (await ann.get('/api/account/brand').expect(200)).body)).toEqual({
      firmName: '',
      senderName: '',
      signature: '',
      accentColor: '',
      // Never chosen: today's money (US dollars, en-US) and the default terms.
      currency: 'USD',
      locale: 'en-US',
      terms: '',
      // No tax stated on the fees (issue 52).
      taxIncluded: false,
      taxRate: 0,
      taxName: '',
      logo: null,
      updatedAt: null,
    });
    const saved = expectShape(BrandResponseSchema, (await ann.put('/api/account/brand').send(brand).expect(200)).body);
    expect(saved).toMatchObject({ ...brand, accentColor: '#7a1f5c', logo: null });
    expect((await ann.get('/api/account/brand').expect(200)).body).toEqual(saved);
    expect((await bob.get('/api/account/brand').expect(200)).body.firmName).toBe('');
  });

  it('keeps the money and the terms (DESIGN §11.1): a currency and locale it knows, terms in Markdown; a form without them keeps them', async () => {
    const money = { ...brand, currency: 'GBP', locale: 'en-GB', terms: '**Payment** within 14 days.' };
    expect(expectShape(BrandResponseSchema, (await bob.put('/api/account/brand').send(money).expect(200)).body)).toMatchObject({ currency: 'GBP', locale: 'en-GB', terms: money.terms });
    // An older form that sends only the texts changes none of them.
    expect((await bob.put('/api/account/brand').send(brand).expect(200)).body).toMatchObject({ currency: 'GBP', locale: 'en-GB', terms: money.terms });
    const bad = await bob.put('/api/account/brand').send({ ...brand, currency: 'XYZ', locale: 'not a locale!', terms: 'x'.repeat(5001) }).expect(400);
    expect(bad.body.fieldErrors).toMatchObject({ currency: expect.stringMatching(/^Please choose a currency/), locale: 'Please choose a language and region such as en-GB', terms: 'Must be at most 5000 characters' });
    expect((await bob.get('/api/account/brand').expect(200)).body).toMatchObject({ currency: 'GBP', locale: 'en-GB' });
  });

  it('starts in the money of the browser’s locale at sign-up (en-GB: pounds); an unknown locale keeps the defaults', async () => {
    const signUp = async (username: string, locale: string) => {
      const agent = t.agent();
      await agent.post('/api/register').send({ username, email: `${username}@example.com`, password: 'secret-123', confirmPassword: 'secret-123', locale }).expect(201);
      return (await agent.get('/api/account/brand').expect(200)).body as { currency: string; locale: string };
    };
    expect(await signUp('brit', 'en-GB')).toMatchObject({ currency: 'GBP', locale: 'en-GB' });
    expect(await signUp('deutsch', 'de-DE')).toMatchObject({ currency: 'EUR', locale: 'de-DE' });
    expect(await signUp('nowhere', 'xx-!!')).toMatchObject({ currency: 'USD', locale: 'en-US' });
  });

  it('refuses bad texts with a message per field: length, format, a colour too light to read', async () => {
    const bad = async (body: object) => (await ann.put('/api/account/brand').send({ ...brand, ...body }).expect(400)).body as { message: string; fieldErrors: Record<string, string> };
    expect((await bad({ firmName: 'x'.repeat(121) })).fieldErrors.firmName).toBe('Must be at most 120 characters');
    expect((await bad({ signature: 'x'.repeat(1001) })).fieldErrors.signature).toBe('Must be at most 1000 characters');
    expect((await bad({ accentColor: 'red' })).fieldErrors.accentColor).toBe('Accent colour must be a hex colour such as #1f4e79');
    expect((await bad({ accentColor: '#ffff00' })).fieldErrors.accentColor).toBe(ACCENT_CONTRAST);
    expect((await bad({ logo: 'x' })).message).toMatch(/logo/);
    expect((await ann.get('/api/account/brand')).body.firmName).toBe(brand.firmName);
  });

  it('takes a PNG or JPEG logo by its bytes, serves it to its owner only, and removes it', async () => {
    const saved = expectShape(BrandResponseSchema, (await upload(ann, png).expect(200)).body);
    expect(saved.logo).toMatchObject({ type: 'image/png', url: expect.stringMatching(/^\/api\/account\/brand\/logo\?workspace=\d+&v=\d+$/) });
    expect(saved.firmName).toBe(brand.firmName); // the texts stay
    const res = await ann.get(saved.logo!.url).buffer(true).parse(binary as never).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    expect(Buffer.compare(res.body as Buffer, png)).toBe(0);
    await bob.get('/api/account/brand/logo').expect(404);
    // Another account naming Ann's workspace in the address is not a member of it.
    expect((await bob.get(saved.logo!.url).expect(404)).body.message).toBe(NOT_A_MEMBER);
    expect((await upload(ann, jpeg(800, 600), 'image/jpeg').expect(200)).body.logo.type).toBe('image/jpeg');
    // A PNG sent as image/jpeg is stored as what its bytes say.
    expect((await upload(ann, png, 'image/jpeg').expect(200)).body.logo.type).toBe('image/png');
    await ann.delete('/api/account/brand/logo').expect(204);
    await ann.delete('/api/account/brand/logo').expect(404);
    await ann.get('/api/account/brand/logo').expect(404);
    expect((await ann.get('/api/account/brand')).body.logo).toBeNull();
  });

  it('refuses what is not a small PNG or JPEG with a clear message', async () => {
    const refused = async (bytes: Buffer, type: string, status: number, message: string) => {
      const res = await upload(ann, bytes, type);
      expect([res.status, res.body.message]).toEqual([status, message]);
    };
    await refused(Buffer.from('GIF89a....................'), 'image/png', 400, LOGO_MESSAGES.notImage);
    await refused(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png', 400, LOGO_MESSAGES.notImage);
    await refused(png, 'image/svg+xml', 400, LOGO_MESSAGES.notImage);
    await refused(Buffer.alloc(0), 'image/png', 400, LOGO_MESSAGES.empty);
    await refused(png.subarray(0, 12), 'image/png', 400, LOGO_MESSAGES.unreadable);
    await refused(await samplePng(1001, 10), 'image/png', 400, LOGO_MESSAGES.tooWide);
    await refused(jpeg(10, 1200), 'image/jpeg', 400, LOGO_MESSAGES.tooWide);
    await refused(Buffer.concat([png, Buffer.alloc(200 * 1024)]), 'image/png', 413, LOGO_MESSAGES.tooLarge);
    // Still a mutating request: without the client's header it is refused before anything is read.
    await t.agent().put('/api/account/brand/logo').unset('X-Requested-With').set('Content-Type', 'image/png').send(png).expect(403);
  });
});

describe('the share page', () => {
  it('shows the owner’s firm, accent and logo through a live link, and nothing once it is revoked', async () => {
    await upload(ann, png).expect(200);
    const annId = (await t.db.knex('users').where({ username: 'ann' }).first()).id as number;
    const request = TOOLS['growth-plan'].requestSchema.parse(SAMPLE_REQUESTS['growth-plan']);
    const id = await insertGenerationIdempotent(t.db.knex, { jobId: 'brand-share', userId: annId, tool: 'growth-plan', request, results: demoResult('growth-plan', request), provider: 'demo', model: 'demo' });
    const link = (await ann.post(`/api/history/growth-plan/${id}/shares`).send({}).expect(201)).body as Share;
    const shared = expectShape(SharedItemResponseSchema, (await t.agent().get(`/api/shared/${link.token}`).expect(200)).body);
    expect(shared.brand).toEqual({ firmName: brand.firmName, accentColor: '#7a1f5c', logoUrl: expect.stringMatching(new RegExp(`^/api/shared/${link.token}/logo\\?v=\\d+$`)), madeWith: true, locale: '' }); // '' : this brand never chose a locale (its dates use the default)
    const logo = await t.agent().get(shared.brand.logoUrl!).buffer(true).parse(binary as never).expect(200);
    expect(Buffer.compare(logo.body as Buffer, png)).toBe(0);
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    // Another token (one letter changed) shows nothing, and a revoked link no longer shows the logo.
    const other = link.token.slice(0, -1) + (link.token.endsWith('A') ? 'B' : 'A');
    await t.agent().get(`/api/shared/${other}/logo`).expect(404);
    await t.agent().get(`/api/shared/${link.token.toLowerCase() === link.token ? link.token.toUpperCase() : link.token.toLowerCase()}/logo`).expect(404);
    await ann.delete(`/api/shares/${link.token}`).expect(204);
    await t.agent().get(`/api/shared/${link.token}/logo`).expect(404);
  });

  it('follows the admin’s made-with switch', async () => {
    const annId = (await t.db.knex('users').where({ username: 'ann' }).first()).id as number;
    const request = TOOLS['growth-plan'].requestSchema.parse(SAMPLE_REQUESTS['growth-plan']);
    const id = await insertGenerationIdempotent(t.db.knex, { jobId: 'brand-share-2', userId: annId, tool: 'growth-plan', request, results: demoResult('growth-plan', request), provider: 'demo', model: 'demo' });
    const link = (await ann.post(`/api/history/growth-plan/${id}/shares`).send({}).expect(201)).body as Share;
    const admin = await t.signedIn('administrator');
    await admin.put(`/api/admin/settings/${MADE_WITH_SETTING}`).send({ value: 'false' }).expect(200);
    expect((await t.agent().get(`/api/shared/${link.token}`).expect(200)).body.brand.madeWith).toBe(false);
    await admin.put(`/api/admin/settings/${MADE_WITH_SETTING}`).send({ value: 'true' }).expect(200);
    expect((await t.agent().get(`/api/shared/${link.token}`).expect(200)).body.brand.madeWith).toBe(true);
  });
});
