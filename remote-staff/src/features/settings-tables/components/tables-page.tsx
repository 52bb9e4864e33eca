import { Link, useNavigate, useTypedLoaderData } from '@booking/shared/router';
import { NativeSelect } from '@booking/shared/ui/select-field/native-select';
import { FormattedMessage } from 'react-intl';
import { DirtyFormsGuard } from '../../../common/settings/dirty-forms';
import { settingsPath } from '../../../common/settings/settings-sections';
import type { tablesLoader } from '../api/tables-loader';
import { AreasSection } from './areas-section';
import { CombinationsSection } from './combinations-section';
import { TablesSection } from './tables-section';
import '../tables-settings.css';

/**
 * A restaurant branch's floor as guests and the host stand get it: areas, tables and
 * combinations. With several branches, the branch is chosen first (kept in the address).
 */
export function TablesPage() {
  const { branches, branchId, floor } = useTypedLoaderData<typeof tablesLoader>();
  const navigate = useNavigate();
  return (
    <section aria-labelledby="tables-title" className="tables-settings">
      <h1 id="tables-title">
        <FormattedMessage id="staff.settings.tables.title" />
      </h1>
      <p className="muted">
        <FormattedMessage id="staff.settings.tables.lead" />
      </p>
      {branches.length > 1 && (
        <NativeSelect
          id="tables-branch"
          label={<FormattedMessage id="staff.settings.tables.branch" />}
          value={branchId ?? ''}
          onChange={(event) => navigate(`?branch=${event.target.value}`)}
        >
          {branches.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
        </NativeSelect>
      )}
      {branchId && floor ? (
        <DirtyFormsGuard key={branchId}>
          <AreasSection branch={branchId} areas={floor.areas} />
          <TablesSection branch={branchId} floor={floor} />
          <CombinationsSection branch={branchId} floor={floor} />
        </DirtyFormsGuard>
      ) : (
        <p>
          <FormattedMessage id="staff.settings.tables.noBranch" />{' '}
          <Link to={settingsPath('branches/new')}>
            <FormattedMessage id="staff.settings.branches.add" />
          </Link>
        </p>
      )}
    </section>
  );
}
