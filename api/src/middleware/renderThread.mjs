// One drawing thread (renderPool.ts starts it): it loads the page bundle (web/dist-server) and draws whole
// pages off the api's event loop, so a crowd of page loads never holds up the api's own requests. A page's
// queries are answered here too, by the module `answers.file` names (the api's drawingApi.ts: the same
// app, its routes, session, permission checks and rate limits, with this thread's own connections), asked
// as the page's reader: their cookie, address and user agent. The api's thread only hands pages out.
// Plain JavaScript, started without the api's TypeScript loader (renderPool.ts says why); the answers
// module is TypeScript that Node runs as is (erasable syntax only: tsconfig.json's erasableSyntaxOnly).
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

// Drawing gives way to the api's own thread (SERVER_RENDER_NICE): on Linux each thread has its own nice
// value and setPriority with no pid sets this thread's only (elsewhere it would set the whole process's,
// so it is left alone there). A crowd of page loads then waits for the cores the api's requests leave,
// instead of the api's requests waiting behind it. On the 2-core bench host the gain is within its noise
// (two interleaved runs: /api/health p99 2.85× and 3.22× idle at 19, 3.27× and 2.97× at 0); it costs nothing.
if (process.platform === 'linux' && workerData.nice > 0) setPriority(workerData.nice);

const [{ drawPage }, { createAnswers }] = await Promise.all([import(pathToFileURL(workerData.entryFile).href), import(pathToFileURL(workerData.answers.file).href)]);
/** `answer(path, method, reader)` → a Response, and `forget()` (a setting changed): drawingApi.ts. */
const answers = await createAnswers(workerData.answers.config);
/** The prepared index.html and the screens' chunks (PageShell), the same for every page. */
const { shell } = workerData;
const encoder = new TextEncoder();

/** Drawings in progress, by draw id: their abort controller. */
const drawings = new Map();

/** The page's queries, asked as its reader; none past the drawing's end. */
const apiFetchFor = (reader, signal) => async (path, init = {}) => {
  signal.throwIfAborted();
  return answers.answer(path, init.method ?? 'GET', reader);
};

async function draw({ id, url, reader }) {
  const abort = new AbortController();
  drawings.set(id, abort);
  try {
    const drawn = await drawPage(url, apiFetchFor(reader, abort.signal), shell, abort.signal);
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

parentPort.on('message', (message) => {
  if (message.type === 'draw') {
    void draw(message);
  } else if (message.type === 'forget') {
    answers.forget();
  } else if (message.type === 'abort') {
    drawings.get(message.id)?.abort(new Error('server render: past its budget'));
  }
});

// One drawing before the thread says it is ready, asked of nobody (who is signed in: nobody; any other
// query fails and is drawn loading): a thread's first drawing compiles the page bundle's code and fills
// its style memo, seconds on a busy host, and the first reader's page (the one after a stuck thread was
// replaced, say) would pass its budget and go out plain.
const warmUpFetch = async (path) => (path === '/api/session' ? Response.json({ user: null }) : Response.json({ message: 'Not while warming up' }, { status: 503 }));
await drawPage('http://localhost/auth', warmUpFetch, shell).catch(() => {});

parentPort.postMessage({ type: 'ready' });
