// The drawing threads (renderThread.mjs): pages are drawn there, off the api's event loop; a page's
// queries are asked of the api's own thread, which answers them through this same app in-process
// (drawingApi.ts), so a thread holds the page bundle and nothing else of the api (no second app, no
// connections of its own: ~250 MB a thread before, bench/README.md). Threads start on the first page drawn,
// are replaced when one dies or is stuck, and never keep the process alive (unref). A drawing is sent to
// the thread with the fewest drawings in progress.
import { Worker } from 'node:worker_threads';
import type { PageShell } from '@growth-suite/shared/contract/server-render';
import type { Logger } from '../lib/logger.ts';

/** Who a page is drawn for: its queries are asked as them (drawingApi.ts). */
export interface Reader {
  /** Their address, as the api saw it (behind a trusted proxy, the one it names). */
  address: string;
  /** The host and scheme they asked: an answer that links back to the site names them. */
  host: string;
  protocol: string;
  cookie?: string;
  userAgent?: string;
  /** The page's correlation id: its queries' log lines carry it, so one page reads as one request. */
  requestId?: string;
}

/** A query a page being drawn asks: a GET of /api/…, in the workspace X-Workspace names (none: personal). */
export interface PageQuery {
  path: string;
  method: string;
  workspace?: string;
}

/** The app's answer to a page's query, its body as bytes (handed to the thread, not copied). */
export interface QueryAnswer {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
}

/**
 * What answers the pages' queries, on the api's thread: drawingApi.ts (the app itself, asked as the
 * page's reader), a test's own in tests.
 */
export type DrawingAnswers = (query: PageQuery, reader: Reader) => Promise<QueryAnswer>;

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

interface InProgress {
  /** Whom its queries are asked as. */
  reader: Reader;
  settle(outcome: { drawn: DrawnBytes | null } | { error: string }): void;
}

interface Thread {
  worker: Worker;
  ready: Promise<void>;
  drawings: Map<number, InProgress>;
  /** Ends the thread: every drawing on it fails with `reason`, and its slot is free for a new one. */
  lost(reason: string): void;
  /**
   * Drawings told to stop that have not said so yet: while there are any, the thread may be stuck, and
   * no page is given to it until they answer or the thread is replaced.
   */
  stopping: Set<number>;
  /** Called once `stopping` is empty again, or the thread is gone. */
  unblocked: (() => void)[];
}

/**
 * How long a drawing told to stop (past its budget) has to say it stopped. A thread that says nothing
 * is not reading its messages — a drawing stuck in a synchronous loop holds its event loop for good —:
 * it is ended and a fresh thread takes its place, or every later page on it would wait its whole budget
 * and go out plain until the api restarted. Generous beside a drawing's few milliseconds of CPU at a
 * time, so a thread merely short of CPU (nice 19 under load) is not taken for stuck.
 */
export const STOP_GRACE_MS = 1000;

type FromThread =
  | { type: 'ready' }
  | ({ type: 'drawn'; id: number } & (DrawnBytes | { page: null }))
  | { type: 'failed'; id: number; message: string }
  | { type: 'ask'; id: number; ask: number; query: PageQuery };

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
  draw(url: string, reader: Reader, signal: AbortSignal): Promise<DrawnPage | null>;
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

/** The drawing threads and what answers their pages' queries. */
export interface DrawingSetup extends DrawingThreads {
  answers: DrawingAnswers;
}

