import { createServer, type IncomingMessage, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';

/**
 * Stands in for the error-reporting and analytics hosts: records every request the browser
 * sends, decoded, and answers posthog-js the way its cloud does (feature flags, remote config,
 * empty surveys), so the SDKs run their real code paths.
 *
 * A test can point the SDKs at `/t/<tag>/...` (support/telemetry.ts rewrites the environment
 * file per test): the prefix is stripped and the request is recorded under that tag, so tests
 * running in parallel never see each other's traffic. Requests without a prefix are recorded
 * with `tag: null` (the CSP reports the browser sends itself, and tests that do not tag).
 *
 * Control endpoints (never called by the browser):
 *   GET  /__received[?tag=T]   the log, oldest first
 *   PUT  /__flags?tag=T        the feature flags /flags answers for tag T (JSON object of booleans)
 */
export interface ReceivedRequest {
  seq: number;
  tag: string | null;
  method: string;
  /** Path and query as the SDK addressed them, without the `/t/<tag>` prefix. */
  path: string;
  kind: 'events' | 'recording' | 'flags' | 'config' | 'error' | 'csp' | 'other';
  /** The body after undoing the transport encoding (Content-Encoding, gzip-js, base64 form). */
  body: string;
  /**
   * Every string of the body expanded: JSON parsed, base64 and gzip (incl. the latin1 gzip
   * strings inside recording snapshots) undone, recursively. What a token search must read.
   */
  expanded: string;
}

const TAGGED = /^\/t\/([A-Za-z0-9_-]+)(\/.*)$/;

function kindOf(path: string): ReceivedRequest['kind'] {
  const pathname = path.split('?')[0] ?? '';
  if (/^\/api\/[^/]+\/envelope\/?$/.test(pathname) || /^\/api\/[^/]+\/store\/?$/.test(pathname)) return 'error';
  if (/^\/api\/[^/]+\/security\/?$/.test(pathname)) return 'csp';
  if (/^\/s\/?$/.test(pathname)) return 'recording';
  if (/^\/(flags|decide)\/?$/.test(pathname)) return 'flags';
  if (/^\/(array\/|api\/(surveys|web_experiments|early_access_features|product_tours))/.test(pathname)) return 'config';
  if (/^\/(e|i\/v0\/e|batch|capture|track|engage|groups)\/?$/.test(pathname)) return 'events';
  return 'other';
}

const isGzip = (bytes: Buffer) => bytes.length > 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

/** Undoes what posthog-js and the Sentry SDK do to a body on its way out. */
function decodeBody(req: IncomingMessage, query: URLSearchParams, raw: Buffer): string {
  let bytes = raw;
  if (req.headers['content-encoding'] === 'gzip' || query.get('compression') === 'gzip-js' || isGzip(bytes)) {
    bytes = gunzipSync(bytes);
  }
  let text = bytes.toString('utf8');
  const contentType = req.headers['content-type'] ?? '';
  if (query.get('compression') === 'base64' || contentType.startsWith('application/x-www-form-urlencoded')) {
    const data = new URLSearchParams(text).get('data');
    if (data !== null) text = Buffer.from(data, 'base64').toString('utf8');
  }
  return text;
}

/** Every string, recursively decoded: JSON inside strings, gzip as latin1 strings (rrweb snapshots), base64. */
export function expand(value: unknown, depth = 0): unknown {
  if (depth > 8) return value;
  if (Array.isArray(value)) return value.map((v) => expand(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, expand(v, depth + 1)]));
  }
  if (typeof value !== 'string') return value;
  if (value.startsWith('\x1f\x8b')) {
    try {
      return expand(gunzipSync(Buffer.from(value, 'latin1')).toString('utf8'), depth + 1);
    } catch {
      return value;
    }
  }
  const trimmed = value.trim();
  if ((trimmed.startsWith('{') || trimmed.startsWith('[')) && trimmed.length > 1) {
    try {
      return expand(JSON.parse(trimmed), depth + 1);
    } catch {
      // Not JSON after all: keep the text.
    }
  }
  if (value.length >= 16 && value.length % 4 === 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(value)) {
    const decoded = Buffer.from(value, 'base64');
    if (isGzip(decoded)) {
      try {
        return [value, expand(gunzipSync(decoded).toString('utf8'), depth + 1)];
      } catch {
        return value;
      }
    }
    const text = decoded.toString('utf8');
    // Keep both: a base64-looking word may just be a word.
    if (/^[\x20-\x7e\s]+$/.test(text)) return [value, expand(text, depth + 1)];
  }
  return value;
}

