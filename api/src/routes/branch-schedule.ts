import { type AvailabilityResponse, MAX_AVAILABILITY_DAYS } from '@booking/shared/contract/availability';
import type { BookingPolicyResponse } from '@booking/shared/contract/booking-policy';
import type { EmployeeListResponse, EmployeePhoto } from '@booking/shared/contract/employees';
import { getAvailability } from '@booking/shared/contract/operations/booking';
import { getBookingPolicy, listEmployees } from '@booking/shared/contract/operations/merchant';
import type { FieldError } from '@booking/shared/forms/field-errors';
import { dayNumber } from '@booking/shared/time/local-date';
import { Hono } from 'hono';
import { loadSlotSearch } from '../commands/load-slot-search';
import { imageUrl } from '../db/image-repo';
import { listBranchEmployees } from '../db/schedule-repo';
import { findSlots } from '../domain/availability/find-slots';
import { customerFacingName } from '../domain/staff/customer-facing-name';
import { errorResponse } from '../http/error-response';
import { presentFreeTimes } from '../http/present-free-times';
import { registerOperation } from '../http/register-operation';
import type { BookingDeps } from './booking-deps';

/**
 * Read-only schedule of a merchant: policy, employees, free times. A GET changes nothing.
 * `apiBase` is where this API is reached, for the addresses of employees' photos.
 */
export function branchScheduleRoutes(
  { db, now, merchants }: Pick<BookingDeps, 'db' | 'now' | 'merchants'>,
  apiBase: string,
) {
  const app = new Hono();
  registerOperation(app, getBookingPolicy, async (c, input) => {
    const merchant = await merchants.publicMerchant(input.params.organization);
    if (!merchant.ok) return errorResponse(c, merchant.error);
    const { policy, holdMinutes } = merchant.value;
    return c.json({ results: { policy, hold_minutes: holdMinutes } } satisfies BookingPolicyResponse);
  });
  registerOperation(app, listEmployees, async (c, input) => {
    const { organization, branch } = input.params;
    const bookable = await merchants.bookable(organization, branch);
    if (!bookable.ok) return errorResponse(c, bookable.error);
    // Customers see only those they may choose, by the name the owner chose for customers.
    const employees = (await listBranchEmployees(db, bookable.value.branch.id))
      .filter((e) => e.selectable)
      .map((e) => ({
        id: e.id,
        ...customerFacingName(e),
        photo: photoOf(e.photo_variants, apiBase),
        service_ids: e.service_ids,
      }));
    return c.json({ results: { employees } } satisfies EmployeeListResponse);
  });
  registerOperation(app, getAvailability, async (c, input) => {
    const { organization, branch: branchSlug } = input.params;
    const query = input.query;
    const fromDay = dayNumber(query.from);
    const toDay = dayNumber(query.to);
    if (toDay < fromDay) return rangeError(c, { code: 'before_from' });
    if (toDay - fromDay + 1 > MAX_AVAILABILITY_DAYS) {
      return rangeError(c, { code: 'range_too_long', params: { max_days: MAX_AVAILABILITY_DAYS } });
    }
    const bookable = await merchants.bookable(organization, branchSlug);
    if (!bookable.ok) return errorResponse(c, bookable.error);
    const { merchant, branch } = bookable.value;
    const loaded = await loadSlotSearch(db, {
      merchant,
      branch,
      serviceIds: query.services.split(','),
      employeeId: query.employee ?? null,
      fromDay,
      toDay,
      now: now(),
      fields: { services: 'services', employee: 'employee' },
    });
    if (!loaded.ok) return errorResponse(c, loaded.error);
    const zone = branch.timezone;
    // Free times change with every booking: never from a cache.
    c.header('Cache-Control', 'no-store');
    return c.json({
      results: {
        timezone: zone,
        duration_minutes: loaded.value.durationMinutes,
        employee_id: query.employee ?? null,
        ...presentFreeTimes(findSlots(loaded.value.search), zone),
      },
    } satisfies AvailabilityResponse);
  });
  return app;
}

function photoOf(variants: Record<string, string> | null | undefined, apiBase: string): EmployeePhoto {
  const url = (name: string) => (variants?.[name] ? imageUrl(apiBase, variants[name]) : null);
  return variants ? { '1x': url('1x'), '2x': url('2x'), '3x': url('3x') } : null;
}

function rangeError(c: Parameters<typeof errorResponse>[0], error: FieldError) {
  return errorResponse(c, { code: 'invalid_input', fields: { to: [error] } });
}
