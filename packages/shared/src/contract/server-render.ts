// The page the web app's server entry (web/src/entry-server.tsx) draws and the api sends
// (api/src/middleware/serverRender.ts): one shape on both sides.

/** The id of the JSON block that carries the server's query answers to the browser. */
export const SERVER_STATE_ID = 'server-state';

export interface RenderedPage {
  /** The page's HTML, for inside #root (React writes its <title>, <meta> and <link> first). */
  html: string;
  /** antd's styles for that HTML, as <style> elements for the head. */
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
export function templateProblems(html: string): string[] {
  const problems = Object.entries(TEMPLATE_MARKS)
    .filter(([, mark]) => html.split(mark).length !== 2)
    .map(([name, mark]) => `${name}: expected ${mark} exactly once`);
  if ((html.match(new RegExp(ENTRY_SCRIPT.source, 'g')) ?? []).length !== 1) problems.push('entry: expected one <script type="module" crossorigin src=…>');
  if (!SESSION_PRELOAD.test(html)) problems.push('session: expected the <link rel="preload" href="/api/session"> of the plain page');
  return problems;
}
