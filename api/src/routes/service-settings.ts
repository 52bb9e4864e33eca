import {
  createService,
  createServiceCategory,
  deleteService,
  deleteServiceCategory,
  getServiceSettings,
  orderCategoryServices,
  orderServiceCategories,
  renameServiceCategory,
  updateService,
} from '@booking/shared/contract/operations/service-settings';
import type { ServiceRequest, ServiceSettingsResponse } from '@booking/shared/contract/service-settings';
import { Hono } from 'hono';
import type { Db } from '../db/db';
import { unknownIds } from '../db/employee-service-repo';
import {
  deleteCategory,
  deleteService as deleteServiceRow,
  findServiceSetting,
  loadServiceSettings,
  orderableIds,
  saveCategory,
  savePositions,
  saveService,
} from '../db/service-settings-repo';
import { errorResponse } from '../http/error-response';
import { registerOperation } from '../http/register-operation';

export type ServiceSettingsDeps = { db: Db; now: () => Date };

const invalid = (fields: Record<string, { code: 'invalid_value' | 'category_name_taken' }[]>) =>
  ({ code: 'invalid_input', fields }) as const;

/** The owner's services and categories (decision 0061): owners only, their own organization only. */
export function serviceSettingsRoutes({ db, now }: ServiceSettingsDeps) {
  const app = new Hono();
  const routes = { app, db, now };

  registerOperation(routes, getServiceSettings, async (c, _input, { staff: owner }) => {
    const results = await loadServiceSettings(db, owner.organizationId, now());
    return c.json({ results } satisfies ServiceSettingsResponse);
  });

  registerOperation(routes, createServiceCategory, async (c, { body }, { staff: owner }) => {
    const saved = await saveCategory(db, owner.organizationId, { id: null, name: body.name });
    if (saved === 'name_taken' || !saved) return errorResponse(c, invalid({ name: [{ code: 'category_name_taken' }] }));
    return c.json({ results: { category: saved } }, 201);
  });

  registerOperation(routes, renameServiceCategory, async (c, { params, body }, { staff: owner }) => {
    const saved = await saveCategory(db, owner.organizationId, { id: params.category, name: body.name });
    if (!saved) return errorResponse(c, { code: 'category_not_found' });
    if (saved === 'name_taken') return errorResponse(c, invalid({ name: [{ code: 'category_name_taken' }] }));
    return c.json({ results: { category: saved } });
  });

  registerOperation(routes, deleteServiceCategory, async (c, { params }, { staff: owner }) => {
    const outcome = await deleteCategory(db, owner.organizationId, params.category);
    if (outcome === 'not_found') return errorResponse(c, { code: 'category_not_found' });
    if (outcome === 'not_empty') return errorResponse(c, { code: 'category_not_empty' });
    return c.body(null, 204);
  });

  registerOperation(routes, orderServiceCategories, async (c, { body }, { staff: { organizationId } }) => {
    if (!sameIds(await orderableIds(db, organizationId, null), body.ids)) {
      return errorResponse(c, invalid({ ids: [{ code: 'invalid_value' }] }));
    }
    await savePositions(db, organizationId, 'service_categories', body.ids);
    return c.body(null, 204);
  });

  registerOperation(routes, orderCategoryServices, async (c, { params, body }, { staff: { organizationId } }) => {
    if ((await unknownIds(db, 'service_categories', organizationId, [params.category])).length > 0) {
      return errorResponse(c, { code: 'category_not_found' });
    }
    if (!sameIds(await orderableIds(db, organizationId, params.category), body.ids)) {
      return errorResponse(c, invalid({ ids: [{ code: 'invalid_value' }] }));
    }
    await savePositions(db, organizationId, 'services', body.ids);
    return c.body(null, 204);
  });

  registerOperation(routes, createService, async (c, { body }, { staff: { organizationId } }) => {
    const refused = await checkChoices(db, organizationId, body);
    if (refused) return errorResponse(c, refused);
    const id = await db.transaction((tx) => saveService(tx, organizationId, null, body));
    const service = id ? await findServiceSetting(db, organizationId, id, now()) : null;
    if (!service) throw new Error('createService: the new service was not found');
    return c.json({ results: { service } }, 201);
  });

  registerOperation(routes, updateService, async (c, { params, body }, { staff: { organizationId } }) => {
    if (!(await findServiceSetting(db, organizationId, params.service, now()))) {
      return errorResponse(c, { code: 'service_not_found' });
    }
    const refused = await checkChoices(db, organizationId, body);
    if (refused) return errorResponse(c, refused);
    await db.transaction((tx) => saveService(tx, organizationId, params.service, body));
    const service = await findServiceSetting(db, organizationId, params.service, now());
    if (!service) return errorResponse(c, { code: 'service_not_found' });
    return c.json({ results: { service } });
  });

  registerOperation(routes, deleteService, async (c, { params }, { staff: owner }) => {
    const outcome = await deleteServiceRow(db, owner.organizationId, params.service, now());
    if (outcome === 'not_found') return errorResponse(c, { code: 'service_not_found' });
    if (outcome === 'has_future_appointments') return errorResponse(c, { code: 'service_has_future_appointments' });
    return c.body(null, 204);
  });
  return app;
}

const sameIds = (known: readonly string[], given: readonly string[]) =>
  given.length === known.length && new Set(given).size === given.length && given.every((id) => known.includes(id));

/** A category, branch or employee that is not the organization's is refused at its field. */
async function checkChoices(db: Db, organizationId: string, body: ServiceRequest) {
  const fields: Record<string, { code: 'invalid_value' }[]> = {};
  if ((await unknownIds(db, 'service_categories', organizationId, [body.category_id])).length > 0) {
    fields.category_id = [{ code: 'invalid_value' }];
  }
  if ((await unknownIds(db, 'branches', organizationId, body.branch_ids)).length > 0) {
    fields.branch_ids = [{ code: 'invalid_value' }];
  }
  if ((await unknownIds(db, 'employees', organizationId, body.employee_ids)).length > 0) {
    fields.employee_ids = [{ code: 'invalid_value' }];
  }
  return Object.keys(fields).length > 0 ? invalid(fields) : null;
}
