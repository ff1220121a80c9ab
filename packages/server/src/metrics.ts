// Prometheus metrics: one registry per process (tests build many apps, so never the global one),
// served on a port of its own, bound to localhost unless configured otherwise.
import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Registry } from 'prom-client';

export { Counter, Gauge, Histogram, Registry } from 'prom-client';

export function createRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry, prefix: 'gs_' });
  return registry;
}

/** GET /metrics in the Prometheus text format. Port 0 turns it off. */
export async function serveMetrics(registry: Registry, options: { port: number; host: string }): Promise<Server | null> {
  if (!options.port) return null;
  const server = createServer(async (req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    try {
      const body = await registry.metrics();
      res.writeHead(200, { 'Content-Type': registry.contentType }).end(body);
    } catch {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics unavailable');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  return server;
}
