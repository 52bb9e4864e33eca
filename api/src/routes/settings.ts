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
import { requireOwner } from '../http/require-owner';
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
  registerOperation(app, listBranchSettingsOperation, async (c) => {
    const owner = await requireOwner(db, c, now());
    if (!owner.ok) return errorResponse(c, owner.error);
    const branches = await listBranchSettings(db, owner.value.organizationId);
    return c.json({ results: { branches } } satisfies BranchSettingsListResponse);
  });
  registerOperation(app, createBranchSettings, async (c, { body }) => {
    const owner = await requireOwner(db, c, now());
    if (!owner.ok) return errorResponse(c, owner.error);
    const saved = await saveBranchSettings(deps, owner.value.organizationId, null, body, now());
    if (!saved.ok) return errorResponse(c, saved.error);
    return c.json({ results: saved.value } satisfies BranchSettingsResponse, 201);
  });
  registerOperation(app, updateBranchSettings, async (c, { params, body }) => {
    const owner = await requireOwner(db, c, now());
    if (!owner.ok) return errorResponse(c, owner.error);
    const saved = await saveBranchSettings(deps, owner.value.organizationId, params.branch, body, now());
    if (!saved.ok) return errorResponse(c, saved.error);
    return c.json({ results: saved.value } satisfies BranchSettingsResponse);
  });
  registerOperation(app, closeBranchSettings, async (c, { params, body }) => {
    const owner = await requireOwner(db, c, now());
    if (!owner.ok) return errorResponse(c, owner.error);
    const saved = await setBranchOpen(deps, owner.value.organizationId, params.branch, true, body, now());
    if (!saved.ok) return errorResponse(c, saved.error);
    return c.json({ results: saved.value } satisfies BranchSettingsResponse);
  });
  registerOperation(app, reopenBranchSettings, async (c, { params }) => {
    const owner = await requireOwner(db, c, now());
    if (!owner.ok) return errorResponse(c, owner.error);
    const saved = await setBranchOpen(deps, owner.value.organizationId, params.branch, false, {}, now());
    if (!saved.ok) return errorResponse(c, saved.error);
    return c.json({ results: saved.value } satisfies BranchSettingsResponse);
  });
  registerOperation(app, getBookingRules, async (c) => {
    const owner = await requireOwner(db, c, now());
    if (!owner.ok) return errorResponse(c, owner.error);
    const results = await readBookingRules(db, owner.value.organizationId);
    return c.json({ results } satisfies BookingRulesResponse);
  });
  registerOperation(app, updateBookingRules, async (c, { body }) => {
    const owner = await requireOwner(db, c, now());
    if (!owner.ok) return errorResponse(c, owner.error);
    const changed = await changeBookingRules(db, owner.value.organizationId, body);
    if (!changed.ok) return errorResponse(c, changed.error);
    return c.json({ results: changed.value } satisfies BookingRulesResponse);
  });
  return app;
}
