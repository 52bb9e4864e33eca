import type { BookingRulesResponse } from '@booking/shared/contract/booking-rules';
import type { BranchSettingsListResponse, BranchSettingsResponse } from '@booking/shared/contract/branch-settings';
import { getBookingRules, updateBookingRules } from '@booking/shared/contract/operations/booking-rules';
import {
  closeBranchSettings,
  createBranchSettings,
  listBranchSettings as listBranchSettingsOperation,
  reopenBranchSettings,
  updateBranchSettings,
} from '@booking/shared/contract/operations/settings-branches';
import { Hono } from 'hono';
import { saveBranchSettings, setBranchOpen } from '../commands/branch-settings';
import { changeBookingRules } from '../commands/change-booking-rules';
import { readBookingRules } from '../db/booking-rules-repo';
import { listBranchSettings } from '../db/branch-settings-repo';
import type { Db } from '../db/db';
import { errorResponse } from '../http/error-response';
import { registerOperation } from '../http/register-operation';
import type { PaymentProvider } from '../payments/payment-provider';

export type SettingsDeps = {
  db: Db;
  now: () => Date;
  provider: PaymentProvider;
};

/** The owner's branches and booking rules: owners only, their own organization only. */
export function settingsRoutes({ db, now, provider }: SettingsDeps) {
  const app = new Hono();
  const deps = { db, provider };
  const routes = { app, db, now };
  registerOperation(routes, listBranchSettingsOperation, async (c, _input, { staff: owner }) => {
    const branches = await listBranchSettings(db, owner.organizationId);
    return c.json({ results: { branches } } satisfies BranchSettingsListResponse);
  });
  registerOperation(routes, createBranchSettings, async (c, { body }, { staff: owner }) => {
    const saved = await saveBranchSettings(deps, owner.organizationId, null, body, now());
    if (!saved.ok) return errorResponse(c, saved.error);
    return c.json({ results: saved.value } satisfies BranchSettingsResponse, 201);
  });
  registerOperation(routes, updateBranchSettings, async (c, { params, body }, { staff: owner }) => {
    const saved = await saveBranchSettings(deps, owner.organizationId, params.branch, body, now());
    if (!saved.ok) return errorResponse(c, saved.error);
    return c.json({ results: saved.value } satisfies BranchSettingsResponse);
  });
  registerOperation(routes, closeBranchSettings, async (c, { params, body }, { staff: owner }) => {
    const saved = await setBranchOpen(deps, owner.organizationId, params.branch, true, body, now());
    if (!saved.ok) return errorResponse(c, saved.error);
    return c.json({ results: saved.value } satisfies BranchSettingsResponse);
  });
  registerOperation(routes, reopenBranchSettings, async (c, { params }, { staff: owner }) => {
    const saved = await setBranchOpen(deps, owner.organizationId, params.branch, false, {}, now());
    if (!saved.ok) return errorResponse(c, saved.error);
    return c.json({ results: saved.value } satisfies BranchSettingsResponse);
  });
  registerOperation(routes, getBookingRules, async (c, _input, { staff: owner }) => {
    const results = await readBookingRules(db, owner.organizationId);
    return c.json({ results } satisfies BookingRulesResponse);
  });
  registerOperation(routes, updateBookingRules, async (c, { body }, { staff: owner }) => {
    const changed = await changeBookingRules(db, owner.organizationId, body);
    if (!changed.ok) return errorResponse(c, changed.error);
    return c.json({ results: changed.value } satisfies BookingRulesResponse);
  });
  return app;
}
