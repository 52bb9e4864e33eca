import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Footer } from './footer';
import { useDocumentTheme } from './theme-style';
import { usePageTitle } from './use-page-title';

/** The blank layout: no header, the default theme, the footer with the environment's links. */
export function PlainLayout({ titleId, children }: { titleId: string; children: ReactNode }) {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: titleId }), intl.formatMessage({ id: 'shell.siteName' }));
  useDocumentTheme(null);
  return (
    <div className="page page-blank">
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
      <Footer configuration={null} />
    </div>
  );
}
