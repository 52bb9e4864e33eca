import { FormattedMessage } from 'react-intl';

interface FloorFormFooterProps {
  /** The submit button's words: "Save" for a change, "Add table" and the like for a new one. */
  submitLabel: string;
  busy: boolean;
  /** Closes a change without saving; a form that adds has none. */
  onCancel?: () => void;
  /** The inline area form's submit is quieter than a whole table's. */
  quiet?: boolean;
}

/** A floor form's buttons: save (or add), and leave a change unsaved. */
export function FloorFormFooter({ submitLabel, busy, onCancel, quiet = false }: FloorFormFooterProps) {
  return (
    <p className="tables-actions">
      <button type="submit" className={`button ${quiet ? 'button-secondary' : 'button-primary'}`} disabled={busy}>
        <FormattedMessage id={submitLabel} />
      </button>
      {onCancel && (
        <button type="button" className="button button-secondary" onClick={onCancel}>
          <FormattedMessage id="staff.settings.tables.cancelEdit" />
        </button>
      )}
    </p>
  );
}
