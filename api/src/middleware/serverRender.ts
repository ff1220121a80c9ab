// The server's render of the web app's pages (web/src/entry-server.tsx, built into web/dist-server):
// a phone on a slow network sees the page when the HTML arrives, not after ~260 kB of JavaScript has
// downloaded and run. The drawing happens in drawing threads (renderPool.ts), off the api's event loop;
// the page's queries come back here and go to this same app in-process (lib/inject.ts), with the
// reader's cookie, address and user agent, so they pass the same routes, permission checks and rate
// limits as the browser's own requests. Anything wrong (no bundle, an error, too slow) and the plain
// page goes out instead: the browser draws it as before.
import { existsSync, readFileSync } from 'node:fs';
import type { Context } from 'koa';
import { ENTRY_SCRIPT, SESSION_PRELOAD, type PageShell, type ScreenChunks } from '@growth-suite/shared/contract/server-render';
import type { DrawnStyles } from '../lib/drawnStyles.ts';
import { injector, type Inject } from '../lib/inject.ts';
import type { Logger } from '../lib/logger.ts';
import { createRenderPool, type ApiFetch, type DrawingThreads } from './renderPool.ts';

/** Past this the reader gets the plain page at once (a slow database must not hold the page back). */
export const SERVER_RENDER_TIMEOUT_MS = 2000;

/** The whole page for the request (its HTML's bytes), or null: the plain page goes out. */
export type PageRenderer = (ctx: Context) => Promise<Buffer | null>;

export interface PageRendererOptions {
  /** What each page is put into. */
  shell: PageShell;
  /** Where the styles a page links are kept for every api process (lib/drawnStyles.ts). */
  styles: Pick<DrawnStyles, 'keep'>;
  logger: Pick<Logger, 'warn'>;
  /** Drawing threads and their priority (SERVER_RENDER_THREADS, SERVER_RENDER_NICE). */
  drawing?: DrawingThreads;
}

/**
 * Pages drawn by `threads` drawing threads (renderPool.ts) into `shell`, their queries answered by this
 * app, sent once the styles they link are kept.
 */
export function pageRenderer(entryFile: string, { shell, styles, logger, drawing = { threads: 1, nice: 0 } }: PageRendererOptions): PageRenderer {
  let built: boolean | null = null;
  const pool = createRenderPool(entryFile, shell, drawing, logger);
  let dispatch: Inject | null = null;

  return async (ctx) => {
    built ??= existsSync(entryFile);
    if (!built) return null;
    const thread = await pool.thread().catch((error: unknown) => {
      logger.warn({ err: error }, 'server render: the page bundle could not be loaded');
      return null;
    });
    if (!thread) return null;
    dispatch ??= injector(ctx.app.callback());
    const inject = dispatch;
    // Past the budget the drawing is stopped, not left to run on beside the next ones.
    const abort = new AbortController();
    const apiFetch: ApiFetch = async (path, init) => {
      if ((init.method ?? 'GET') !== 'GET' || !path.startsWith('/api/')) throw new Error(`server render: only GET /api/… (asked ${init.method} ${path})`);
      abort.signal.throwIfAborted();
      const answer = await inject({
        method: 'GET',
        url: path,
        remoteAddress: ctx.ip,
        headers: {
          accept: 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          // The reader's address of this site: an answer that links back to it (a newer version's link)
          // names the host and scheme the reader used, not the in-process trip's.
          ...(ctx.host ? { host: ctx.host } : {}),
          'x-forwarded-proto': ctx.protocol,
          ...(ctx.get('cookie') ? { cookie: ctx.get('cookie') } : {}),
          ...(ctx.get('user-agent') ? { 'user-agent': ctx.get('user-agent') } : {}),
        },
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (name === 'set-cookie' || value === undefined) continue;
        headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.payload, { status: answer.statusCode, headers });
    };
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        logger.warn({ path: ctx.path }, `server render: slower than ${SERVER_RENDER_TIMEOUT_MS} ms, plain page sent`);
        abort.abort(new Error('server render: past its budget'));
        resolve(null);
      }, SERVER_RENDER_TIMEOUT_MS);
    });
    const drawn = async () => {
      const page = await thread.draw(`${ctx.protocol}://${ctx.host || 'localhost'}${ctx.url}`, apiFetch, abort.signal);
      if (!page) return null;
      // Before the page goes out: its stylesheet may be asked of another api process.
      if (page.styles) await styles.keep(page.styles.name, page.styles.css);
      return page.html;
    };
    try {
      return await Promise.race([drawn(), late]);
    } catch (error) {
      logger.warn({ err: error, path: ctx.path }, 'server render failed, plain page sent');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** index.html as the plain page: its place-holders for a drawn page left empty. */
export const plainPage = (template: string): string => template.replace(/\s*<!--app-(head|state)-->/g, '').replace('<!--app-html-->', '');

/**
 * index.html made ready, once, for drawn pages: no "who is signed in" asked ahead (the page holds the
 * answer), and the app's code asked for once the page is on screen (web/public/boot.js), not beside it.
 */
export function drawnTemplate(template: string): string {
  let html = template.replace(SESSION_PRELOAD, '');
  const entry = ENTRY_SCRIPT.exec(html);
  if (entry) {
    const preload = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    html = html
      .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
      .replace(entry[0], () => `<script defer src="/boot.js" data-entry="${entry[1]}" data-preload="${preload.join(' ')}"></script>`);
  }
  return html;
}

/** The list the web build wrote, or none. */
export function readScreenChunks(file: string): ScreenChunks {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ScreenChunks;
  } catch {
    return {};
  }
}

