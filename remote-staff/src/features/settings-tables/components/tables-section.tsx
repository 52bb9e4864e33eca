import type { TableSettings } from '@booking/shared/contract/table-settings';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { OrderStatus } from '../../../common/sortable-list/order-status';
import { SortableList } from '../../../common/sortable-list/sortable-list';
import { useSavedOrder } from '../../../common/sortable-list/use-saved-order';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { saveFloorOrder } from '../api/floor-calls';
import { TableForm } from './table-form';
import { TableRow } from './table-row';

/**
 * The tables in service in the owner's order (best fit takes the first of equal size), each to
 * edit or retire; a new one at the end; the retired ones named below, kept for their history.
 */
export function TablesSection({ branch, floor }: { branch: string; floor: TableSettings }) {
  const api = useStaffApi();
  const [editing, setEditing] = useState<string | null>(null);
  const inService = floor.tables.filter((t) => !t.retired);
  const retired = floor.tables.filter((t) => t.retired);
  const byId = new Map(inService.map((t) => [t.id, t]));
  const areaNames = new Map(floor.areas.map((a) => [a.id, a.name]));
  const order = useSavedOrder(
    inService.map((t) => t.id),
    (ids) => saveFloorOrder(api, branch, 'tables', ids),
  );
  return (
    <section aria-labelledby="tables-tables-title" className="tables-block">
      <h2 id="tables-tables-title">
        <FormattedMessage id="staff.settings.tables.tables" />
      </h2>
      <p className="muted">
        <FormattedMessage id="staff.settings.tables.tablesLead" />
      </p>
      {inService.length === 0 && (
        <p>
          <FormattedMessage id="staff.settings.tables.noTables" />
        </p>
      )}
      <OrderStatus notice={order.notice} />
      <SortableList
        className="tables-list"
        ids={order.ids}
        nameOf={(id) => byId.get(id)?.name ?? ''}
        onReorder={(ids) => void order.reorder(ids)}
        renderItem={(id, handle) => {
          const table = byId.get(id);
          if (!table) return null;
          return editing === id ? (
            <TableForm
              branch={branch}
              floor={floor}
              areas={floor.areas}
              table={table}
              onDone={() => setEditing(null)}
            />
          ) : (
            <TableRow
              branch={branch}
              floor={floor}
              table={table}
              areaName={table.area_id ? (areaNames.get(table.area_id) ?? null) : null}
              handle={handle}
              onEdit={() => setEditing(id)}
            />
          );
        }}
      />
      {retired.length > 0 && (
        <p className="muted">
          <FormattedMessage
            id="staff.settings.tables.retired"
            values={{ names: retired.map((t) => t.name).join(', ') }}
          />
        </p>
      )}
      <TableForm key={inService.length} branch={branch} floor={floor} areas={floor.areas} table={null} />
    </section>
  );
}
