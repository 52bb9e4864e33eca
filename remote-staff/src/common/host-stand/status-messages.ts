import type { HostStatus } from '@booking/shared/contract/host-status';
import type { ReservationSource } from '@booking/shared/contract/staff-reservations';

/** Message ids spelled out, so the catalog check finds each one in the source. */
export const HOST_STATUS_MESSAGES: Record<HostStatus, string> = {
  confirmed: 'staff.host.status.confirmed',
  rescheduled: 'staff.host.status.rescheduled',
  arrived: 'staff.host.status.arrived',
  seated: 'staff.host.status.seated',
  finished: 'staff.host.status.finished',
  no_show: 'staff.host.status.no_show',
  cancelled: 'staff.host.status.cancelled',
};

export const SOURCE_MESSAGES: Record<ReservationSource, string> = {
  online: 'staff.host.source.online',
  phone: 'staff.host.source.phone',
  walk_in: 'staff.host.source.walk_in',
};