function expandedText(body: string): string {
  // Sentry envelopes are newline-separated JSON documents.
  const documents = body.split('\n').map((line) => {
    try {
      return expand(JSON.parse(line));
    } catch {
      return expand(line);
    }
  });
  return JSON.stringify(documents);
}

/** What posthog's /flags answers (v2 shape, with the v1 fields older SDK code paths read). */
function flagsAnswer(flags: Record<string, boolean>) {
  return {
    flags: Object.fromEntries(
      Object.entries(flags).map(([key, enabled]) => [
        key,
        { key, enabled, variant: null, reason: { code: 'condition_match' }, metadata: { id: 1, version: 1 } },
      ]),
    ),
    featureFlags: flags,
    featureFlagPayloads: {},
    errorsWhileComputingFlags: false,
    quotaLimited: [],
    requestId: '00000000-0000-4000-8000-000000000001',
    ...remoteConfig(),
  };
}

/** The project's remote configuration: recording allowed (the SDK still waits for the product to start it). */
function remoteConfig() {
  return {
    supportedCompression: ['gzip', 'gzip-js'],
    autocapture_opt_out: false,
    capturePerformance: false,
    autocaptureExceptions: false,
    analytics: { endpoint: '/i/v0/e/' },
    elementsChainAsString: true,
    sessionRecording: {
      endpoint: '/s/',
      consoleLogRecordingEnabled: false,
      recorderVersion: 'v2',
      sampleRate: null,
      minimumDurationMilliseconds: null,
      linkedFlag: null,
      networkPayloadCapture: null,
      urlTriggers: [],
      urlBlocklist: [],
      eventTriggers: [],
      scriptConfig: null,
    },
    heatmaps: false,
    surveys: false,
    defaultIdentifiedOnly: true,
    siteApps: [],
    hasFeatureFlags: true,
  };
}

export function startIntake(port: number): Promise<Server> {
  const received: ReceivedRequest[] = [];
  const flagsByTag = new Map<string, Record<string, boolean>>();
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://intake');
    const json = (status: number, value: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));

    if (url.pathname === '/__received') {
      const tag = url.searchParams.get('tag');
      json(200, tag === null ? received : received.filter((r) => r.tag === tag));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      if (url.pathname === '/__flags' && req.method === 'PUT') {
        flagsByTag.set(url.searchParams.get('tag') ?? '', JSON.parse(raw.toString('utf8') || '{}'));
        res.writeHead(204).end();
        return;
      }
      const tagged = TAGGED.exec(url.pathname);
      const tag = tagged?.[1] ?? null;
      const path = `${tagged?.[2] ?? url.pathname}${url.search}`;
      const kind = kindOf(path);
      let body: string;
      try {
        body = decodeBody(req, url.searchParams, raw);
      } catch {
        body = raw.toString('latin1');
      }
      received.push({
        seq: received.length,
        tag,
        method: req.method ?? 'GET',
        path,
        kind,
        body,
        expanded: expandedText(body),
      });
      if (kind === 'flags') {
        json(200, flagsAnswer({ SESSION_REPLAY_ENABLED: false, ...flagsByTag.get(tag ?? '') }));
      } else if (kind === 'config' && path.startsWith('/array/')) {
        // The JavaScript variant is for the loader snippet; the bundled SDK then asks for the JSON.
        if (path.split('?')[0]?.endsWith('.js')) res.writeHead(404).end();
        else json(200, remoteConfig());
      } else if (kind === 'config') {
        json(200, { surveys: [], experiments: [], earlyAccessFeatures: [], product_tours: [] });
      } else if (path.split('?')[0] === '/injected.js') {
        // The script the CSP test injects from an origin the policy does not list: it must never run.
        res.writeHead(200, { 'content-type': 'text/javascript' }).end('window.__injectedScriptRan = true;');
      } else if (kind === 'events' || kind === 'recording') {
        json(200, { status: 1 });
      } else {
        json(200, {});
      }
    });
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}