/** `shell`: what each page is put into (the prepared index.html and the screens' chunks). */
export function createRenderPool(entryFile: string, shell: PageShell, { threads: size, nice, answers }: DrawingSetup, logger: Pick<Logger, 'warn'>): RenderPool {
  const threads: (Thread | null)[] = Array.from({ length: size }, () => null);
  let draws = 0;

  function start(slot: number): Thread {
    // None of the api's own Node flags: its TypeScript loader (`--import tsx`) would start a loader thread
    // of its own for each drawing thread (about 90 MB each, measured), and Node runs the api's erasable
    // TypeScript as is.
    const worker = new Worker(THREAD_FILE, { workerData: { entryFile, shell, nice }, execArgv: [] });
    worker.unref();
    const drawings = new Map<number, InProgress>();
    let markReady!: () => void;
    let failReady!: (error: Error) => void;
    const ready = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      failReady = reject;
    });
    ready.catch(() => {}); // a thread that never came up is reported by the page that waited for it
    const lost = (reason: string) => {
      if (threads[slot] === thread) threads[slot] = null;
      failReady(new Error(reason));
      for (const drawing of drawings.values()) drawing.settle({ error: reason });
      drawings.clear();
      unblock(thread);
    };
    const thread: Thread = { worker, drawings, ready, lost, stopping: new Set(), unblocked: [] };
    worker.on('message', (message: FromThread) => {
      if (message.type === 'ready') return markReady();
      const drawing = drawings.get(message.id);
      if (message.type === 'ask') return void answer(worker, message.ask, message.query, drawing);
      if (!drawing) return;
      drawings.delete(message.id);
      drawing.settle(message.type === 'failed' ? { error: message.message } : { drawn: message.page ? message : null });
    });
    worker.on('error', (error) => {
      logger.warn({ err: error }, 'server render: a drawing thread failed; it is started again on the next page');
      lost(`drawing thread failed: ${error.message}`);
    });
    worker.on('exit', (code) => lost(`drawing thread exited (${code})`));
    threads[slot] = thread;
    return thread;
  }

  /** `thread` does not answer: ended (its drawings fail, their pages go out plain), a fresh one started in its place. */
  function replaceStuck(thread: Thread) {
    const slot = threads.indexOf(thread);
    logger.warn({}, `server render: a drawing did not stop within ${STOP_GRACE_MS} ms of its budget; its thread is ended and a new one started`);
    thread.lost(`drawing thread ended: a drawing did not stop within ${STOP_GRACE_MS} ms of being told to`);
    void thread.worker.terminate();
    // Started now, so it has loaded the page bundle by the next page, or nearly.
    if (slot !== -1) start(slot);
  }

  /** A page's query answered by the app, as the page's reader; none for a drawing already ended. */
  async function answer(worker: Worker, ask: number, query: PageQuery, drawing: InProgress | undefined) {
    try {
      if (!drawing) throw new Error('server render: the drawing has ended');
      const { status, headers, body } = await answers(query, drawing.reader);
      worker.postMessage({ type: 'answer', ask, status, headers, body }, [body.buffer]);
    } catch (error) {
      worker.postMessage({ type: 'answer', ask, error: error instanceof Error ? error.message : String(error) });
    }
  }

  function unblock(thread: Thread) {
    thread.stopping.clear();
    for (const wake of thread.unblocked.splice(0)) wake();
  }

  /**
   * The thread with the fewest drawings (started when its slot is empty), one not waiting for a stop
   * when there is one.
   */
  function pick(): Thread {
    let best: Thread | null = null;
    const rank = (thread: Thread) => (thread.stopping.size > 0 ? 1e9 : 0) + thread.drawings.size;
    for (let slot = 0; slot < threads.length; slot += 1) {
      const thread = threads[slot] ?? start(slot);
      if (!best || rank(thread) < rank(best)) best = thread;
    }
    return best!;
  }

  function drawOn(thread: Thread): DrawingThread['draw'] {
    return (url, reader, signal) => {
      signal.throwIfAborted();
      draws += 1;
      const id = draws;
      return new Promise<DrawnPage | null>((resolve, reject) => {
        let stuck: NodeJS.Timeout | undefined;
        const onAbort = () => {
          thread.worker.postMessage({ type: 'abort', id });
          // The thread answers an abort with the drawing's end ('failed'), which clears this.
          thread.stopping.add(id);
          stuck = setTimeout(() => replaceStuck(thread), STOP_GRACE_MS);
          stuck.unref();
        };
        signal.addEventListener('abort', onAbort, { once: true });
        thread.drawings.set(id, {
          reader,
          settle(outcome) {
            clearTimeout(stuck);
            if (thread.stopping.delete(id) && thread.stopping.size === 0) unblock(thread);
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
      for (;;) {
        const thread = pick();
        await thread.ready;
        // Every thread may be stuck: wait for the first verdict (answered, or replaced), then pick again.
        if (thread.stopping.size === 0) return { draw: drawOn(thread) };
        await new Promise<void>((resolve) => thread.unblocked.push(resolve));
      }
    },
  };
}
