// A request to this same app, in-process, over Node's own HTTP code: the server side of an in-memory
// connection is handed to an http.Server that is never listening (its 'connection' event takes any
// Duplex stream), and the client side to http.request (`createConnection`). Node parses both ends, so
// the app sees an ordinary request: its own socket's remote address, its headers, its body.
// (light-my-request did this with 5 packages, one of which asks for Node 22.)
// A drawn page's queries take this trip (in its drawing thread, drawingApi.ts) instead of calling the
// routes' code: it is what keeps them the browser's own requests (session, permission checks, rate
// limits, the same answer), and it costs little. Measured on a 2-core machine: the trip to a handler
// that only answers, 0.1–0.2 ms (median); `GET /api/session` through the whole app, 7–9 ms; a whole
// page's drawing, 120–280 ms with its 2–5 queries. Calling route code directly would save under 1 % of a
// page and copy its checks.
import { createServer, request, type IncomingHttpHeaders, type RequestListener } from 'node:http';
import { Duplex } from 'node:stream';

/** One end of an in-memory connection: what is written to it is read from its peer. */
class End extends Duplex {
  peer!: End;
  readonly remoteAddress: string;
  constructor(remoteAddress: string) {
    super();
    this.remoteAddress = remoteAddress;
  }
  override _read() {}
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void) {
    this.peer.push(chunk);
    done();
  }
  override _final(done: (error?: Error | null) => void) {
    this.peer.push(null);
    done();
  }
  // What http.Server asks of a socket, which a stream does not have.
  setTimeout() {
    return this;
  }
  setNoDelay() {
    return this;
  }
  setKeepAlive() {
    return this;
  }
}

export interface InjectedAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  payload: Uint8Array<ArrayBuffer>;
}

export type Inject = (options: { method: string; url: string; remoteAddress: string; headers: Record<string, string> }) => Promise<InjectedAnswer>;

/** Set on every request made through an injector: the app's own, not a browser's (its access log says so). */
export const IN_PROCESS = Symbol('in-process request');

/** Whether `req` came through an injector (a request the app made of itself, e.g. a drawn page's query). */
export const isInProcess = (req: object): boolean => IN_PROCESS in req;

/** Requests to `handler` (a Koa app's callback), each on a connection of its own that closes after it. */
export function injector(handler: RequestListener): Inject {
  const server = createServer((req, res) => {
    Object.defineProperty(req, IN_PROCESS, { value: true });
    return handler(req, res);
  });
  return ({ method, url, remoteAddress, headers }) =>
    new Promise<InjectedAnswer>((resolve, reject) => {
      const client = new End('127.0.0.1');
      const side = new End(remoteAddress);
      client.peer = side;
      side.peer = client;
      server.emit('connection', side);
      const finish = (error?: Error) => {
        client.destroy();
        side.destroy();
        if (error) reject(error);
      };
      const req = request({ method, path: url, headers: { ...headers, connection: 'close' }, createConnection: () => client }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', finish);
        res.on('end', () => {
          resolve({ statusCode: res.statusCode ?? 500, headers: res.headers, payload: new Uint8Array(Buffer.concat(chunks)) });
          finish();
        });
      });
      req.on('error', finish);
      req.end();
    });
}
