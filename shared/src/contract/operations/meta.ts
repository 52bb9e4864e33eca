import * as z from 'zod/mini';
import { configurationResponseSchema } from '../configuration';
import { organizationParams } from '../merchant-params';
import { defineOperation } from '../operation';

/** The merchant's public configuration and the API's own endpoints. */
export const getConfiguration = defineOperation({
  method: 'get',
  path: '/v0/configurations/public/booking/{organization}',
  id: 'getConfiguration',
  summary: 'Public booking configuration of a merchant (SPEC section 7)',
  tag: 'merchant',
  params: organizationParams,
  responses: { 200: { description: 'Also for a page not activated', schema: configurationResponseSchema } },
  errors: ['invalid_input', 'merchant_not_found'],
});

export const getHealth = defineOperation({
  method: 'get',
  path: '/v0/health',
  id: 'getHealth',
  summary: 'Liveness',
  tag: 'meta',
  responses: { 200: { description: 'Up', schema: z.object({ ok: z.literal(true) }) } },
  errors: [],
});

export const getOpenApi = defineOperation({
  method: 'get',
  path: '/v0/openapi.json',
  id: 'getOpenApi',
  summary: 'This document',
  tag: 'meta',
  responses: { 200: { description: 'OpenAPI 3.1' } },
  errors: [],
});
