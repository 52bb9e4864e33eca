import type { TableSettings } from '@booking/shared/contract/table-settings';
import { ConfirmDialog } from '@booking/shared/ui/confirm-dialog/confirm-dialog';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FloorChangeOutcome } from './floor-change-outcome';
import { type Send, useFloorChange } from './use-floor-change';

/** The words of one kind of row (area, table, combination): its buttons and the question before it goes. */
export interface RowWords {
  /** "Change table {name}": the change button's name. */
  editOne: string;
  /** "Retire", "Remove": the button's visible word, and the question's yes. */
  takeOut: string;
  /** "Retire table {name}": the button's name. */
  takeOutOne: string;
  /** "Retire table {name}?" */
  question: string;
  /** What it means: kept in past reservations, no longer booked. */
  consequence: string;
}

interface FloorRowProps {
  /** The area, table or combination of the row. */
  item: { id: string; name: string };
  /** What it seats, where, who may take it. */
  detail?: ReactNode;
  /** The button that moves it in the owner's order, where the list has one. */
  handle?: ReactNode;
  words: RowWords;
  /** Retires or removes it; the reservations it would leave without a place are asked about. */
  takeOut: Send;
  floor?: TableSettings;
  onEdit: () => void;
}

/**
 * One area, table or combination in its list, with its buttons: change it, or take it out of
 * service after a question (Cancel is the safe answer). Reservations to come that it would
 * leave without a place are asked about next, each to move or cancel; a refusal is said
 * beside the buttons.
 */
export function FloorRow({ item, detail, handle, words, takeOut, floor, onEdit }: FloorRowProps) {
  const { id, name } = item;
  const intl = useIntl();
  const change = useFloorChange();
  const [asking, setAsking] = useState(false);
  const send = () => void change.change(takeOut);
  return (
    <div className="tables-row">
      {handle}
      <span className="tables-row-name">{name}</span>
      {detail && <span className="muted tables-row-detail">{detail}</span>}
      <span className="tables-row-buttons">
        <button
          type="button"
          className="button button-secondary"
          aria-label={intl.formatMessage({ id: words.editOne }, { name })}
          onClick={onEdit}
        >
          <FormattedMessage id="staff.settings.tables.edit" />
        </button>
        <button
          type="button"
          className="button button-secondary"
          aria-label={intl.formatMessage({ id: words.takeOutOne }, { name })}
          disabled={change.submit.busy}
          onClick={() => setAsking(true)}
        >
          <FormattedMessage id={words.takeOut} />
        </button>
      </span>
      <FloorChangeOutcome change={change} floor={floor} changing={id} onRetry={send} />
      <ConfirmDialog
        open={asking}
        title={<FormattedMessage id={words.question} values={{ name }} />}
        confirmLabel={<FormattedMessage id={words.takeOut} />}
        cancelLabel={<FormattedMessage id="staff.settings.tables.cancelEdit" />}
        onConfirm={() => {
          setAsking(false);
          send();
        }}
        onCancel={() => setAsking(false)}
      >
        <FormattedMessage id={words.consequence} />
      </ConfirmDialog>
    </div>
  );
}
