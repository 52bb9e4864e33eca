import type { Configuration } from '@booking/shared/contract/configuration';
import type { RuntimeEnv } from '@booking/shared/contract/runtime-env';
import type { Locale } from '@booking/shared/i18n/locale';
import type { RouterHydrationData } from './render-app-tree';

/** What the browser needs to take the page over without asking again. */
export interface BootData {
  env: RuntimeEnv;
  configuration: { results: { configuration: Configuration } } | null;
  /** The loaders' data of a page React hydrates; absent on a view the browser draws anew. */
  router?: RouterHydrationData;
}

/** The shell's renderer's answer, which the static server puts into index.html. */
export type RenderedPage =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      status: number;
      lang: Locale;
      title: string;
      /** The merchant's colours as a style element (the CSP allows it by hash). */
      themeCss: string;
      /** The inside of `#root`. */
      root: string;
      /** Preload links for the head (images the page shows first). */
      preloads?: string;
      boot: BootData;
      /** The banner image the page shows first, for a preload. */
      banner: { href: string; srcset: string } | null;
      /** The URL carries a manage token: the page is sent so that nothing stores it. */
      private: boolean;
      /**
       * Where the time went, in milliseconds: the merchant's configuration (none for the staff
       * area), the loaders' API answers, React's render. Sent as `Server-Timing`.
       */
      timings?: { configuration?: number; data: number; render: number };
    };
