// One drawing thread (renderPool.ts starts it): it loads the page bundle (web/dist-server) and draws whole
// pages off the api's event loop, so a crowd of page loads never holds up the api's own requests. A page's
// queries are asked of the api's thread (renderPool.ts answers them through the app itself, as the page's
// reader: drawingApi.ts); this thread holds the page bundle alone, no app, connection or queue of its own.
// Plain JavaScript, started without the api's TypeScript loader (renderPool.ts says why).
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

// Drawing gives way to the api's own thread (SERVER_RENDER_NICE): on Linux each thread has its own nice
// value and setPriority with no pid sets this thread's only (elsewhere it would set the whole process's,
// so it is left alone there). A crowd of page loads then waits for the cores the api's requests leave,
// instead of the api's requests waiting behind it (bench/README.md: with the api on a core of its own,
// the largest difference the page-loads section shows).
if (process.platform === 'linux' && workerData.nice > 0) setPriority(workerData.nice);

const { drawPage } = await import(pathToFileURL(workerData.entryFile).href);
/** The prepared index.html and the screens' chunks (PageShell), the same for every page. */
const { shell } = workerData;
const encoder = new TextEncoder();
/** The header a page's query names its workspace with (DESIGN §11), the one header passed on. */
const WORKSPACE_HEADER = 'x-workspace';

/** Drawings in progress, by draw id: their abort controller. */
const drawings = new Map();
/** Queries asked of the api's thread and not answered yet, by ask id. */
const asked = new Map();
let asks = 0;

/** The page's queries, asked of the api's thread for drawing `id`; none past the drawing's end. */
const apiFetchFor = (id, signal) => (path, init = {}) => {
  signal.throwIfAborted();
  const workspace = new Headers(init.headers ?? {}).get(WORKSPACE_HEADER);
  asks += 1;
  const ask = asks;
  return new Promise((resolve, reject) => {
    asked.set(ask, { resolve, reject });
    parentPort.postMessage({ type: 'ask', id, ask, query: { path, method: init.method ?? 'GET', ...(workspace ? { workspace } : {}) } });
  });
};

function answered({ ask, error, status, headers, body }) {
  const waiting = asked.get(ask);
  if (!waiting) return;
  asked.delete(ask);
  if (error !== undefined) return waiting.reject(new Error(error));
  const empty = status === 204 || status === 304;
  waiting.resolve(new Response(empty ? null : body, { status, headers }));
}

async function draw({ id, url }) {
  const abort = new AbortController();
  drawings.set(id, abort);
  // Told to stop, the drawing ends here at once, whether or not what it awaits heeds the signal: the answer
  // says this thread is free (renderPool.ts ends only a thread that does not answer).
  const stopped = new Promise((_resolve, reject) => abort.signal.addEventListener('abort', () => reject(abort.signal.reason), { once: true }));
  try {
    const drawn = await Promise.race([drawPage(url, apiFetchFor(id, abort.signal), shell, abort.signal), stopped]);
    if (drawn === null) {
      parentPort.postMessage({ type: 'drawn', id, page: null });
      return;
    }
    // The page whole and the styles it links, as bytes handed over (not copied): the api's thread only
    // writes the page out and keeps the styles. Strings would be copied into its heap and encoded there.
    const page = encoder.encode(drawn.html);
    const css = drawn.styles && encoder.encode(drawn.styles.css);
    const styles = css && { name: drawn.styles.name, css };
    parentPort.postMessage({ type: 'drawn', id, page, styles }, css ? [page.buffer, css.buffer] : [page.buffer]);
  } catch (error) {
    parentPort.postMessage({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
  } finally {
    drawings.delete(id);
  }
}

// One drawing before the thread says it is ready, asked of nobody (who is signed in: nobody; any other
// query fails and is drawn loading): a thread's first drawing compiles the page bundle's code and fills
// its style memo, seconds on a busy host, and the first reader's page (the one after a stuck thread was
// replaced, say) would pass its budget and go out plain.
const warmUpFetch = async (path) => (path === '/api/session' ? Response.json({ user: null }) : Response.json({ message: 'Not while warming up' }, { status: 503 }));
// The queries it fails are expected: what the app would log of them is not said.
const { warn, error } = console;
console.warn = console.error = () => {};
await drawPage('http://localhost/auth', warmUpFetch, shell)
  .catch(() => {})
  .finally(() => Object.assign(console, { warn, error }));

parentPort.on('message', (message) => {
  if (message.type === 'draw') {
    void draw(message);
  } else if (message.type === 'answer') {
    answered(message);
  } else if (message.type === 'abort') {
    drawings.get(message.id)?.abort(new Error('server render: past its budget'));
  }
});

parentPort.postMessage({ type: 'ready' });
