// The page the web app's server entry (web/src/entry-server.tsx) draws and the api sends
// (api/src/middleware/serverRender.ts): one shape on both sides.

/** The id of the JSON block that carries the server's query answers to the browser. */
export const SERVER_STATE_ID = 'server-state';

export interface RenderedPage {
  /** The page's HTML, for inside #root (React writes its <title>, <meta> and <link> first). */
  html: string;
  /**
   * antd's styles for that HTML, as plain CSS (cssinjs's `extractStyle(…, { plain: true })`, which ends
   * with the rule that tells the browser's antd which styles it already has).
   */
  styles: string;
  /** The queries' answers and the screens drawn (the web's ServerState), as JSON. */
  state: string;
  /** The lazy screens drawn, by name (also in `state`): the api lists their chunks among the page's preloads. */
  screens: readonly string[];
}

/**
 * What the api fills in or rewrites in the built index.html (api/src/middleware/serverRender.ts). The
 * web build checks each is there (web/vite-plugin-template-contract.ts): a template that changed shape
 * fails the build instead of sending pages without their state or their code.
 */
export const TEMPLATE_MARKS = {
  head: '<!--app-head-->',
  root: '<div id="root"><!--app-html-->',
  state: '<!--app-state-->',
} as const;
/** The app's entry script as Vite writes it (a drawn page asks for it through boot.js instead). */
export const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** Who is signed in, asked ahead by the plain page (a drawn page holds the answer). */
export const SESSION_PRELOAD = /\s*<link rel="preload" href="\/api\/session"[^>]*>/;

/** What is wrong with a built index.html as the api's template; empty when nothing is. */
export function templateProblems(html: string, { session = true }: { session?: boolean } = {}): string[] {
  const problems = Object.entries(TEMPLATE_MARKS)
    .filter(([, mark]) => html.split(mark).length !== 2)
    .map(([name, mark]) => `${name}: expected ${mark} exactly once`);
  if ((html.match(new RegExp(ENTRY_SCRIPT.source, 'g')) ?? []).length !== 1) problems.push('entry: expected one <script type="module" crossorigin src=…>');
  if (session && !SESSION_PRELOAD.test(html)) problems.push('session: expected the <link rel="preload" href="/api/session"> of the plain page');
  return problems;
}

/**
 * The chunks of each lazy screen (web/vite-plugin-screen-chunks.ts: `{ name: ['/assets/…js', …] }`),
 * by name; empty when the build has no list (the app then preloads a screen's chunks itself).
 */
export type ScreenChunks = Readonly<Record<string, readonly string[]>>;

/**
 * What a drawn page is put into, prepared once by the api and given to each drawing thread: the built
 * index.html made ready for drawn pages (the api's `drawnTemplate`) and the screens' chunks.
 */
export interface PageShell {
  template: string;
  /** The same, made from client.html, for a client's page (`isClientPage`); none: `template` for every page. */
  clientTemplate?: string;
  chunks: ScreenChunks;
}

// React writes a page's <title>, <meta> and <link> elements first: they belong in the head.
const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/;

/**
 * The chunks of the screens the page was drawn with, for boot.js (`data-screens`): fetched once the page
 * is painted, after the app's own code (asked for first, so its download and evaluation overlap theirs),
 * and added in one go (the app would otherwise add a link per chunk as it starts, one long task on a
 * phone). A chunk the app's code already lists is not listed again.
 */
function withScreenChunks(template: string, screens: readonly string[], chunks: ScreenChunks): string {
  const files = new Set(screens.flatMap((screen) => chunks[screen] ?? []));
  const scripts = [...files].filter((file) => file.endsWith('.js'));
  // A screen's styles are linked in the head, before the page: the page is painted with them (the
  // screen's code would add them only once it runs, moving what was painted). The app's code finds
  // them there and does not add them again.
  const styles = [...files].filter((file) => file.endsWith('.css') && !template.includes(`href="${file}"`));
  const links = styles.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`).join('');
  return template
    .replace(TEMPLATE_MARKS.head, (mark) => links + mark)
    .replace(/ data-entry="([^"]*)" data-preload="([^"]*)"/, (all, entry: string, preload: string) => {
      const app = new Set([entry, ...preload.split(' ')]);
      return `${all} data-screens="${scripts.filter((file) => !app.has(file)).join(' ')}"`;
    });
}

/**
 * A token's page: a shared result (`/s/<token>`) or a client's page of a sent document (`/p/<token>`). Its
 * link can be revoked and its opens are counted, so it is never kept for other readers; its reader is
 * mostly someone opening one link once, and a brand's colour makes its styles that brand's own, so they
 * go inline rather than as a stylesheet to keep (nothing to cache across pages for that reader).
 */
export const isTokenPage = (path: string) => path.startsWith('/s/') || path.startsWith('/p/');

/**
 * A page the web build's client entry draws (client.html: web/src/app/clientRoutes.tsx), sent with that
 * template instead of the app's: exactly the two routes `/s/:token` and `/p/:token`. Any other address,
 * a token's page's included (`/s/`), gets the app's, which shows its not-found page.
 */
export const isClientPage = (path: string) => /^\/[sp]\/[^/]+\/?$/.test(path);

/** The template of the page at `path`: the client's for a client's page when the build made one. */
export const shellTemplate = (shell: PageShell, path: string) => (shell.clientTemplate !== undefined && isClientPage(path) ? shell.clientTemplate : shell.template);

/**
 * Where a drawn page's antd styles are served from, by name (`drawnStylesPath`): a page links them
 * rather than carrying them. They are the same for every page drawn with the same components (some
 * 140 kB for the sign-in page, against 8 kB of its HTML), so a browser fetches them once, and the api
 * writes a tenth of the bytes per page.
 */
export const DRAWN_STYLES_PREFIX = '/drawn-styles/';
/** A name of drawn styles: a hash of their text (base64url). */
export const DRAWN_STYLES_NAME = /^[\w-]{22}$/;
export const drawnStylesPath = (name: string) => `${DRAWN_STYLES_PREFIX}${name}.css`;

/**
 * A drawn page, whole: the shell with the page, its styles (linked from `stylesHref`, or inline without
 * it) and its queries' answers in place. Put together where the page was drawn (the drawing thread), so
 * the api's own thread only sends its bytes.
 */
export function pageHtml(shell: PageShell, page: RenderedPage, stylesHref?: string, path = ''): string {
  const template = withScreenChunks(shellTemplate(shell, path), page.screens, shell.chunks);
  const hoisted = HOISTED.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(hoisted.length);
  const html = hoisted.includes('<title>') ? template.replace(/<title>[^<]*<\/title>/, '') : template;
  // JSON inside a script element: "<" escaped, so no answer can close the element.
  const state = `<script type="application/json" id="${SERVER_STATE_ID}">${page.state.replace(/</g, '\\u003c')}</script>`;
  return html
    .replace(TEMPLATE_MARKS.head, () => hoisted + (stylesHref ? `<link rel="stylesheet" href="${stylesHref}">` : `<style>${page.styles}</style>`))
    // Inert until the app has hydrated it (web/src/main.tsx): a click or a keystroke before then
    // would be lost, and a form would be sent by the browser itself, its fields in the address.
    .replace(TEMPLATE_MARKS.root, () => `<div id="root" inert>${body}`)
    .replace(TEMPLATE_MARKS.state, () => state);
}
