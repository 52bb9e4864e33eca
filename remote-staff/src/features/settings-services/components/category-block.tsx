import type { ServiceSetting } from '@booking/shared/contract/service-settings';
import { Link } from '@booking/shared/router';
import { FormattedDuration } from '@booking/shared/ui/format/formatted-duration';
import { FormattedMoney } from '@booking/shared/ui/format/formatted-money';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { OrderStatus } from '../../../common/sortable-list/order-status';
import { SortableList } from '../../../common/sortable-list/sortable-list';
import { useSavedOrder } from '../../../common/sortable-list/use-saved-order';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { saveOrder } from '../api/service-settings-calls';
import { CategoryHead } from './category-head';

interface CategoryBlockProps {
  id: string;
  name: string;
  /** The button that moves the whole category. */
  handle: ReactNode;
  services: readonly ServiceSetting[];
  currency: string;
}

/** One category: its name, handle, rename and delete, its services in order (each with its own handle), a way to add one. */
export function CategoryBlock({ id, name, handle, services, currency }: CategoryBlockProps) {
  const api = useStaffApi();
  const byId = new Map(services.map((s) => [s.id, s]));
  const order = useSavedOrder(
    services.map((s) => s.id),
    (ids) => saveOrder(api, id, ids),
  );
  const titleId = `services-category-${id}`;
  return (
    <section className="services-category" aria-labelledby={titleId}>
      <CategoryHead id={id} name={name} titleId={titleId} handle={handle} serviceCount={services.length} />
      <OrderStatus notice={order.notice} />
      {services.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="staff.settings.services.categoryEmpty" />
        </p>
      ) : (
        <SortableList
          className="services-list"
          ids={order.ids}
          nameOf={(serviceId) => byId.get(serviceId)?.name ?? ''}
          onReorder={(ids) => void order.reorder(ids)}
          renderItem={(serviceId, serviceHandle) => {
            const service = byId.get(serviceId);
            if (!service) return null;
            return (
              <div className="services-row">
                {serviceHandle}
                <div className="services-row-text">
                  <Link to={service.id}>{service.name}</Link>
                  <span className="muted">
                    <FormattedDuration minutes={service.duration_minutes} />
                    {' · '}
                    <FormattedMoney money={{ amount_minor: service.price_minor, currency }} />
                  </span>
                  {!service.online_bookable && (
                    <span className="services-hidden-badge">
                      <FormattedMessage id="staff.settings.services.hiddenBadge" />
                    </span>
                  )}
                </div>
              </div>
            );
          }}
        />
      )}
      <Link to={`new?category=${id}`} className="services-add-here">
        <FormattedMessage id="staff.settings.services.addTo" values={{ category: name }} />
      </Link>
    </section>
  );
}
