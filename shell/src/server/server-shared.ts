import type { SERVER_SHARED_MODULES } from '@booking/shared/federation/server-shared-modules';
import * as router from '@booking/shared/router';
import * as configuration from '@booking/shared/stores/configuration';
import * as locale from '@booking/shared/stores/locale';
import * as notifications from '@booking/shared/stores/notifications';
import * as requestStores from '@booking/shared/stores/request-stores';
import * as runtimeEnv from '@booking/shared/stores/runtime-env';
import * as storesContext from '@booking/shared/stores/stores-context';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactIntl from 'react-intl';
import * as reactRouter from 'react-router';
import * as zustand from 'zustand';
import * as zustandVanilla from 'zustand/vanilla';

/**
 * This renderer's own copies of the modules a remote's server module leaves out
 * (SERVER_SHARED_MODULES): what the remote's code gets when it asks for them, so that the
 * remote's page renders with this renderer's React, router, texts and request stores.
 */
export const serverShared: Record<(typeof SERVER_SHARED_MODULES)[number], unknown> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-intl': reactIntl,
  zustand,
  'zustand/vanilla': zustandVanilla,
  '@booking/shared/router': router,
  '@booking/shared/stores/configuration': configuration,
  '@booking/shared/stores/locale': locale,
  '@booking/shared/stores/runtime-env': runtimeEnv,
  '@booking/shared/stores/notifications': notifications,
  'react-router': reactRouter,
  '@booking/shared/stores/stores-context': storesContext,
  '@booking/shared/stores/request-stores': requestStores,
};
