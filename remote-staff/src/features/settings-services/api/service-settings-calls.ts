import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import {
  createService,
  createServiceCategory,
  deleteService,
  deleteServiceCategory,
  orderCategoryServices,
  orderServiceCategories,
  renameServiceCategory,
  updateService,
} from '@booking/shared/contract/operations/service-settings';
import type { ServiceRequest } from '@booking/shared/contract/service-settings';

export function addCategory(api: ApiAccess, name: string) {
  return call(createServiceCategory, { body: { name } }, api);
}

export function renameCategory(api: ApiAccess, id: string, name: string) {
  return call(renameServiceCategory, { params: { category: id }, body: { name } }, api);
}

/** Deletes an empty category; one holding services is refused (409 `category_not_empty`). */
export function removeCategory(api: ApiAccess, id: string) {
  return call(deleteServiceCategory, { params: { category: id } }, api);
}

/** Saves an order: the categories' (`category` null) or one category's services'. */
export function saveOrder(api: ApiAccess, category: string | null, ids: string[]) {
  return category
    ? call(orderCategoryServices, { params: { category }, body: { ids } }, api)
    : call(orderServiceCategories, { body: { ids } }, api);
}

/** Adds a service, or sends a stored one's whole record again. */
export function saveService(api: ApiAccess, id: string | null, body: ServiceRequest) {
  return id ? call(updateService, { params: { service: id }, body }, api) : call(createService, { body }, api);
}

export function removeService(api: ApiAccess, id: string) {
  return call(deleteService, { params: { service: id } }, api);
}
