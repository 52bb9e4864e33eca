import { FormattedMessage } from 'react-intl';
import type { OrderNotice } from './use-saved-order';

/** Whether a new order was saved: said politely when it was, as an alert when it was put back. */
export function OrderStatus({ notice }: { notice: OrderNotice }) {
  return (
    <>
      <p role="status" className="services-order-status">
        {notice === 'saved' && <FormattedMessage id="staff.settings.services.orderSaved" />}
      </p>
      <div role="alert">
        {notice === 'failed' && (
          <p className="inline-error">
            <FormattedMessage id="staff.settings.services.orderFailed" />
          </p>
        )}
      </div>
    </>
  );
}
