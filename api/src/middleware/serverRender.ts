// The server's render of the web app's pages (web/src/entry-server.tsx, built into web/dist-server):
// a phone on a slow network sees the page when the HTML arrives, not after ~260 kB of JavaScript has
// downloaded and run. The drawing happens in drawing threads (renderPool.ts), off the api's event loop;
// the page's queries are answered by this same app (drawingApi.ts), asked in-process as the reader (their
// cookie, address and user agent), so they pass the same routes, permission checks and rate limits as the
// browser's own requests. Anything wrong (no bundle, an error, too slow) and the plain page goes out
// instead: the browser draws it as before. A drawing past its budget is stopped, and a thread that does
// not stop (a synchronous loop) is ended and replaced (renderPool.ts).
import { existsSync, readFileSync } from 'node:fs';
import type { Context } from 'koa';
import { ENTRY_SCRIPT, SESSION_PRELOAD, type PageShell, type ScreenChunks } from '@growth-suite/shared/contract/server-render';
import type { DrawnStyles } from '../lib/drawnStyles.ts';
import type { Logger } from '../lib/logger.ts';
import { createRenderPool, type DrawingSetup, type Reader } from './renderPool.ts';

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
  /** Drawing threads, their priority (SERVER_RENDER_THREADS, SERVER_RENDER_NICE) and what answers their pages' queries. */
  drawing: DrawingSetup;
}

/**
 * Pages drawn by `threads` drawing threads (renderPool.ts) into `shell`, their queries answered by this
 * same app (drawingApi.ts), sent once the styles they link are kept.
 */
export function pageRenderer(entryFile: string, { shell, styles, logger, drawing }: PageRendererOptions): PageRenderer {
  let built: boolean | null = null;
  const pool = createRenderPool(entryFile, shell, drawing, logger);

  return async (ctx: Context) => {
    built ??= existsSync(entryFile);
    if (!built) return null;
    const thread = await pool.thread().catch((error: unknown) => {
      logger.warn({ err: error }, 'server render: the page bundle could not be loaded');
      return null;
    });
    if (!thread) return null;
    // Past the budget the drawing is stopped, not left to run on beside the next ones.
    const abort = new AbortController();
    const reader: Reader = {
      address: ctx.ip,
      // The reader's address of this site: an answer that links back to it (a newer version's link)
      // names the host and scheme the reader used, not the in-process trip's.
      host: ctx.host,
      protocol: ctx.protocol,
      ...(ctx.get('cookie') ? { cookie: ctx.get('cookie') } : {}),
      ...(ctx.get('user-agent') ? { userAgent: ctx.get('user-agent') } : {}),
      requestId: ctx.state.correlationId,
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
      const page = await thread.draw(`${ctx.protocol}://${ctx.host || 'localhost'}${ctx.url}`, reader, abort.signal);
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

