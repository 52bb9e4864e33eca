import type { TestApp } from './test-app';

export type ServerEvent = { event: string; id: string | null; data: string };

/**
 * Opens a server-sent event stream through the app in-process and reads it event by event:
 * `next(match)` waits for the first event (after those already taken) that matches.
 */
export async function openEventStream(app: TestApp['app'], path: string, headers: Record<string, string>) {
  const response = await app.request(path, { headers: { accept: 'text/event-stream', ...headers } });
  if (!response.body) throw new Error(`no stream: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const events: ServerEvent[] = [];

  const readEvent = async (): Promise<ServerEvent> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n').filter((line) => !line.startsWith(':'));
        if (lines.length === 0) continue;
        const field = (name: string) =>
          lines
            .filter((line) => line.startsWith(`${name}:`))
            .map((line) => line.slice(name.length + 1).trimStart())
            .join('\n');
        return { event: field('event') || 'message', id: field('id') || null, data: field('data') };
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the event stream ended');
      buffer += value;
    }
  };

  return {
    status: response.status,
    headers: response.headers,
    async next(match: (event: ServerEvent) => boolean = () => true): Promise<ServerEvent> {
      for (;;) {
        const event = await readEvent();
        events.push(event);
        if (match(event)) return event;
      }
    },
    seen: () => [...events],
    close: () => reader.cancel(),
  };
}
