import { useBlocker } from '@booking/shared/router';
import { ConfirmDialog } from '@booking/shared/ui/confirm-dialog/confirm-dialog';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * Asks before a settings form with unsaved changes is left: a link or Back inside the app
 * asks in a dialog ("Stay" is the safe answer), closing or reloading the tab asks through the
 * browser's own prompt. A save that succeeded makes the form clean before it moves on.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={<FormattedMessage id="staff.settings.unsaved.title" />}
      confirmLabel={<FormattedMessage id="staff.settings.unsaved.leave" />}
      cancelLabel={<FormattedMessage id="staff.settings.unsaved.stay" />}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <FormattedMessage id="staff.settings.unsaved.body" />
    </ConfirmDialog>
  );
}
