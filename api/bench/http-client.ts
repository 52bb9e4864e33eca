import { Agent, request } from 'node:http';

/**
 * A lean HTTP/1.1 client with kept-alive sockets for the load generator. It shares the
 * machine with the API and the database, and Node's fetch costs several times more CPU
 * per request; the client is not what is measured.
 */
export function createClient(baseUrl: string, sockets: number) {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  return {
    send(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      return new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = request(
          {
            agent,
            host: url.hostname,
            port: url.port,
            method,
            path,
            headers: payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers }
              : headers,
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => {
              text += chunk;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}
