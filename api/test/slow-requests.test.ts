import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, rs } from '@rstest/core';
import { serveApi } from '../src/http/serve-api';
import { appOver, TEST_LIMITS, TEST_SIGN_IN_LIMITS, useTestApp } from './helpers/test-app';

// Short limits, so the test sees them work without waiting the real 10 s and 15 s.
const BODY_DEADLINE_MS = 400;
const HEADERS_TIMEOUT_MS = 600;

const t = useTestApp();
let server: ReturnType<typeof serveApi>;
let port: number;
/** The next request the app starts, and (then) finishes: its answer made, its errors handled. */
let nextRequest: () => { started: Promise<void>; finished: Promise<void> };

beforeAll(async () => {
  const app = appOver(t().db, t().clock, TEST_LIMITS, TEST_SIGN_IN_LIMITS, { bodyDeadlineMs: BODY_DEADLINE_MS });
  let watch: { start: () => void; finish: () => void } | null = null;
  nextRequest = () => {
    const watched = { start: () => {}, finish: () => {} };
    const started = new Promise<void>((resolve) => {
      watched.start = resolve;
    });
    const finished = new Promise<void>((resolve) => {
      watched.finish = resolve;
    });
    watch = watched;
    return { started, finished };
  };
  server = serveApi({
    fetch: async (request, env) => {
      const watched = watch;
      watch = null;
      watched?.start();
      try {
        return await app.fetch(request, env);
      } finally {
        // After the app's own error handling: a log line it wrote is written by now.
        setImmediate(() => watched?.finish());
      }
    },
    port: 0,
    hostname: '127.0.0.1',
    headersTimeoutMs: HEADERS_TIMEOUT_MS,
  });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw connection: what the server sends back, and when the server closed it. */
function rawConnection() {
  const socket = connect({ port, host: '127.0.0.1' });
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  socket.on('error', () => {});
  const started = performance.now();
  const closed = new Promise<{ received: string; afterMs: number }>((resolve) =>
    socket.on('close', () => resolve({ received, afterMs: performance.now() - started })),
  );
  return { socket, closed };
}

/** Writes `text` one byte at a time, one every 100 ms, until the socket closes. */
function trickle(socket: Socket, text: string) {
  let sent = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || sent >= text.length) return clearInterval(timer);
    socket.write(text.slice(sent, sent + 1));
    sent++;
  }, 100);
  socket.on('close', () => clearInterval(timer));
}

const errorOf = (received: string) => JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4));

describe('slow requests over a socket', () => {
  it('answers a JSON body that does not arrive in time with 408 in the error shape and closes the connection', async () => {
    const { socket, closed } = rawConnection();
    const body = JSON.stringify({ services: ['x'], start: '2026-03-04T10:00:00+01:00' });
    socket.write(
      [
        'POST /v0/organizations/demo-salon/branches/mitte/holds HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        `Content-Length: ${body.length}`,
        '',
        '',
      ].join('\r\n'),
    );
    trickle(socket, body);
    const { received, afterMs } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(received.toLowerCase()).toContain('connection: close');
    expect(errorOf(received)).toEqual({ error: { code: 'request_timeout' } });
    // Closed at the deadline, not when the client would have finished (about 5 s).
    expect(afterMs).toBeLessThan(BODY_DEADLINE_MS + 2500);
  });

  it('answers headers that do not arrive in time with 408 in the error shape and closes the connection', async () => {
    const { socket, closed } = rawConnection();
    socket.write('GET /v0/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    trickle(socket, 'X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n');
    const { received, afterMs } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(errorOf(received)).toEqual({ error: { code: 'request_timeout' } });
    expect(afterMs).toBeLessThan(HEADERS_TIMEOUT_MS + 2500);
  });

  it('answers a body sent in time as usual, on a connection kept alive', async () => {
    const { socket, closed } = rawConnection();
    const body = JSON.stringify({ services: [] });
    const request = (connection: string) =>
      [
        'POST /v0/organizations/demo-salon/branches/mitte/holds HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        `Content-Length: ${body.length}`,
        `Connection: ${connection}`,
        '',
        body,
      ].join('\r\n');
    socket.write(request('keep-alive').slice(0, -5));
    socket.write(request('keep-alive').slice(-5));
    socket.write(request('close'));
    const { received } = await closed;
    expect(received.match(/HTTP\/1\.1 400 /g)).toHaveLength(2);
    expect(received).not.toContain('408');
  });

  it('writes nothing to the log when a client goes away in the middle of a chunked body', async () => {
    const logged = [rs.spyOn(console, 'error'), rs.spyOn(console, 'warn'), rs.spyOn(console, 'info')];
    try {
      const { socket, closed } = rawConnection();
      const { started, finished } = nextRequest();
      socket.write(
        [
          'POST /v0/organizations/demo-salon/branches/mitte/holds HTTP/1.1',
          'Host: 127.0.0.1',
          'Content-Type: application/json',
          'Transfer-Encoding: chunked',
          '',
          '5',
          '{"ser',
          '',
        ].join('\r\n'),
      );
      // Once the app has the request, the client goes before the body ends.
      await started;
      socket.destroy();
      await closed;
      await finished;
      for (const spy of logged) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of logged) spy.mockRestore();
    }
  });
});
