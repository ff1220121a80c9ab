// On the wire (issue: nothing was compressed): the built assets go out as the brotli or gzip copy made
// beside them at build time, cached for a year; large JSON answers are compressed as they are sent;
// an event stream never is.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGenerationIdempotent } from '@growth-suite/db';
import { TOOLS } from '@growth-suite/shared';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { isCompressible } from '../src/middleware/compression.ts';
import { createTestApp, type TestApp } from './support.ts';

const SOURCE = `export const chunk = ${JSON.stringify('growth suite '.repeat(500))};\n`;
const webDist = mkdtempSync(join(tmpdir(), 'gs-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), `<!doctype html><div id="root">${'growth suite spa '.repeat(200)}</div>`);
writeFileSync(join(webDist, 'assets', 'app-abc123.js'), SOURCE);
writeFileSync(join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync(SOURCE));
writeFileSync(join(webDist, 'assets', 'app-abc123.js.gz'), gzipSync(SOURCE));
writeFileSync(join(webDist, 'assets', 'plain-def456.js'), SOURCE); // built without copies

let t: TestApp;
let base: string;
let close: () => void;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
  const server = (await import('node:http')).createServer(t.server).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(async () => {
  close();
  await t.close();
});

/** A raw GET (no client that decompresses for us): the status, headers and the bytes as sent. */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('built assets', () => {
  it('go out as the brotli copy to a browser that takes brotli, immutable for a year', async () => {
    const res = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    expect(res.body.length).toBeLessThan(SOURCE.length / 5);
    expect(brotliDecompressSync(res.body).toString()).toBe(SOURCE);
  });

  it('as the gzip copy to one that takes only gzip, and as they are to one that takes neither', async () => {
    const gz = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SOURCE);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SOURCE);
  });

  it('an asset built without copies is compressed as it is sent', async () => {
    const res = await get('/assets/plain-def456.js', { 'Accept-Encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toBe(SOURCE);
  });
});

describe('answers', () => {
  it('the SPA page and a large JSON answer are compressed for a browser that accepts it', async () => {
    const page = await get('/history', { 'Accept-Encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('growth suite spa');

    // A History page of a few saved results: several kB of JSON.
    const agent = await t.signedIn('compress-user');
    const user = await t.db.knex('users').where({ username: 'compress-user' }).first('id');
    const request = TOOLS['niche-finder'].requestSchema.parse(SAMPLE_REQUESTS['niche-finder']);
    for (let i = 0; i < 3; i += 1) {
      await insertGenerationIdempotent(t.db.knex, { jobId: `compress-${i}`, userId: user.id, tool: 'niche-finder', request, results: demoResult('niche-finder', request), provider: 'demo', model: 'demo' });
    }
    const list = await agent.get('/api/history/niche-finder').set('Accept-Encoding', 'gzip').expect(200);
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(list.headers.vary).toMatch(/Accept-Encoding/i);
    expect(list.body).toHaveLength(3); // decompressed by the client, as a browser does
  });

  it('never an event stream (it would hold the events back)', () => {
    expect(isCompressible('text/event-stream')).toBe(false);
    expect(isCompressible('application/pdf')).toBe(false);
    expect(isCompressible('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(false);
    expect(isCompressible('application/json; charset=utf-8')).toBe(true);
    expect(isCompressible('text/csv; charset=utf-8')).toBe(true);
  });

  it('small answers are not compressed (not worth the bytes)', async () => {
    const res = await get('/api/health', { 'Accept-Encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toEqual({ status: 'ok' });
  });
});
