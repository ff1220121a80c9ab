// A small closed-loop HTTP load generator (keep-alive, C connections, fixed duration).
import http from 'node:http';

export async function requestOnce(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const res = await fetch(url, { method: init.method ?? 'GET', headers: init.headers ?? {}, body: init.body ?? null });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

export async function throughput(url: string, headers: Record<string, string>, options: { connections: number; durationMs: number }): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const target = new URL(url);
  const end = Date.now() + options.durationMs;
  let done = 0;
  let errors = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      const req = http.request({ host: target.hostname, port: target.port, path: target.pathname + target.search, headers, agent }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === 200) done += 1;
          else errors += 1;
          resolve();
        });
      });
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end();
    });
  const started = Date.now();
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (Date.now() < end) await one();
    }),
  );
  agent.destroy();
  if (errors > done / 100) throw new Error(`${url}: ${errors} failed requests`);
  return done / ((Date.now() - started) / 1000);
}

/** A bare node:http server answering exactly the bytes the real endpoint answers. */
export async function bareServer(body: string, contentType: string): Promise<{ url: string; close(): Promise<void> }> {
  const payload = Buffer.from(body);
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': contentType, 'Content-Length': payload.length });
    res.end(payload);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
