import type { BranchSettingsResponse } from '@booking/shared/contract/branch-settings';
import { FormattedMessage } from 'react-intl';
import { AppointmentList } from '../../../common/appointments-choice/appointment-list';

export type Handled = Pick<BranchSettingsResponse['results'], 'kept' | 'cancelled'> & { move: boolean };

/**
 * What a saved change did to booked appointments: those cancelled (their customers were
 * written to), and those kept, each a link to the calendar when the owner chose to move them.
 */
export function HandledAppointments({ handled, branchSlug }: { handled: Handled; branchSlug: string }) {
  const { kept, cancelled, move } = handled;
  if (kept.length === 0 && cancelled.length === 0) return null;
  return (
    <div className="branch-handled" role="status">
      {cancelled.length > 0 && (
        <>
          <h2>
            <FormattedMessage id="staff.settings.branches.handled.cancelled" values={{ count: cancelled.length }} />
          </h2>
          <AppointmentList appointments={cancelled} />
        </>
      )}
      {kept.length > 0 && (
        <>
          <h2>
            <FormattedMessage
              id={move ? 'staff.settings.branches.handled.toMove' : 'staff.settings.branches.handled.kept'}
              values={{ count: kept.length }}
            />
          </h2>
          <AppointmentList appointments={kept} branchSlug={branchSlug} />
        </>
      )}
    </div>
  );
}
