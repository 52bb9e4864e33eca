import type { AreaSetting } from '@booking/shared/contract/table-settings';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { OrderStatus } from '../../../common/sortable-list/order-status';
import { SortableList } from '../../../common/sortable-list/sortable-list';
import { useSavedOrder } from '../../../common/sortable-list/use-saved-order';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { saveFloorOrder } from '../api/floor-calls';
import { AreaForm } from './area-form';

/** The branch's areas (inside, terrace, bar) in the order the host stand shows them: add, rename, reorder. */
export function AreasSection({ branch, areas }: { branch: string; areas: readonly AreaSetting[] }) {
  const api = useStaffApi();
  const intl = useIntl();
  const [editing, setEditing] = useState<string | null>(null);
  const byId = new Map(areas.map((a) => [a.id, a]));
  const order = useSavedOrder(
    areas.map((a) => a.id),
    (ids) => saveFloorOrder(api, branch, 'areas', ids),
  );
  return (
    <section aria-labelledby="tables-areas-title" className="tables-block">
      <h2 id="tables-areas-title">
        <FormattedMessage id="staff.settings.tables.areas" />
      </h2>
      <p className="muted">
        <FormattedMessage id="staff.settings.tables.areasLead" />
      </p>
      <OrderStatus notice={order.notice} />
      <SortableList
        className="tables-list"
        ids={order.ids}
        nameOf={(id) => byId.get(id)?.name ?? ''}
        onReorder={(ids) => void order.reorder(ids)}
        renderItem={(id, handle) => {
          const area = byId.get(id);
          if (!area) return null;
          return editing === id ? (
            <AreaForm branch={branch} area={area} onDone={() => setEditing(null)} />
          ) : (
            <div className="tables-row">
              {handle}
              <span className="tables-row-name">{area.name}</span>
              <button
                type="button"
                className="button button-secondary"
                aria-label={intl.formatMessage({ id: 'staff.settings.tables.area.renameOne' }, { name: area.name })}
                onClick={() => setEditing(id)}
              >
                <FormattedMessage id="staff.settings.tables.edit" />
              </button>
            </div>
          );
        }}
      />
      <AreaForm branch={branch} area={null} />
    </section>
  );
}
