// The in-process requests a drawn page makes: what the app sees of them is what a browser's request shows.
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { injector } from './inject.ts';

describe('injector', () => {
  const app = new Koa();
  app.use((ctx) => {
    if (ctx.path === '/empty') {
      ctx.status = 204;
      return;
    }
    ctx.set('x-seen-by', 'app');
    ctx.body = { method: ctx.method, url: ctx.url, ip: ctx.ip, cookie: ctx.get('cookie'), agent: ctx.get('user-agent') };
  });
  const inject = injector(app.callback());

  it("passes the method, path, headers and the reader's address to the app, and returns its answer", async () => {
    const answer = await inject({ method: 'GET', url: '/api/x?y=1', remoteAddress: '203.0.113.9', headers: { cookie: 'a=b', 'user-agent': 'phone' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-seen-by']).toBe('app');
    expect(JSON.parse(Buffer.from(answer.payload).toString('utf8'))).toEqual({ method: 'GET', url: '/api/x?y=1', ip: '203.0.113.9', cookie: 'a=b', agent: 'phone' });
  });

  it('answers without a body, and many at once, each on its own connection', async () => {
    expect((await inject({ method: 'GET', url: '/empty', remoteAddress: '127.0.0.1', headers: {} })).statusCode).toBe(204);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => inject({ method: 'GET', url: `/n/${i}`, remoteAddress: `10.0.0.${i}`, headers: {} })));
    expect(answers.map((answer) => JSON.parse(Buffer.from(answer.payload).toString('utf8')).ip)).toEqual(Array.from({ length: 20 }, (_, i) => `10.0.0.${i}`));
  });
});
