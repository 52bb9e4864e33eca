import { configurationResponseSchema } from '../configuration';
import { organizationParams } from '../merchant-params';
import { defineOperation } from '../operation';

/** The merchant's public configuration (the shell's boot reads it). */
export const getConfiguration = defineOperation({
  method: 'get',
  path: '/v0/configurations/public/booking/{organization}',
  id: 'getConfiguration',
  summary: 'Public booking configuration of a merchant',
  tag: 'merchant',
  params: organizationParams,
  responses: { 200: { description: 'Also for a page not activated', schema: configurationResponseSchema } },
  errors: ['invalid_input', 'merchant_not_found'],
});
