// One drawing thread (renderPool.ts starts it): it loads the page bundle (web/dist-server) and draws whole
// pages off the api's event loop, so a crowd of page loads never holds up the api's own requests. A page's
// queries go back to the api's thread as messages (`fetch` → `fetched`), where they pass the same routes,
// permission checks and rate limits as the browser's own requests, with the reader's cookie and address.
// Plain JavaScript: a worker thread does not get the TypeScript loader the api runs under in every setting.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

// Drawing gives way to the api's own thread (SERVER_RENDER_NICE): on Linux each thread has its own nice
// value and setPriority with no pid sets this thread's only (elsewhere it would set the whole process's,
// so it is left alone there). A crowd of page loads then waits for the cores the api's requests leave,
// instead of the api's requests waiting behind it. On the 2-core bench host the gain is within its noise
// (two interleaved runs: /api/health p99 2.85× and 3.22× idle at 19, 3.27× and 2.97× at 0); it costs nothing.
if (process.platform === 'linux' && workerData.nice > 0) setPriority(workerData.nice);

const { drawPage } = await import(pathToFileURL(workerData.entryFile).href);
/** The prepared index.html and the screens' chunks (PageShell), the same for every page. */
const { shell } = workerData;
const encoder = new TextEncoder();

/** Queries waiting for their answer from the api's thread, by fetch id. */
const answers = new Map();
/** Drawings in progress, by draw id: their abort controller. */
const drawings = new Map();
let fetches = 0;

function apiFetchFor(drawId) {
  return (path, init = {}) =>
    new Promise((resolve, reject) => {
      fetches += 1;
      answers.set(fetches, { resolve, reject });
      parentPort.postMessage({ type: 'fetch', id: drawId, fetchId: fetches, path, method: init.method ?? 'GET' });
    });
}

async function draw({ id, url }) {
  const abort = new AbortController();
  drawings.set(id, abort);
  try {
    const drawn = await drawPage(url, apiFetchFor(id), shell, abort.signal);
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
  } else if (message.type === 'fetched') {
    const waiting = answers.get(message.fetchId);
    answers.delete(message.fetchId);
    if (!waiting) return;
    if (message.error) waiting.reject(new Error(message.error));
    else waiting.resolve(new Response(message.body, { status: message.status, headers: message.headers }));
  } else if (message.type === 'abort') {
    drawings.get(message.id)?.abort(new Error('server render: past its budget'));
  }
});

parentPort.postMessage({ type: 'ready' });
