import { notificationStore, useNotifications } from '@booking/shared/stores/notifications';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';

function NotificationItem({ id, kind, messageId, values, durationMs }: ReturnType<typeof useNotifications>[number]) {
  const intl = useIntl();
  useEffect(() => {
    const timer = setTimeout(() => notificationStore.getState().dismiss(id), durationMs);
    return () => clearTimeout(timer);
  }, [id, durationMs]);
  return (
    <li className={`notification notification-${kind}`}>
      <span>{intl.formatMessage({ id: messageId }, values)}</span>
      <button
        type="button"
        className="notification-close"
        aria-label={intl.formatMessage({ id: 'shell.notification.dismiss' })}
        onClick={() => notificationStore.getState().dismiss(id)}
      >
        ×
      </button>
    </li>
  );
}

/** Top centre, 3 s by default; a live region so screen readers announce them. */
export function Notifications() {
  const items = useNotifications();
  return (
    <div className="notifications" role="status" aria-live="polite">
      <ul>
        {items.map((item) => (
          <NotificationItem key={item.id} {...item} />
        ))}
      </ul>
    </div>
  );
}
