import type { ServiceSettingsResponse } from '@booking/shared/contract/service-settings';
import { Link, useTypedLoaderData } from '@booking/shared/router';
import { FormattedMessage } from 'react-intl';
import { OrderStatus } from '../../../common/sortable-list/order-status';
import { SortableList } from '../../../common/sortable-list/sortable-list';
import { useSavedOrder } from '../../../common/sortable-list/use-saved-order';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { saveOrder } from '../api/service-settings-calls';
import type { servicesSettingsLoader } from '../api/services-settings-loader';
import { AddCategoryForm } from './add-category-form';
import { CategoryBlock } from './category-block';
import '../services-settings.css';

type Results = ServiceSettingsResponse['results'];

/**
 * The owner's services: categories in the order customers see them, each with its services
 * in order, both reordered by drag or keyboard and saved at once; adding a category here,
 * a service on its own page.
 */
export function ServicesSettingsPage() {
  const data = useTypedLoaderData<typeof servicesSettingsLoader>();
  return <ServicesSettings data={data} />;
}

function ServicesSettings({ data }: { data: Results }) {
  const api = useStaffApi();
  const names = new Map(data.categories.map((c) => [c.id, c.name]));
  const order = useSavedOrder(
    data.categories.map((c) => c.id),
    (ids) => saveOrder(api, null, ids),
  );
  return (
    <section aria-labelledby="services-settings-title" className="services-settings">
      <h1 id="services-settings-title">
        <FormattedMessage id="staff.settings.services.title" />
      </h1>
      <p className="muted">
        <FormattedMessage id="staff.settings.services.intro" />
      </p>
      <p className="muted" id="services-reorder-hint">
        <FormattedMessage id="staff.settings.services.reorderHint" />
      </p>
      <p className="muted">
        <FormattedMessage id="staff.settings.services.categoryRules" />
      </p>
      <p>
        <Link to="new" className="button">
          <FormattedMessage id="staff.settings.services.add" />
        </Link>
      </p>
      <OrderStatus notice={order.notice} />
      {data.categories.length === 0 ? (
        <p>
          <FormattedMessage id="staff.settings.services.empty" />
        </p>
      ) : (
        <SortableList
          className="services-categories"
          ids={order.ids}
          nameOf={(id) => names.get(id) ?? ''}
          onReorder={(ids) => void order.reorder(ids)}
          renderItem={(id, handle) => (
            <CategoryBlock
              id={id}
              name={names.get(id) ?? ''}
              handle={handle}
              services={data.services.filter((s) => s.category_id === id)}
              currency={data.currency}
            />
          )}
        />
      )}
      <AddCategoryForm />
      <p className="muted">
        <FormattedMessage id="staff.settings.services.publicNote" />
      </p>
    </section>
  );
}
