// A TCP proxy the test controls, in front of a shared server (MySQL) that must never be stopped:
// `down()` looks to the client like the server went away, `up()` like it came back.
import { createConnection, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Cuts every open connection and refuses new ones, like a server that went away. */
  down(): void;
  up(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  let accepting = true;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    if (!accepting) {
      client.destroy();
      return;
    }
    const upstream = createConnection(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('proxy did not listen');
  return {
    port: address.port,
    down() {
      accepting = false;
      for (const socket of open) socket.destroy();
    },
    up() {
      accepting = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
