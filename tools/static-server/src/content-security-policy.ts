/**
 * The shell's Content-Security-Policy, computed from the runtime environment file so that a
 * remote moved to another origin (an edit of env.json) is allowed without a rebuild. No
 * `unsafe-eval`, no `unsafe-inline` scripts: scripts come only from the shell's own origin
 * and the configured remotes.
 */
export interface CspSources {
  apiBase: string;
  remotes: Record<string, string>;
  analytics: { host: string | null };
  errorReporting: { dsn: string | null };
}

function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const { protocol, host } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? `${protocol}//${host}` : null;
  } catch {
    return null;
  }
}

/** Sentry's CSP report endpoint for a DSN `scheme://key@host/projectId`. */
export function cspReportUri(dsn: string | null): string | null {
  if (!dsn) return null;
  try {
    const url = new URL(dsn);
    const project = url.pathname.replace(/^\//, '');
    if (!url.username || !project) return null;
    return `${url.protocol}//${url.host}/api/${project}/security/?sentry_key=${url.username}`;
  } catch {
    return null;
  }
}

function unique(values: (string | null)[]): string[] {
  return [...new Set(values.filter((v): v is string => Boolean(v)))];
}

export function contentSecurityPolicy(
  env: CspSources,
  inlineScriptHashes: string[] = [],
  inlineStyleHashes: string[] = [],
): string {
  const remotes = unique(Object.values(env.remotes).map(originOf));
  const telemetry = unique([originOf(env.analytics.host), originOf(env.errorReporting.dsn)]);
  const report = cspReportUri(env.errorReporting.dsn);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`), ...remotes]],
    ['style-src', ["'self'", ...inlineStyleHashes.map((hash) => `'${hash}'`), ...remotes]],
    // The API serves the images merchants upload (decision 0058); on https any host is allowed
    // already, but a deployment or a machine that runs the API on http needs its origin named.
    ['img-src', unique(["'self'", 'data:', 'https:', originOf(env.apiBase), ...remotes])],
    ['font-src', ["'self'", ...remotes]],
    ['connect-src', unique(["'self'", originOf(env.apiBase), ...remotes, ...telemetry])],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  if (report) directives.push(['report-uri', [report]]);
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
