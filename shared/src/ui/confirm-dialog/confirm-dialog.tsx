import { type ReactNode, useEffect, useId, useRef } from 'react';
import '../button/button.css';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** E.g. "Yes, cancel". */
  confirmLabel: ReactNode;
  /** E.g. "No, keep". Also what Escape answers. */
  cancelLabel: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A yes/no question on a native modal `<dialog>`: the browser makes the page behind it inert
 * (focus stays inside) and Escape fires `cancel`, which answers "no". Focus starts on the
 * safe answer, so an Enter pressed by habit does not cancel an appointment, and goes back to
 * whatever opened the dialog when it closes.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const safeAnswer = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
      safeAnswer.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
    if (!open && opener.current instanceof HTMLElement) {
      opener.current.focus();
      opener.current = null;
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={(event) => {
        // Keep the dialog's state in React's hands: close through `open`, not the browser.
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children && <div id={bodyId}>{children}</div>}
      <div className="confirm-dialog-actions">
        <button ref={safeAnswer} type="button" className="button button-secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="button" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
