import { describe, expect, it } from 'vitest';
import { Counter, createRegistry, serveMetrics } from './metrics.ts';

describe('metrics endpoint', () => {
  it('serves the registry in the Prometheus text format on its own port', async () => {
    const registry = createRegistry('test');
    const counter = new Counter({ name: 'gs_test_total', help: 'test', labelNames: ['kind'], registers: [registry] });
    counter.inc({ kind: 'a' }, 2);
    const server = await serveMetrics(registry, { port: 0, host: '127.0.0.1' });
    expect(server).toBeNull(); // port 0 = off
    const on = await serveMetrics(registry, { port: 39_000 + Math.floor(Math.random() * 1000), host: '127.0.0.1' });
    try {
      const address = on!.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${address.port}/metrics`);
      expect(res.headers.get('content-type')).toMatch(/text\/plain/);
      const text = await res.text();
      expect(text).toContain('gs_test_total{kind="a",service="test"} 2');
      expect(text).toContain('gs_process_resident_memory_bytes');
      expect((await fetch(`http://127.0.0.1:${address.port}/other`)).status).toBe(404);
    } finally {
      on?.close();
    }
  });
});
