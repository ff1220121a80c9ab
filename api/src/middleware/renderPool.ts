// The drawing threads (renderThread.mjs): pages are drawn there, not on the api's event loop, which
// only answers the drawing's queries (cheap I/O). Threads start on the first page drawn, are replaced
// when one dies, and never keep the process alive (unref). A drawing is sent to the thread with the
// fewest drawings in progress.
import { Worker } from 'node:worker_threads';
import type { PageShell } from '@growth-suite/shared/contract/server-render';
import type { Logger } from '../lib/logger.ts';

/** How a drawing's queries reach the api: a GET of `path` as the reader. */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

/**
 * A page drawn by a thread: its whole HTML, and the antd styles it links by name (drawnStyles.ts keeps
 * them; none when the page carries them inline).
 */
export interface DrawnPage {
  html: Buffer;
  styles: { name: string; css: Buffer } | null;
}

/** A drawn page as it comes from the thread: bytes handed over, not copied. */
interface DrawnBytes {
  page: Uint8Array;
  styles: { name: string; css: Uint8Array } | null;
}

interface Drawing {
  apiFetch: ApiFetch;
  settle(outcome: { drawn: DrawnBytes | null } | { error: string }): void;
}

interface Thread {
  worker: Worker;
  ready: Promise<void>;
  drawings: Map<number, Drawing>;
}

type FromThread =
  | { type: 'ready' }
  | { type: 'fetch'; id: number; fetchId: number; path: string; method: string }
  | ({ type: 'drawn'; id: number } & (DrawnBytes | { page: null }))
  | { type: 'failed'; id: number; message: string };

export interface RenderPool {
  /**
   * A thread to draw on, once it has loaded the page bundle (seconds, the first time: not part of any
   * page's time budget). Rejects when the bundle cannot be loaded.
   */
  thread(): Promise<DrawingThread>;
}

export interface DrawingThread {
  /**
   * The whole page at `url` and its styles, or null (not drawn on the server); rejects when the
   * drawing failed. Aborted by `signal`.
   */
  draw(url: string, apiFetch: ApiFetch, signal: AbortSignal): Promise<DrawnPage | null>;
}

const THREAD_FILE = new URL('./renderThread.mjs', import.meta.url);

/** The thread's bytes, handed over: a Buffer on them, not a copy. */
const onBytes = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const toPage = ({ page, styles }: DrawnBytes): DrawnPage => ({ html: onBytes(page), styles: styles && { name: styles.name, css: onBytes(styles.css) } });

export interface DrawingThreads {
  /** How many (SERVER_RENDER_THREADS). */
  threads: number;
  /** Their nice value, 0–19 (SERVER_RENDER_NICE): how readily they give the cores to the api's thread. */
  nice: number;
}

/** `shell`: what each page is put into (the prepared index.html and the screens' chunks). */
export function createRenderPool(entryFile: string, shell: PageShell, { threads: size, nice }: DrawingThreads, logger: Pick<Logger, 'warn'>): RenderPool {
  const threads: (Thread | null)[] = Array.from({ length: size }, () => null);
  let draws = 0;

  function start(slot: number): Thread {
    const worker = new Worker(THREAD_FILE, { workerData: { entryFile, shell, nice } });
    worker.unref();
    const drawings = new Map<number, Drawing>();
    let markReady!: () => void;
    let failReady!: (error: Error) => void;
    const ready = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      failReady = reject;
    });
    ready.catch(() => {}); // a thread that never came up is reported by the page that waited for it
    const thread: Thread = { worker, drawings, ready };
    worker.on('message', (message: FromThread) => {
      if (message.type === 'ready') return markReady();
      const drawing = drawings.get(message.id);
      if (!drawing) return;
      if (message.type === 'fetch') {
        void answer(worker, drawing, message);
        return;
      }
      drawings.delete(message.id);
      drawing.settle(message.type === 'failed' ? { error: message.message } : { drawn: message.page ? message : null });
    });
    const lost = (reason: string) => {
      if (threads[slot] === thread) threads[slot] = null;
      failReady(new Error(reason));
      for (const drawing of drawings.values()) drawing.settle({ error: reason });
      drawings.clear();
    };
    worker.on('error', (error) => {
      logger.warn({ err: error }, 'server render: a drawing thread failed; it is started again on the next page');
      lost(`drawing thread failed: ${error.message}`);
    });
    worker.on('exit', (code) => lost(`drawing thread exited (${code})`));
    threads[slot] = thread;
    return thread;
  }

  /** A drawing's query, answered on this thread and posted back. */
  async function answer(worker: Worker, drawing: Drawing, message: Extract<FromThread, { type: 'fetch' }>) {
    try {
      const res = await drawing.apiFetch(message.path, { method: message.method });
      const empty = res.status === 204 || res.status === 304;
      worker.postMessage({ type: 'fetched', fetchId: message.fetchId, status: res.status, headers: [...res.headers], body: empty ? null : await res.text() });
    } catch (error) {
      worker.postMessage({ type: 'fetched', fetchId: message.fetchId, error: error instanceof Error ? error.message : String(error) });
    }
  }

  /** The thread with the fewest drawings (started when its slot is empty). */
  function pick(): Thread {
    let best: Thread | null = null;
    for (let slot = 0; slot < threads.length; slot += 1) {
      const thread = threads[slot] ?? start(slot);
      if (!best || thread.drawings.size < best.drawings.size) best = thread;
    }
    return best!;
  }

  function drawOn(thread: Thread): DrawingThread['draw'] {
    return (url, apiFetch, signal) => {
      signal.throwIfAborted();
      draws += 1;
      const id = draws;
      return new Promise<DrawnPage | null>((resolve, reject) => {
        const onAbort = () => thread.worker.postMessage({ type: 'abort', id });
        signal.addEventListener('abort', onAbort, { once: true });
        thread.drawings.set(id, {
          apiFetch,
          settle(outcome) {
            signal.removeEventListener('abort', onAbort);
            if ('error' in outcome) reject(new Error(outcome.error));
            else resolve(outcome.drawn && toPage(outcome.drawn));
          },
        });
        thread.worker.postMessage({ type: 'draw', id, url });
      });
    };
  }

  return {
    async thread() {
      const thread = pick();
      await thread.ready;
      return { draw: drawOn(thread) };
    },
  };
}
