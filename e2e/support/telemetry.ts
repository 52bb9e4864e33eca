import type { BrowserContext } from '@playwright/test';
import { alterEnv } from './boot-data';
import type { ReceivedRequest } from './intake-server';
import { PORTS, urlOf } from './ports';

/**
 * One test's view of the intake. The environment file is the product's only source for the
 * analytics host and the error-reporting DSN (docs/decisions/0008), so each test gets its own
 * copy pointing both SDKs at `/t/<tag>` on the intake: everything the SDKs send (fetch,
 * beacon, keepalive) lands under the test's tag, whatever the other worker is doing.
 * Same origin as in env.json, so the server's Content-Security-Policy still covers it.
 */
export interface CapturedEvent {
  event: string;
  properties: Record<string, unknown>;
  /** Arrival order at the intake (request, then position in its batch). */
  order: number;
}

export class Telemetry {
  constructor(readonly tag: string) {}

  get analyticsHost(): string {
    return `${urlOf(PORTS.intake)}/t/${this.tag}`;
  }

  get errorDsn(): string {
    return `http://e2ekey@localhost:${PORTS.intake}/t/${this.tag}/1`;
  }

  /** Points the SDKs of every page of the context at this test's part of the intake. */
  async attach(context: BrowserContext): Promise<void> {
    await alterEnv<{ analytics: { host: string }; errorReporting: { dsn: string } }>(context, (env) => {
      env.analytics.host = this.analyticsHost;
      env.errorReporting.dsn = this.errorDsn;
    });
  }

  /** The flags /flags answers for this test (SESSION_REPLAY_ENABLED is off unless set). */
  async setFlags(flags: Record<string, boolean>): Promise<void> {
    await fetch(`${urlOf(PORTS.intake)}/__flags?tag=${this.tag}`, { method: 'PUT', body: JSON.stringify(flags) });
  }

  async received(): Promise<ReceivedRequest[]> {
    const response = await fetch(`${urlOf(PORTS.intake)}/__received?tag=${this.tag}`);
    return (await response.json()) as ReceivedRequest[];
  }

  /** Everything posthog-js sent: events, recordings, flags, remote config, surveys... */
  async analyticsRequests(): Promise<ReceivedRequest[]> {
    return (await this.received()).filter((r) => r.kind !== 'error' && r.kind !== 'csp');
  }

  async events(): Promise<CapturedEvent[]> {
    const events: CapturedEvent[] = [];
    for (const request of await this.received()) {
      if (request.kind !== 'events') continue;
      const body = JSON.parse(request.body) as unknown;
      const batch = Array.isArray(body) ? body : ((body as { batch?: unknown[] }).batch ?? [body]);
      for (const [index, event] of batch.entries()) {
        events.push({ ...(event as Omit<CapturedEvent, 'order'>), order: request.seq * 1000 + index });
      }
    }
    return events;
  }

  async recordings(): Promise<ReceivedRequest[]> {
    return (await this.received()).filter((r) => r.kind === 'recording');
  }

  /** Sentry envelopes carrying an exception. */
  async errorReports(): Promise<ReceivedRequest[]> {
    return (await this.received()).filter((r) => r.kind === 'error' && r.body.includes('"exception"'));
  }
}

/** The exception of a Sentry envelope: type, message and the file names of its frames. */
export function exceptionOf(report: ReceivedRequest): { type: string; value: string; files: string[] } {
  const event = report.body
    .split('\n')
    .map((line) => {
      try {
        return JSON.parse(line) as { exception?: { values?: ExceptionValue[] } };
      } catch {
        return {};
      }
    })
    .find((document) => document.exception);
  const value = event?.exception?.values?.at(-1);
  return {
    type: value?.type ?? '',
    value: value?.value ?? '',
    files: (value?.stacktrace?.frames ?? []).map((frame) => frame.filename ?? ''),
  };
}

interface ExceptionValue {
  type?: string;
  value?: string;
  stacktrace?: { frames?: { filename?: string }[] };
}

/** CSP reports the browser sent (report-uri) for a document whose URL contains `marker`. */
export async function cspReportsFor(marker: string): Promise<{ 'document-uri': string; 'blocked-uri': string }[]> {
  const response = await fetch(`${urlOf(PORTS.intake)}/__received`);
  const all = (await response.json()) as ReceivedRequest[];
  return all
    .filter((r) => r.kind === 'csp')
    .map(
      (r) => (JSON.parse(r.body) as { 'csp-report': { 'document-uri': string; 'blocked-uri': string } })['csp-report'],
    )
    .filter((report) => report['document-uri'].includes(marker));
}

/** Where in a received request `needle` occurs: its address, or the JSON paths of the body's strings. */
export function whereFound(request: ReceivedRequest, needle: string): string[] {
  const found: string[] = [];
  if (request.path.includes(needle)) found.push('(address)');
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (value.includes(needle)) found.push(path || '(body)');
    } else if (Array.isArray(value)) {
      for (const [index, inner] of value.entries()) visit(inner, `${path}[${index}]`);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) visit(inner, path ? `${path}.${key}` : key);
    }
  };
  try {
    visit(JSON.parse(request.expanded), '');
  } catch {
    if (request.expanded.includes(needle)) found.push('(body)');
  }
  if (found.length === 0 && request.body.includes(needle)) found.push('(raw body)');
  return found;
}
