import { connect, type Socket } from 'node:net';

type Answer = { status: number; text: string };
type Pending = { resolve: (answer: Answer) => void; reject: (error: Error) => void };

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * A minimal HTTP/1.1 client for the load generator: kept-alive sockets, one request at a
 * time on each, answers read by Content-Length. It shares two cores with the API and the
 * database, and Node's own http client costs about three times its CPU per request, which
 * the benchmark would otherwise count against the API (pgbench's client is C). It only
 * speaks what this API answers; anything else (chunked bodies) is an error, not a guess.
 */
export function createClient(baseUrl: string, sockets: number) {
  const url = new URL(baseUrl);
  const idle: Connection[] = [];
  const waiting: ((connection: Connection) => void)[] = [];
  const all: Connection[] = [];

  const acquire = (): Promise<Connection> => {
    const free = idle.pop();
    if (free) return Promise.resolve(free);
    if (all.length < sockets) {
      const created = new Connection(url);
      all.push(created);
      return Promise.resolve(created);
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = (connection: Connection) => {
    const next = waiting.shift();
    if (next) next(connection);
    else idle.push(connection);
  };

  return {
    async send(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) {
      const payload = body === undefined ? '' : JSON.stringify(body);
      const lines = [`${method} ${path} HTTP/1.1`, `host: ${url.host}`];
      for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
      if (body !== undefined)
        lines.push('content-type: application/json', `content-length: ${Buffer.byteLength(payload)}`);
      const connection = await acquire();
      try {
        return await connection.request(`${lines.join('\r\n')}\r\n\r\n${payload}`);
      } finally {
        release(connection);
      }
    },
    close: () => {
      for (const connection of all) connection.close();
    },
  };
}

class Connection {
  private readonly socket: Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private pending: Pending | null = null;

  constructor(url: URL) {
    this.socket = connect({ host: url.hostname, port: Number(url.port), noDelay: true });
    this.socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
      this.parse();
    });
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => this.fail(new Error('connection closed by the server')));
  }

  request(text: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(text);
    });
  }

  close() {
    this.socket.destroy();
  }

  private parse() {
    const end = this.buffer.indexOf(HEAD_END);
    if (end < 0 || !this.pending) return;
    const head = this.buffer.subarray(0, end).toString('latin1');
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
    if (length === undefined) {
      this.fail(new Error(`answer without Content-Length: ${head.split('\r\n')[0]}`));
      return;
    }
    const bodyStart = end + HEAD_END.length;
    const bodyEnd = bodyStart + Number(length);
    if (this.buffer.length < bodyEnd) return;
    const text = this.buffer.subarray(bodyStart, bodyEnd).toString('utf8');
    this.buffer = this.buffer.subarray(bodyEnd);
    const { resolve } = this.pending;
    this.pending = null;
    resolve({ status, text });
  }

  private fail(error: Error) {
    const pending = this.pending;
    this.pending = null;
    pending?.reject(error);
  }
}
