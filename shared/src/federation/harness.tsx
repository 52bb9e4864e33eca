import { createBrowserRouter, RouterProvider } from '@booking/shared/router';
import { configurationStore } from '@booking/shared/stores/configuration';
import { localeStore } from '@booking/shared/stores/locale';
import { runtimeEnvStore } from '@booking/shared/stores/runtime-env';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import type { Configuration } from '../contract/configuration';
import type { RuntimeEnv } from '../contract/runtime-env';
import type { Messages, RemoteModule } from './remote-contract';
import '../ui/base.css';

export interface HarnessOptions {
  remote: RemoteModule;
  /** The path the shell mounts the remote under: `:organization` or `staff`. */
  mountPath: string;
  configuration: Configuration | null;
  apiBase: string;
}

type HarnessRouter = ReturnType<typeof createBrowserRouter>;

function Harness({ remote, router }: { remote: RemoteModule; router: HarnessRouter }) {
  const [messages, setMessages] = useState<Messages | null>(null);
  const locale = localeStore.getState().locale;
  useEffect(() => {
    void remote.loadMessages(locale).then(setMessages);
  }, [remote, locale]);
  if (!messages) return null;
  return (
    <IntlProvider locale={locale} messages={messages}>
      <main className="main">
        <RouterProvider router={router} />
      </main>
    </IntlProvider>
  );
}

/**
 * Runs one remote without the shell (`npm run dev -w remote-x`): the same routes, the same
 * stores, a fixture configuration and the real API, so a team can work on its vertical alone.
 */
export function mountRemoteHarness({ remote, mountPath, configuration, apiBase }: HarnessOptions): void {
  const env: RuntimeEnv = {
    environment: 'harness',
    apiBase,
    remotes: { beauty: apiBase, gastro: apiBase, staff: apiBase },
    analytics: { key: null, host: null, sessionIdleTimeoutSeconds: 1800 },
    errorReporting: { dsn: null, sampleRate: 1 },
    links: { privacy: null, imprint: null, terms: null, poweredBy: null },
  };
  runtimeEnvStore.getState().setEnv(env);
  configurationStore.getState().setConfiguration(configuration);
  const router = createBrowserRouter([{ path: mountPath, children: remote.routes }]);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing');
  createRoot(container).render(
    <StrictMode>
      <Harness remote={remote} router={router} />
    </StrictMode>,
  );
}
