import type { CombinationSetting, TableSettings } from '@booking/shared/contract/table-settings';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { remove } from '../api/floor-calls';
import { CombinationForm } from './combination-form';
import { FloorRow, type RowWords } from './floor-row';

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

const WORDS: RowWords = {
  editOne: 'staff.settings.tables.combination.editOne',
  takeOut: 'staff.settings.tables.combination.remove',
  takeOutOne: 'staff.settings.tables.combination.removeOne',
  question: 'staff.settings.tables.combination.removeQuestion',
  consequence: 'staff.settings.tables.combination.removeConsequence',
};

function CombinationRow({ branch, floor, combination, onEdit }: CombinationRowProps) {
  const api = useStaffApi();
  const names = new Map(floor.tables.map((t) => [t.id, t.name]));
  return (
    <FloorRow
      item={combination}
      detail={
        <>
          {combination.table_ids.map((id) => names.get(id) ?? '').join(' + ')}
          {' · '}
          <FormattedMessage
            id="staff.settings.tables.seatsFromToValue"
            values={{ min: combination.min_seats, max: combination.max_seats }}
          />
        </>
      }
      words={WORDS}
      takeOut={(on) => remove(api, branch, combination.id, on)}
      floor={floor}
      onEdit={onEdit}
    />
  );
}
