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
import { staffCall } from '../../../common/staff-page/staff-load';

export function addCategory(name: string) {
  return staffCall(createServiceCategory, { body: { name } });
}

export function renameCategory(id: string, name: string) {
  return staffCall(renameServiceCategory, { params: { category: id }, body: { name } });
}

/** Deletes an empty category; one holding services is refused (409 `category_not_empty`). */
export function removeCategory(id: string) {
  return staffCall(deleteServiceCategory, { params: { category: id } });
}

/** Saves an order: the categories' (`category` null) or one category's services'. */
export function saveOrder(category: string | null, ids: string[]) {
  return category
    ? staffCall(orderCategoryServices, { params: { category }, body: { ids } })
    : staffCall(orderServiceCategories, { body: { ids } });
}

/** Adds a service, or sends a stored one's whole record again. */
export function saveService(id: string | null, body: ServiceRequest) {
  return id ? staffCall(updateService, { params: { service: id }, body }) : staffCall(createService, { body });
}

export function removeService(id: string) {
  return staffCall(deleteService, { params: { service: id } });
}
