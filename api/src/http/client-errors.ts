import type { Server } from 'node:http';
import type { Http2SecureServer, Http2Server } from 'node:http2';
import type { Duplex } from 'node:stream';
import type { ErrorBody } from '@booking/shared/contract/error-body';

/**
 * Requests Node's HTTP parser refuses before the app sees them: a request line and headers
 * over its limit (a long query string), headers not complete in time, and malformed HTTP.
 * Node's default answer is a bare status line with no body; this one has the API's one
 * error shape, as every other answer.
 */
export function answerClientErrors(server: Server | Http2Server | Http2SecureServer): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A connection reset or an answer already under way: nothing left to say.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, body] = answerTo(error.code);
    const text = JSON.stringify(body);
    socket.end(
      [
        `HTTP/1.1 ${status}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(text)}`,
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        text,
      ].join('\r\n'),
    );
  });
}

function answerTo(code: string | undefined): [string, ErrorBody] {
  if (code === 'HPE_HEADER_OVERFLOW')
    return ['431 Request Header Fields Too Large', { error: { code: 'headers_too_large' } }];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return ['408 Request Timeout', { error: { code: 'request_timeout' } }];
  return ['400 Bad Request', { error: { code: 'invalid_input', fields: { request: [{ code: 'invalid_format' }] } } }];
}
