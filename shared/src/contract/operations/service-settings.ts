import { defineOperation } from '../operation';
import {
  categoryParamsSchema,
  orderRequestSchema,
  serviceCategoryRequestSchema,
  serviceCategoryResponseSchema,
  serviceParamsSchema,
  serviceRequestSchema,
  serviceSettingResponseSchema,
  serviceSettingsResponseSchema,
} from '../service-settings';

/**
 * The owner's services and their categories: owner-only (staff get 403 `owner_only`), and only
 * the caller's own organization (another's category or service is 404). A saved change is what
 * the next public services list and slot search read.
 */
const OWNER = ['unauthenticated', 'owner_only'] as const;
const BASE = '/v0/staff/settings';

export const getServiceSettings = defineOperation({
  method: 'get',
  path: `${BASE}/services`,
  id: 'getServiceSettings',
  summary: 'Categories and services in order, with the branches and employees to choose from',
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  responses: { 200: { description: 'The services screen', schema: serviceSettingsResponseSchema } },
  errors: [...OWNER],
});

export const createServiceCategory = defineOperation({
  method: 'post',
  path: `${BASE}/service-categories`,
  id: 'createServiceCategory',
  summary: 'Adds a category at the end',
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  body: serviceCategoryRequestSchema,
  responses: { 201: { description: 'Added', schema: serviceCategoryResponseSchema } },
  errors: ['invalid_input', ...OWNER],
  fieldCodes: ['category_name_taken'],
});

export const renameServiceCategory = defineOperation({
  method: 'put',
  path: `${BASE}/service-categories/{category}`,
  id: 'renameServiceCategory',
  summary: 'Renames a category',
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  params: categoryParamsSchema,
  body: serviceCategoryRequestSchema,
  responses: { 200: { description: 'Renamed', schema: serviceCategoryResponseSchema } },
  errors: ['invalid_input', ...OWNER, 'category_not_found'],
  fieldCodes: ['category_name_taken'],
});

export const deleteServiceCategory = defineOperation({
  method: 'delete',
  path: `${BASE}/service-categories/{category}`,
  id: 'deleteServiceCategory',
  summary: 'Deletes an empty category (409 category_not_empty while it holds services)',
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  params: categoryParamsSchema,
  responses: { 204: { description: 'Deleted' } },
  errors: ['invalid_input', ...OWNER, 'category_not_found', 'category_not_empty'],
});

export const orderServiceCategories = defineOperation({
  method: 'put',
  path: `${BASE}/service-categories-order`,
  id: 'orderServiceCategories',
  summary: "Puts the categories in the given order (every category's id, once)",
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  body: orderRequestSchema,
  responses: { 204: { description: 'Ordered' } },
  errors: ['invalid_input', ...OWNER],
});

export const orderCategoryServices = defineOperation({
  method: 'put',
  path: `${BASE}/service-categories/{category}/order`,
  id: 'orderCategoryServices',
  summary: "Puts a category's services in the given order (every one of its services' ids, once)",
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  params: categoryParamsSchema,
  body: orderRequestSchema,
  responses: { 204: { description: 'Ordered' } },
  errors: ['invalid_input', ...OWNER, 'category_not_found'],
});

export const createService = defineOperation({
  method: 'post',
  path: `${BASE}/services`,
  id: 'createService',
  summary: 'Adds a service at the end of its category, with the branches and employees that offer it',
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  body: serviceRequestSchema,
  responses: { 201: { description: 'Added', schema: serviceSettingResponseSchema } },
  errors: ['invalid_input', ...OWNER],
});

export const updateService = defineOperation({
  method: 'put',
  path: `${BASE}/services/{service}`,
  id: 'updateService',
  summary: 'Changes a service; booked appointments keep the name and price they were booked with',
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  params: serviceParamsSchema,
  body: serviceRequestSchema,
  responses: { 200: { description: 'Changed', schema: serviceSettingResponseSchema } },
  errors: ['invalid_input', ...OWNER, 'service_not_found'],
});

export const deleteService = defineOperation({
  method: 'delete',
  path: `${BASE}/services/{service}`,
  id: 'deleteService',
  summary: 'Deletes a service without appointments to come (409 service_has_future_appointments: hide it instead)',
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  params: serviceParamsSchema,
  responses: { 204: { description: 'Deleted' } },
  errors: ['invalid_input', ...OWNER, 'service_not_found', 'service_has_future_appointments'],
});
