import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Footer } from './footer';
import { SkipLink } from './skip-link';

/**
 * The staff area's frame: the skip link, a plain bar with the product's name, the page, the footer. No
 * merchant around it. Drawn by the app (StaffLayout) and by the shell's server alike.
 */
export function StaffFrame({ children }: { children: ReactNode }) {
  return (
    <div className="page page-staff">
      <SkipLink />
      <header className="header header-compact">
        <p className="header-title">
          <FormattedMessage id="shell.staff.siteName" />
        </p>
      </header>
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
      <Footer configuration={null} />
    </div>
  );
}
