import type { RuntimeEnv } from '@booking/shared/contract/runtime-env';

export const APP_NAME = 'online-booking';

/** Properties every event carries. */
export function superProperties(env: Pick<RuntimeEnv, 'environment'>) {
  return {
    platform: 'web',
    environment: env.environment === 'production' ? 'production' : 'int',
    app_name: APP_NAME,
  } as const;
}
