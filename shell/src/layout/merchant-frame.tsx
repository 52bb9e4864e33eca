import type { Configuration } from '@booking/shared/contract/configuration';
import type { HeaderType } from '@booking/shared/federation/remote-contract';
import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import { SkipLink } from './skip-link';
import { useDocumentTheme } from './theme-style';

interface MerchantFrameProps {
  configuration: Configuration;
  header: HeaderType | null;
  title: string | null;
  children: ReactNode;
}

/** The merchant's page around any content: theme, skip link, header (or none), main, footer. */
export function MerchantFrame({ configuration, header, title, children }: MerchantFrameProps) {
  useDocumentTheme(configuration.reservations.customization.theme.color);
  return (
    <div className="page">
      <SkipLink />
      {header && <Header type={header} configuration={configuration} title={title} />}
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
      <Footer configuration={configuration} />
    </div>
  );
}
