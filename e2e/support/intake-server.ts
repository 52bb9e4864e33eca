import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';

/**
 * Stands in for the error-reporting (and later analytics) hosts: records every request the
 * browser sends, decoded, so a test can count what left the browser. `GET /__received`
 * returns the log; nothing else answers with data.
 */
export interface ReceivedRequest {
  method: string;
  path: string;
  body: string;
}

export function startIntake(port: number): Promise<Server> {
  const received: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'GET' && req.url === '/__received') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let raw: Buffer = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw);
      received.push({ method: req.method ?? 'GET', path: req.url ?? '/', body: raw.toString('utf8') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}
