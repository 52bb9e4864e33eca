import { scrubManageTokens } from '@booking/shared/contract/manage-token';
import type { RuntimeEnv } from '@booking/shared/contract/runtime-env';
import type { PostHog } from 'posthog-js/dist/module.no-external';
import { checkCapture, checkIdentify } from './analytics-guards';
import { pageEvents } from './page-sequencer';
import { consentedAutocapture, posthogConfig } from './posthog-config';
import { superProperties } from './super-properties';

/**
 * The only module that talks to posthog-js. The library is a separate chunk imported on the
 * first consent, so a visitor who declines never downloads it.
 */
let client: Promise<PostHog> | null = null;
/** The client once it is initialised and opted in: only then do page events go out. */
let ready: PostHog | null = null;
let tracking = false;
let currentPath: string | null = null;
let currentUrl: string | null = null;

function load(env: RuntimeEnv): Promise<PostHog> {
  client ??= import(/* webpackChunkName: "analytics" */ 'posthog-js/dist/module.no-external').then(
    ({ default: posthog }) =>
      new Promise<PostHog>((resolve) => {
        posthog.init(
          env.analytics.key ?? '',
          posthogConfig(env, () => resolve(posthog)),
        );
      }),
  );
  return client;
}

async function startRecordingIfFlagged(posthog: PostHog): Promise<void> {
  posthog.onFeatureFlags(async () => {
    if (!tracking || !posthog.isFeatureEnabled('SESSION_REPLAY_ENABLED')) return;
    // posthog-recorder brings rrweb and the recording glue the no-external build leaves out.
    await import(/* webpackChunkName: "analytics-recorder" */ 'posthog-js/dist/posthog-recorder');
    if (tracking) posthog.startSessionRecording();
  });
}

export async function enableTracking(env: RuntimeEnv): Promise<void> {
  if (!env.analytics.key || !env.analytics.host) return;
  tracking = true;
  const posthog = await load(env);
  if (!tracking) return;
  posthog.set_config({ autocapture: consentedAutocapture() });
  posthog.opt_in_capturing({ captureEventName: null });
  posthog.register(superProperties(env));
  const initial = posthog.get_property('$stored_person_properties') ?? {};
  posthog.setPersonPropertiesForFlags(
    {
      ...initial,
      $initial_current_url: scrubManageTokens(window.location.href),
      $initial_pathname: scrubManageTokens(window.location.pathname),
    },
    false,
  );
  await startRecordingIfFlagged(posthog);
  posthog.reloadFeatureFlags();
  // The page the visitor is on when they agree gets its view now, and only now (not twice).
  ready = posthog;
  if (currentUrl !== null) posthog.capture('$pageview', { $current_url: currentUrl });
}

/** Withdrawal: stop sending, stop recording, forget the visitor and remove what was stored. */
export async function disableTracking(): Promise<void> {
  tracking = false;
  ready = null;
  if (!client) return;
  const posthog = await client;
  posthog.stopSessionRecording();
  posthog.opt_out_capturing();
  posthog.reset(true);
  posthog.set_config({ persistence: 'memory', autocapture: false });
  for (const key of Object.keys(window.localStorage)) {
    if (key.startsWith('ph_') || key.startsWith('__ph')) window.localStorage.removeItem(key);
  }
  // Its cookie (ph_<key>_posthog) is erased by the banner's autoClear of the targeting category.
}

/** Called on every location change; sends page-leave then page-view only when the path differs. */
export function trackPath(path: string): void {
  const events = pageEvents(currentPath, path);
  const previousUrl = currentUrl;
  currentPath = path;
  currentUrl = window.location.href;
  if (!tracking || !ready) return;
  for (const { event } of events) {
    // The leave belongs to the page that was left, not to the one the browser now shows.
    const url = event === '$pageleave' ? previousUrl : currentUrl;
    ready.capture(event, { $current_url: url, $pathname: url ? new URL(url).pathname : undefined });
  }
}

export async function identify(id: unknown): Promise<void> {
  const checked = checkIdentify(id);
  if (!checked.ok || !tracking || !client) return;
  (await client).identify(checked.id);
}

export async function capture(name: unknown, properties: Record<string, unknown> = {}): Promise<void> {
  if (!checkCapture(name) || !tracking || !client) return;
  (await client).capture(name, properties);
}
