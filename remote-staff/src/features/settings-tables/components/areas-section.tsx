import type { AreaSetting } from '@booking/shared/contract/table-settings';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { OrderStatus } from '../../../common/sortable-list/order-status';
import { SortableList } from '../../../common/sortable-list/sortable-list';
import { useSavedOrder } from '../../../common/sortable-list/use-saved-order';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { removeEmptyArea, saveFloorOrder } from '../api/floor-calls';
import { AreaForm } from './area-form';
import { FloorRow, type RowWords } from './floor-row';

const WORDS: RowWords = {
  editOne: 'staff.settings.tables.area.renameOne',
  takeOut: 'staff.settings.tables.area.remove',
  takeOutOne: 'staff.settings.tables.area.removeOne',
  question: 'staff.settings.tables.area.removeQuestion',
  consequence: 'staff.settings.tables.area.removeConsequence',
};

/**
 * The branch's areas (inside, terrace, bar) in the order the host stand shows them: add,
 * rename, reorder, remove one without tables in service.
 */
export function AreasSection({ branch, areas }: { branch: string; areas: readonly AreaSetting[] }) {
  const api = useStaffApi();
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
            <FloorRow
              item={area}
              handle={handle}
              words={WORDS}
              takeOut={() => removeEmptyArea(api, branch, id)}
              onEdit={() => setEditing(id)}
            />
          );
        }}
      />
      <AreaForm branch={branch} area={null} />
    </section>
  );
}
