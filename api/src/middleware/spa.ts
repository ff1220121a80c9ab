// Serves the built SPA: hashed assets with a long cache, and index.html for every other
// GET/HEAD outside /api (history fallback), so a reload on /history works. Assets go out as the
// brotli or gzip copy the build made beside them when the browser accepts it (Vary says so).
// A page goes out drawn by the server (serverRender.ts) when it can be, else as the plain template.
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import serve from 'koa-static';
import type { Middleware } from 'koa';
import type { Logger } from '../lib/logger.ts';
import type { createRateLimiter, Limit } from '../lib/rateLimit.ts';
import type { DrawGate } from './drawGate.ts';
import type { DrawingSetup } from './renderPool.ts';
import { DRAWN_STYLES_NAME, DRAWN_STYLES_PREFIX, isClientPage, isTokenPage } from '@growth-suite/shared/contract/server-render';
import type { DrawnStyles } from '../lib/drawnStyles.ts';
import { SESSION_COOKIE } from './session.ts';
import { drawnTemplate, pageRenderer, plainPage, readScreenChunks, type PageRenderer } from './serverRender.ts';

/**
 * Drawing a page costs the api CPU (a few ms; the plain page nothing): past `limit` pages per address
 * the plain page goes out instead (it still works; the browser draws it), so nobody can make the api
 * draw all day.
 */
interface DrawBudget {
  limiter: ReturnType<typeof createRateLimiter>;
  limit: Limit;
}

/**
 * The key a page is kept under when it is the same for every reader who asks for it (see drawGate.ts):
 * signed out (no session cookie) and not a token's page (a link can be revoked, and a client's opens are
 * counted as its page is drawn). Null otherwise.
 */
function keepKey(ctx: Parameters<Middleware>[0]): string | null {
  if (ctx.cookies.get(SESSION_COOKIE) !== undefined || isTokenPage(ctx.path)) return null;
  return `${ctx.protocol}://${ctx.host}${ctx.url}`;
}

/**
 * A path that names one of the build's files rather than a page. Outside /assets/ the build's files sit at
 * its top level (favicon.svg, boot.js), and a hidden folder (.vite) is never a page (koa-static refuses it:
 * 404). Any other path is a page, whatever its last part holds: an unsubscribe link's token has dots
 * (`/unsubscribe/12.sent-opened.<sig>`), and taken for a file it would answer 404 instead of its page.
 */
export const isBuildFile = (path: string) => (path.lastIndexOf('/') === 0 && extname(path) !== '') || path.includes('/.');

export interface SpaOptions {
  /** Where drawn pages' styles are kept and served from; without it, pages are not drawn. */
  styles?: DrawnStyles;
  budget?: DrawBudget;
  gate?: DrawGate;
  /** Drawing threads, their priority and what answers their queries; without it, pages are not drawn. */
  drawing?: DrawingSetup;
}

export function spa(distDir: string, logger: Logger, { styles, budget, gate, drawing }: SpaOptions = {}): Middleware {
  const indexFile = join(distDir, 'index.html');
  // The client's pages' own template (web/src/client.tsx: those pages' code alone), when the build made one.
  const clientFile = join(distDir, 'client.html');
  const entryFile = join(distDir, '..', 'dist-server', 'entry-server.js');
  const assets = serve(distDir, { index: false, maxage: 365 * 24 * 3600 * 1000, immutable: true, gzip: true, brotli: true });
  // index.html, read once: the plain page, and the drawing of pages into it (its template for a drawn
  // page, with the list of each lazy screen's chunks the build wrote beside it).
  let index: { plain: string; clientPlain: string | null; renderPage: PageRenderer | null } | null = null;
  const withinBudget = async (ip: string) => {
    if (!budget) return true;
    try {
      await budget.limiter.consume(`drawn:ip:${ip}`, budget.limit);
      return true;
    } catch {
      return false; // over the budget (or Redis down): the plain page
    }
  };
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path === '/api' || ctx.path.startsWith('/api/')) return next();
    if (ctx.path.startsWith('/assets/')) {
      ctx.vary('Accept-Encoding');
      await assets(ctx, next);
      return;
    }
    if (ctx.path.startsWith(DRAWN_STYLES_PREFIX)) {
      await drawnStylesheet(ctx, styles);
      return;
    }
    if (isBuildFile(ctx.path)) {
      await serve(distDir, { index: false, maxage: 3600 * 1000 })(ctx, next);
      return;
    }
    if (!index) {
      if (!existsSync(indexFile)) {
        ctx.status = 503;
        ctx.type = 'text/plain';
        ctx.body = 'The web app is not built yet. Run `npm run build -w @growth-suite/web` (npm start does it for you).';
        return;
      }
      const template = readFileSync(indexFile, 'utf8');
      const clientTemplate = existsSync(clientFile) ? readFileSync(clientFile, 'utf8') : null;
      const shell = {
        template: drawnTemplate(template),
        ...(clientTemplate !== null ? { clientTemplate: drawnTemplate(clientTemplate) } : {}),
        chunks: readScreenChunks(join(distDir, '.vite', 'screens.json')),
      };
      const renderPage = styles && drawing ? pageRenderer(entryFile, { shell, styles, logger, drawing }) : null;
      index = { plain: plainPage(template), clientPlain: clientTemplate !== null ? plainPage(clientTemplate) : null, renderPage };
    }
    ctx.type = 'text/html; charset=utf-8';
    // A drawn page holds the reader's own data (their name, their recent work): never kept by a shared cache.
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.vary('Cookie');
    if (isTokenPage(ctx.path)) {
      // A shared result's page or a client's page of a sent document: never indexed, and its address (the token) never
      // sent on as a referrer.
      ctx.set('X-Robots-Tag', 'noindex, nofollow');
      ctx.set('Referrer-Policy', 'no-referrer');
    }
    // The address's budget pays for drawings only: a kept page (drawGate.ts) costs nothing.
    const { renderPage } = index;
    const draw = async () => (renderPage && (await withinBudget(ctx.ip)) ? renderPage(ctx) : null);
    const page = ctx.method !== 'GET' ? null : gate ? await gate.page(keepKey(ctx), draw) : await draw();
    ctx.body = page ?? (index.clientPlain !== null && isClientPage(ctx.path) ? index.clientPlain : index.plain);
  };
}

/**
 * A drawn page's antd styles (`/drawn-styles/<name>.css`): the same text forever under its name (a hash
 * of it), so cached for good. 404 for a name no api process has kept.
 */
async function drawnStylesheet(ctx: Parameters<Middleware>[0], styles: DrawnStyles | undefined) {
  const name = ctx.path.slice(DRAWN_STYLES_PREFIX.length).replace(/\.css$/, '');
  const css = styles && DRAWN_STYLES_NAME.test(name) && ctx.path.endsWith('.css') ? await styles.find(name).catch(() => null) : null;
  if (!css) {
    ctx.status = 404;
    ctx.type = 'text/plain';
    ctx.body = 'Not found';
    return;
  }
  ctx.type = 'text/css; charset=utf-8';
  ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
  ctx.body = css;
}
