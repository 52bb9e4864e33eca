import { once } from 'node:events';
import { createConnection, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test cuts and restores, to stand for the network
 * or the server going away. A cut drops every open connection and leaves new ones hanging
 * unanswered (a host that is gone, not one that refuses), so only the client's own timeouts
 * end a wait; or, with `drop`, accepts and closes them at once, as a proxy in front of a
 * stopped server does (postgres.js then reconnects without end). A restore forwards new
 * connections again.
 */
export async function startCuttableProxy(target: { host: string; port: number }) {
  const open = new Set<Socket>();
  let cut: false | 'hang' | 'drop' = false;
  const server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    if (cut === 'drop') client.destroy();
    if (cut) return;
    const upstream = createConnection(target);
    open.add(upstream);
    upstream.on('close', () => {
      open.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy has no port');
  return {
    port: address.port,
    /** The URL of `url`'s database through the proxy. */
    urlThrough(url: string): string {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(address.port);
      return through.toString();
    },
    cut({ drop = false } = {}) {
      cut = drop ? 'drop' : 'hang';
      for (const socket of open) socket.destroy();
    },
    restore() {
      for (const socket of open) socket.destroy();
      cut = false;
    },
    async close() {
      for (const socket of open) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}

export type CuttableProxy = Awaited<ReturnType<typeof startCuttableProxy>>;
