import type { Loaded } from '@booking/shared/api-client/loaded';
import type { ReactNode } from 'react';
import { DialogLoadFailure } from './dialog-load-failure';
import { StaffDialog } from './staff-dialog';
import { useCloseDialog } from './use-close-dialog';

interface LoadedDialogProps<T> {
  /** What its loader read: the data, or why not. */
  loaded: Loaded<T>;
  /** The title while there is no data (and always, without `titleOf`). */
  title: ReactNode;
  /** The title once the data is there (the customer's or the guest's name). */
  titleOf?: (data: T) => ReactNode;
  /** The dialog's content for its data; `close` leaves it for the view behind (a form's Cancel, or done). */
  children: (data: T, close: () => void) => ReactNode;
}

/**
 * The frame of every dialog route over the calendar and the host stand: the modal with its
 * title and close (back to the view behind, staff-dialog.tsx), its content once its data is
 * read, or the failure in place with a Retry (dialog-load-failure.tsx). An ended session never
 * reaches it: the loader's `loadOrFailure` throws the redirect to sign in, and the dialog's
 * writes go there through `useDialogSubmit`.
 */
export function LoadedDialog<T>({ loaded, title, titleOf, children }: LoadedDialogProps<T>) {
  const close = useCloseDialog();
  return (
    <StaffDialog title={loaded.ok && titleOf ? titleOf(loaded.data) : title} onClose={close}>
      {loaded.ok ? children(loaded.data, close) : <DialogLoadFailure failure={loaded} />}
    </StaffDialog>
  );
}
