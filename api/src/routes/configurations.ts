import type { ConfigurationResponse } from '@booking/shared/contract/configuration';
import { getConfiguration as getConfigurationOperation } from '@booking/shared/contract/operations/meta';
import { Hono } from 'hono';
import { getConfiguration } from '../db/configuration-repo';
import type { Db } from '../db/db';
import { errorResponse } from '../http/error-response';
import { registerOperation } from '../http/register-operation';

/** `apiBase`: where this API is reached, for the addresses of uploaded images. */
export function configurationRoutes(db: Db, apiBase: string) {
  const app = new Hono();
  registerOperation(app, getConfigurationOperation, async (c, { params }) => {
    const configuration = await getConfiguration(db, params.organization, apiBase);
    if (!configuration) return errorResponse(c, { code: 'merchant_not_found' });
    return c.json({ results: { configuration } } satisfies ConfigurationResponse);
  });
  return app;
}
