import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import './staff-dialog.css';

interface StaffDialogProps {
  title: ReactNode;
  /** Called for Escape and the close button; the route closes the dialog by navigating away. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A dialog over the calendar on a native modal `<dialog>`: the browser makes the grid behind
 * it inert (focus stays inside, the grid is hidden from screen readers) and Escape fires
 * `cancel`, which closes it. The dialog is a route: it opens when mounted and closes when the
 * route is left; focus then goes back to what opened it (an item or slot of the grid, a
 * button of the top bar), or to the calendar's main region if that is gone.
 * Focus starts on the title, so a screen reader reads what opened and Tab goes on from there.
 */
export function StaffDialog({ title, onClose, children }: StaffDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const intl = useIntl();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement;
    if (!element.open) element.showModal();
    heading.current?.focus();
    return () => {
      if (element.open) element.close();
      // After the route has re-rendered: the opener may be re-created by the grid's refresh.
      queueMicrotask(() => returnFocus(opener));
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="staff-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // React hands a nested dialog's cancel (a confirm dialog's Escape) to this handler
        // too: only this dialog's own Escape closes it.
        if (event.target !== event.currentTarget) return;
        // The route decides whether the dialog is open: close by navigating, not by the browser.
        event.preventDefault();
        onClose();
      }}
    >
      <div className="staff-dialog-header">
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <button
          type="button"
          className="button button-secondary staff-dialog-close"
          onClick={onClose}
          aria-label={intl.formatMessage({ id: 'staff.dialog.close' })}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="staff-dialog-body">{children}</div>
    </dialog>
  );
}

function returnFocus(opener: Element | null) {
  if (opener instanceof HTMLElement && opener.isConnected && opener !== document.body) {
    opener.focus();
    return;
  }
  const fallback = document.querySelector<HTMLElement>('[data-staff-calendar], main');
  if (!fallback) return;
  if (!fallback.hasAttribute('tabindex')) fallback.setAttribute('tabindex', '-1');
  fallback.focus();
}
