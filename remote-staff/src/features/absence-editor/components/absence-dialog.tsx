import { useTypedLoaderData } from '@booking/shared/router';
import { FormattedMessage } from 'react-intl';
import { LoadedDialog } from '../../../common/staff-dialog/loaded-dialog';
import type { absenceLoader } from '../api/absence-loader';
import { EditAbsenceForm } from './edit-absence-form';
import { NewAbsenceForm } from './new-absence-form';

/** `absences/new` and `absences/:absence`: an employee's break, holiday, sickness or vacation. */
export function AbsenceDialog() {
  return (
    <LoadedDialog
      loaded={useTypedLoaderData<typeof absenceLoader>()}
      title={<FormattedMessage id="staff.absence.new.title" />}
      titleOf={({ absence }) => (
        <FormattedMessage id={absence ? 'staff.absence.edit.title' : 'staff.absence.new.title'} />
      )}
    >
      {(data, close) =>
        data.absence ? (
          <EditAbsenceForm data={data} absence={data.absence} onDone={close} />
        ) : (
          <NewAbsenceForm data={data} onDone={close} />
        )
      }
    </LoadedDialog>
  );
}
