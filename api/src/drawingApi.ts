// A drawn page's queries, answered on the api's own thread by this same app, asked in-process
// (lib/inject.ts) as the page's reader: their cookie, address and user agent, and the workspace the page's
// address names (X-Workspace, DESIGN §11). So the queries pass the same routes, session, permission checks
// and rate limits as the browser's own requests, with the app's own connections, queues and settings
// cache. The drawing threads ask (middleware/renderPool.ts); they hold no app of their own: one built per
// thread, with its own MySQL pool, Redis and mail queue, cost ~250 MB a thread (bench/README.md).
import type { RequestListener } from 'node:http';
import { WORKSPACE_HEADER } from '@growth-suite/shared';
import { injector, type Inject } from './lib/inject.ts';
import type { DrawingAnswers } from './middleware/renderPool.ts';

/**
 * The answers to pages' queries from `handler` (the app's callback, asked for at the first query: the
 * app is whole by then). Only GETs of /api/… are asked.
 */
export function drawingAnswers(handler: () => RequestListener): DrawingAnswers {
  let inject: Inject | null = null;
  return async ({ path, method, workspace }, reader) => {
    if (method !== 'GET' || !path.startsWith('/api/')) throw new Error(`server render: only GET /api/… (asked ${method} ${path})`);
    inject ??= injector(handler());
    const answer = await inject({
      method: 'GET',
      url: path,
      remoteAddress: reader.address,
      headers: {
        accept: 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        ...(reader.host ? { host: reader.host } : {}),
        'x-forwarded-proto': reader.protocol,
        ...(reader.cookie ? { cookie: reader.cookie } : {}),
        ...(reader.userAgent ? { 'user-agent': reader.userAgent } : {}),
        ...(reader.requestId ? { 'x-request-id': reader.requestId } : {}),
        ...(workspace ? { [WORKSPACE_HEADER.toLowerCase()]: workspace } : {}),
      },
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      // A drawing sets no cookie (the reader's session is theirs; its page is not their browser).
      if (name === 'set-cookie' || value === undefined) continue;
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return { status: answer.statusCode, headers, body: answer.payload };
  };
}
