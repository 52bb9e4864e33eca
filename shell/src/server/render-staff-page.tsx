import type { RuntimeEnv } from '@booking/shared/contract/runtime-env';
import type { FirstScreenModule } from '@booking/shared/federation/first-screen';
import type { Locale } from '@booking/shared/i18n/locale';
import type { ReactNode } from 'react';
import { createIntl } from 'react-intl';
import { shellMessages } from '../i18n/shell-messages';
import { StaffFrame } from '../layout/staff-frame';

interface StaffPageInput {
  url: string;
  env: RuntimeEnv;
  locale: Locale;
  loadRemote: (manifestUrl: string) => Promise<FirstScreenModule | null>;
  /** The shell's frame drawing (the consent bar, a router, the shell's texts) around `children`. */
  frame: (children: ReactNode) => Promise<string>;
  themeCss: string;
}

/** Stands for the staff remote's screen inside the frame's `<main>`; replaced by its markup. */
const CONTENT = '\u0001staff-screen\u0001';

/**
 * A page of `/staff`, which belongs to no merchant: the staff remote's renderer draws the
 * screens it can (the sign-in), the shell draws the staff frame around it. Everything else
 * (the remote not deployed, a screen behind the session) is left to the browser.
 */
// The answer is render-page.tsx's RenderedPage, checked there (a type import back would be a cycle).
export async function renderStaffPage(input: StaffPageInput) {
  const { env, locale } = input;
  const manifest = env.remotes.staff;
  const remote = manifest ? await input.loadRemote(manifest).catch(() => null) : null;
  if (!remote) return null;
  const screen = await remote.renderFirstScreen({ url: input.url, configuration: null, env, locale });
  if (screen.kind === 'redirect') return screen;
  if (screen.kind !== 'page') return null;
  const root = (await input.frame(<StaffFrame>{CONTENT}</StaffFrame>)).replace(CONTENT, () => screen.html);
  const site = createIntl({ locale, messages: shellMessages[locale], onError: () => {} }).formatMessage({
    id: 'shell.staff.siteName',
  });
  return {
    kind: 'page' as const,
    status: 200,
    lang: locale,
    // As the app writes it (usePageTitle): the page, then the product.
    title: screen.title ? `${screen.title} · ${site}` : site,
    themeCss: input.themeCss,
    root,
    boot: { env, configuration: null },
    banner: null as { href: string; srcset: string } | null,
    private: false,
  };
}
