import { describe, expect, it } from '@rstest/core';
import { contentSecurityPolicy, cspReportUri } from './content-security-policy';

const env = {
  apiBase: 'https://api.example.com',
  remotes: {
    beauty: 'https://beauty.example.com/mf-manifest.json',
    gastro: 'https://gastro.example.com/v2/mf-manifest.json',
    staff: 'https://beauty.example.com/staff/mf-manifest.json',
  },
  analytics: { host: 'https://eu.i.posthog.com' },
  errorReporting: { dsn: 'https://abc123@o1.ingest.sentry.io/42' },
};

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((d) => d.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy(env);

  it('allows scripts only from the shell and the configured remotes, each origin once', () => {
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'https://beauty.example.com',
      'https://gastro.example.com',
    ]);
  });

  it('never allows eval or inline scripts', () => {
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('lets the page talk to the API, the remotes and the telemetry hosts only', () => {
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
      'https://beauty.example.com',
      'https://gastro.example.com',
      'https://eu.i.posthog.com',
      'https://o1.ingest.sentry.io',
    ]);
  });

  it("shows the images merchants upload from the API's origin, also on plain http", () => {
    const local = contentSecurityPolicy({ ...env, apiBase: 'http://localhost:4000' });
    expect(directive(local, 'img-src')).toContain('http://localhost:4000');
    expect(directive(policy, 'img-src')).toContain('https://api.example.com');
  });

  it('forbids plugins and base-tag hijacking', () => {
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
  });

  it('reports violations to the error-reporting intake', () => {
    expect(directive(policy, 'report-uri')).toEqual(['https://o1.ingest.sentry.io/api/42/security/?sentry_key=abc123']);
  });

  it('leaves out hosts that are not configured', () => {
    const bare = contentSecurityPolicy({ ...env, analytics: { host: null }, errorReporting: { dsn: null } });
    expect(directive(bare, 'connect-src')).not.toContain('https://eu.i.posthog.com');
    expect(bare).not.toContain('report-uri');
  });
});

describe('cspReportUri', () => {
  it('is null for a DSN without key or project', () => {
    expect(cspReportUri('https://o1.ingest.sentry.io/42')).toBeNull();
    expect(cspReportUri('not a dsn')).toBeNull();
  });
});
