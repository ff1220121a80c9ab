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
