import type { CombinationSetting, TableSettings } from '@booking/shared/contract/table-settings';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { remove } from '../api/floor-calls';
import { AffectedDialog } from './affected-dialog';
import { CombinationForm } from './combination-form';
import { useFloorChange } from './use-floor-change';

/** Named groups of tables joined for larger parties, offered only when no single table seats the party. */
export function CombinationsSection({ branch, floor }: { branch: string; floor: TableSettings }) {
  const [editing, setEditing] = useState<string | null>(null);
  const enough = floor.tables.filter((t) => !t.retired).length >= 2;
  return (
    <section aria-labelledby="tables-combinations-title" className="tables-block">
      <h2 id="tables-combinations-title">
        <FormattedMessage id="staff.settings.tables.combinations" />
      </h2>
      <p className="muted">
        <FormattedMessage id="staff.settings.tables.combinationsLead" />
      </p>
      <ul className="tables-list">
        {floor.combinations.map((combination) => (
          <li key={combination.id}>
            {editing === combination.id ? (
              <CombinationForm
                branch={branch}
                floor={floor}
                combination={combination}
                onDone={() => setEditing(null)}
              />
            ) : (
              <CombinationRow
                branch={branch}
                floor={floor}
                combination={combination}
                onEdit={() => setEditing(combination.id)}
              />
            )}
          </li>
        ))}
      </ul>
      {enough ? (
        <CombinationForm key={floor.combinations.length} branch={branch} floor={floor} combination={null} />
      ) : (
        <p className="muted">
          <FormattedMessage id="staff.settings.tables.combination.needTables" />
        </p>
      )}
    </section>
  );
}

interface CombinationRowProps {
  branch: string;
  floor: TableSettings;
  combination: CombinationSetting;
  onEdit: () => void;
}

function CombinationRow({ branch, floor, combination, onEdit }: CombinationRowProps) {
  const api = useStaffApi();
  const intl = useIntl();
  const change = useFloorChange();
  const names = new Map(floor.tables.map((t) => [t.id, t.name]));
  const send = () => change.change((on) => remove(api, branch, combination.id, on));
  return (
    <div className="tables-row">
      <span className="tables-row-name">{combination.name}</span>
      <span className="muted tables-row-detail">
        {combination.table_ids.map((id) => names.get(id) ?? '').join(' + ')}
        {' · '}
        <FormattedMessage
          id="staff.settings.tables.seatsFromToValue"
          values={{ min: combination.min_seats, max: combination.max_seats }}
        />
      </span>
      <span className="tables-row-buttons">
        <button
          type="button"
          className="button button-secondary"
          aria-label={intl.formatMessage(
            { id: 'staff.settings.tables.combination.editOne' },
            { name: combination.name },
          )}
          onClick={onEdit}
        >
          <FormattedMessage id="staff.settings.tables.edit" />
        </button>
        <button
          type="button"
          className="button button-secondary"
          aria-label={intl.formatMessage(
            { id: 'staff.settings.tables.combination.removeOne' },
            { name: combination.name },
          )}
          disabled={change.submit.busy}
          onClick={() => void send()}
        >
          <FormattedMessage id="staff.settings.tables.combination.remove" />
        </button>
      </span>
      {!change.asked && <StaffSubmitProblem failure={change.submit.failure} onRetry={() => void send()} />}
      {change.asked && (
        <AffectedDialog
          reservations={change.asked.reservations}
          floor={floor}
          changing={combination.id}
          busy={change.submit.busy}
          failure={change.submit.failure}
          onAnswer={(on) => void change.answer(on)}
          onClose={change.dismiss}
        />
      )}
    </div>
  );
}
