import { scrubDeep, scrubManageTokens } from '@booking/shared/contract/manage-token';
import type { RuntimeEnv } from '@booking/shared/contract/runtime-env';
import type { PostHogConfig } from 'posthog-js/dist/module.no-external';

/**
 * posthog-js settings. It is only ever loaded after consent, but it
 * starts in the spec's pre-consent state (opted out, memory persistence, no autocapture) and
 * `enableTracking` then moves it over, so the same code handles a withdrawal and a re-grant.
 */
export function posthogConfig(env: RuntimeEnv, onLoaded: () => void): Partial<PostHogConfig> {
  return {
    api_host: env.analytics.host ?? undefined,
    opt_out_capturing_by_default: true,
    // Loaded only after consent, so it may remember the visitor at once: starting in memory
    // and switching later would make every page load a new visitor and a new session.
    persistence: 'localStorage+cookie',
    autocapture: false,
    // Manage-link tokens must not reach the flags request's person properties either: flags
    // are first asked for in enableTracking, after those properties were scrubbed.
    get_current_url: (url) => scrubManageTokens(url),
    advanced_disable_feature_flags_on_first_load: true,
    // Page views and leaves are ours (page-sequencer.ts): one per path change, in order.
    capture_pageview: false,
    capture_pageleave: false,
    // Recording starts only when the SESSION_REPLAY_ENABLED flag is on (posthog-analytics.ts).
    disable_session_recording: true,
    // Everything it needs is bundled: never pull scripts from the analytics host (CSP, privacy).
    disable_external_dependency_loading: true,
    session_idle_timeout_seconds: env.analytics.sessionIdleTimeoutSeconds,
    cookie_expiration: 365,
    rate_limiting: { events_per_second: 10, events_burst_limit: 100 },
    request_queue_config: { flush_interval_ms: 3000 },
    feature_flag_request_timeout_ms: 3000,
    surveys_request_timeout_ms: 10000,
    session_recording: {
      maskAllInputs: true,
      // A recording is compressed inside the recorder, before `before_send` could see it, so
      // links and texts that carry a manage token (the manage page's own links, the copied
      // link on confirmed) are scrubbed as rrweb reads them: every attribute, and every text
      // (all text "needs masking", and masking is the scrub, so other text stays as it is).
      maskAttributeFn: (_name, value) => scrubManageTokens(value),
      maskTextSelector: '*',
      maskTextFn: (text) => scrubManageTokens(text),
      // The recorder passes the page's address in every full snapshot (rrweb's meta event) and
      // the URLs of the requests it records through this function, and through nothing else.
      maskCapturedNetworkRequestFn: (request) =>
        request.name ? { ...request, name: scrubManageTokens(request.name) } : request,
    },
    // Manage-link tokens never leave the browser, in events or in recordings.
    before_send: (event) => (event ? scrubDeep(event) : event),
    loaded: onLoaded,
  };
}

/** Autocapture of clicks and submits on buttons only, once the visitor agreed. */
export function consentedAutocapture(): NonNullable<PostHogConfig['autocapture']> {
  return { dom_event_allowlist: ['click', 'submit'], element_allowlist: ['button'] };
}
