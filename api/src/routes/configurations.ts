import type { ConfigurationResponse } from '@booking/shared/contract/configuration';
import { getConfiguration as getConfigurationOperation } from '@booking/shared/contract/operations/meta';
import { Hono } from 'hono';
import type { ConfigurationCache } from '../http/configuration-cache';
import { errorResponse } from '../http/error-response';
import { registerOperation } from '../http/register-operation';

/** The public configuration, from the process's cache (at most a second old, fresh after a save). */
export function configurationRoutes(configurations: ConfigurationCache) {
  const app = new Hono();
  registerOperation(app, getConfigurationOperation, async (c, { params }) => {
    const configuration = await configurations.find(params.organization);
    if (!configuration) return errorResponse(c, { code: 'merchant_not_found' });
    return c.json({ results: { configuration } } satisfies ConfigurationResponse);
  });
  return app;
}
