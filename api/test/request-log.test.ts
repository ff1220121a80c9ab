// The request log never holds a usable token (issue: reset, invitation and /p/ tokens were logged in clear,
// though the database keeps reset and invitation tokens hashed): every page and API path that carries
// one is logged with the token cut to its first 4 characters. Read back from the logger's own output.
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger, maskPath } from '../src/lib/logger.ts';
import { createTestApp, type TestApp } from './support.ts';

let t: TestApp;
let text = '';
beforeAll(async () => {
  const out = new PassThrough();
  out.on('data', (chunk: Buffer) => (text += chunk.toString()));
  t = await createTestApp({ RATE_LIMIT_SHARED_PER_IP: '1000' }, { logger: createLogger('debug', { format: 'json', destination: out }) });
}, 60_000);
afterAll(() => t?.close());

const token = () => randomBytes(32).toString('base64url');
/** An unsubscribe token has dots: `<userId>.<kind>.<signature>`. */
const dotted = () => `12.sent-opened.${token()}`;

it('logs every path that carries a token with the token masked', async () => {
  const tokens = Array.from({ length: 12 }, token);
  const unsubscribe = [dotted(), dotted()];
  const requests: [method: 'get' | 'post' | 'delete', path: string][] = [
    ['get', `/reset-password/${tokens[0]}`],
    ['post', '/api/password/reset'],
    ['get', `/invitations/${tokens[1]}`],
    ['get', `/api/invitations/${tokens[2]}`],
    ['post', `/api/invitations/${tokens[3]}/accept`],
    ['get', `/unsubscribe/${unsubscribe[0]}`],
    ['post', `/api/unsubscribe/${unsubscribe[1]}`],
    ['get', `/p/${tokens[4]}`],
    ['get', `/api/p/${tokens[5]}`],
    ['post', `/api/p/${tokens[6]}/quote`],
    ['get', `/api/p/${tokens[7]}/pdf`],
    ['get', `/s/${tokens[8]}`],
    ['get', `/api/shared/${tokens[9]}`],
    ['get', `/api/shared/${tokens[10]}/logo`],
    ['delete', `/api/shares/${tokens[11]}`],
  ];
  for (const [method, path] of requests) await t.agent()[method](path).send(method === 'get' ? undefined : {});
  // Lines are written as each request ends: wait until all are there.
  type Line = { msg: string; method?: string; path?: string; correlationId?: string; inProcess?: boolean };
  const lines = () => text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Line);
  // The requests made here; a page drawn on the server adds its queries' lines (marked inProcess, the page's id).
  const ours = () => lines().filter((l) => l.msg === 'request' && !l.inProcess);
  for (let i = 0; i < 50 && ours().length < requests.length; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  const logged = ours();
  expect(logged).toHaveLength(requests.length);

  for (const secret of [...tokens, ...unsubscribe]) {
    expect(text).not.toContain(secret);
    expect(text).not.toContain(secret.slice(0, 12));
  }
  expect(logged.map((l) => `${l.method} ${l.path}`)).toEqual(requests.map(([method, path]) => `${method.toUpperCase()} ${maskPath(path)}`));
  expect(logged.find((l) => l.path!.startsWith('/api/p/') && l.path!.endsWith('/quote'))!.path).toBe(`/api/p/${tokens[6]!.slice(0, 4)}…/quote`);
  expect(logged.find((l) => l.path!.startsWith('/unsubscribe/'))!.path).toBe('/unsubscribe/12.s…');
  // A drawn page's queries are logged under the page's correlation id, their tokens masked too.
  const drawnPage = logged.find((l) => l.path === `/p/${tokens[4]!.slice(0, 4)}…`)!;
  const itsQueries = lines().filter((l) => l.inProcess && l.correlationId === drawnPage.correlationId);
  expect(itsQueries.map((l) => l.path)).toContain(`/api/p/${tokens[4]!.slice(0, 4)}…`);
});

it('masks tokens only: ids, slugs and other paths stay readable', () => {
  expect(maskPath('/api/workspaces/3/invitations/12')).toBe('/api/workspaces/3/invitations/12');
  expect(maskPath('/api/workspaces/3/invitations')).toBe('/api/workspaces/3/invitations');
  expect(maskPath('/t/northwind-advisory/ai-proposal/41')).toBe('/t/northwind-advisory/ai-proposal/41');
  expect(maskPath('/api/history/proposal/41/shares')).toBe('/api/history/proposal/41/shares');
  expect(maskPath(`/reset-password/${'x'.repeat(43)}`)).toBe('/reset-password/xxxx…');
});
