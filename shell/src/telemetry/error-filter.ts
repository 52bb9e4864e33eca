/**
 * The error-reporting ignore list, as one pure decision over the parts of an error event that
 * matter. Script-loading failures are dropped only for scripts outside our own origins: a
 * chunk of ours that fails to load means deploy skew and must be seen.
 */
export interface ErrorFacts {
  type: string;
  message: string;
  /** File names of the stack frames, innermost last. */
  frames: string[];
  /** The page the error happened on. */
  pageUrl: string;
  userAgent: string;
}

const EXTENSION = /^(chrome|moz|safari|safari-web|ms-browser)-extension:\/\//;
const AD_AND_TRACKER_HOSTS =
  /(googletagmanager|google-analytics|googlesyndication|doubleclick|googleadservices|adservice\.google|connect\.facebook\.net|hotjar|clarity\.ms|criteo|taboola|outbrain|adsbygoogle|amazon-adsystem)\./;
const SCRIPT_LOAD =
  /(Loading (CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading script failed|ChunkLoadError)/i;
const NETWORK_FETCH =
  /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed|The network connection was lost\.?|Network request failed|cancelled|The Internet connection appears to be offline\.?)$/i;
const CROSS_ORIGIN_FRAME =
  /(Blocked a frame with origin|cross-origin frame|Permission denied to access property|SecurityError: Failed to read a named property)/i;
const ARTICLE_URL = /\/(article|articles|news|blog|wp-content|wp-admin)(\/|$)/i;

function chromeMajor(userAgent: string): number | null {
  const match = /Chrome\/(\d+)/.exec(userAgent);
  return match?.[1] ? Number(match[1]) : null;
}

function urlsIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s)'"]+/g)].map((m) => m[0]);
}

function isOwn(url: string, ownOrigins: readonly string[]): boolean {
  try {
    return ownOrigins.includes(new URL(url).origin);
  } catch {
    return false;
  }
}

export type DropReason =
  | 'foreign-script-load'
  | 'browser-extension'
  | 'ad-or-tracker'
  | 'network-fetch'
  | 'cross-origin-frame'
  | 'crawler-article';

export function ignoreReason(facts: ErrorFacts, ownOrigins: readonly string[]): DropReason | null {
  const text = `${facts.type}: ${facts.message}`;
  if (SCRIPT_LOAD.test(text)) {
    // The failed script's URL is in the message; the frames only say who asked for it.
    const inMessage = urlsIn(facts.message);
    const urls = inMessage.length > 0 ? inMessage : facts.frames;
    if (urls.length > 0 && !urls.some((url) => isOwn(url, ownOrigins))) return 'foreign-script-load';
  }
  if (facts.frames.some((frame) => EXTENSION.test(frame)) || EXTENSION.test(facts.message)) return 'browser-extension';
  const lastFrame = facts.frames.at(-1);
  if (lastFrame && AD_AND_TRACKER_HOSTS.test(lastFrame)) return 'ad-or-tracker';
  if (facts.type === 'TypeError' && NETWORK_FETCH.test(facts.message.trim())) return 'network-fetch';
  if (CROSS_ORIGIN_FRAME.test(text)) return 'cross-origin-frame';
  const chrome = chromeMajor(facts.userAgent);
  if (chrome !== null && chrome >= 102 && ARTICLE_URL.test(safePath(facts.pageUrl))) return 'crawler-article';
  return null;
}

function safePath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}
