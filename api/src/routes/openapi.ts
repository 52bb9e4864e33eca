import { getOpenApi } from '@booking/shared/contract/operations/meta';
import { Hono } from 'hono';
import { registerOperation } from '../http/register-operation';
import { buildOpenApiDocument } from '../openapi/build-document';

/** GET /v0/openapi.json: built once, from the contract's list of operations; `serverUrl` is where the API is reached. */
export function openApiRoutes({ serverUrl }: { serverUrl: string }) {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  const app = new Hono();
  registerOperation(app, getOpenApi, (c) => {
    document ??= buildOpenApiDocument({ serverUrl });
    return c.json(document);
  });
  return app;
}
