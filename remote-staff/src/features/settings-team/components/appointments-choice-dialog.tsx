import type { AppointmentInTheWay } from '@booking/shared/contract/appointments-in-the-way';
import { ConfirmDialog } from '@booking/shared/ui/confirm-dialog/confirm-dialog';
import { useId, useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';

export type AppointmentsChoice = { appointments: 'keep' | 'cancel'; message: string | null };

/**
 * Asks what becomes of booked appointments a change takes away (hours removed, an employee
 * leaving), listing them: keep them booked (they stay in the calendar, to move there one by
 * one), or cancel them, the customers told with the owner's words. "Don't save" changes nothing.
 */
export function AppointmentsChoiceDialog({
  appointments,
  onChoose,
  onCancel,
}: {
  appointments: readonly AppointmentInTheWay[] | null;
  onChoose: (choice: AppointmentsChoice) => void;
  onCancel: () => void;
}) {
  const [kind, setKind] = useState<'keep' | 'cancel'>('keep');
  const [message, setMessage] = useState('');
  const name = useId();
  return (
    <ConfirmDialog
      open={appointments !== null}
      title={<FormattedMessage id="staff.team.conflict.title" values={{ count: appointments?.length ?? 0 }} />}
      confirmLabel={<FormattedMessage id="staff.team.conflict.save" />}
      cancelLabel={<FormattedMessage id="staff.team.conflict.dontSave" />}
      onConfirm={() => onChoose({ appointments: kind, message: kind === 'cancel' ? message.trim() || null : null })}
      onCancel={onCancel}
    >
      <ul className="team-conflict-list">
        {(appointments ?? []).map((a) => (
          <li key={a.id}>
            <FormattedDate value={a.start.slice(0, 19)} dateStyle="medium" timeStyle="short" />
            {' · '}
            {a.customer ?? <FormattedMessage id="staff.team.conflict.walkIn" />}
            {a.services.length > 0 && ` · ${a.services.join(', ')}`}
          </li>
        ))}
      </ul>
      <fieldset className="team-conflict-choice">
        <legend>
          <FormattedMessage id="staff.team.conflict.question" />
        </legend>
        <label>
          <input type="radio" name={name} checked={kind === 'keep'} onChange={() => setKind('keep')} />{' '}
          <FormattedMessage id="staff.team.conflict.keep" />
        </label>
        <label>
          <input type="radio" name={name} checked={kind === 'cancel'} onChange={() => setKind('cancel')} />{' '}
          <FormattedMessage id="staff.team.conflict.cancel" />
        </label>
      </fieldset>
      {kind === 'cancel' && (
        <label className="team-conflict-message">
          <FormattedMessage id="staff.team.conflict.message" />
          <textarea value={message} maxLength={1000} rows={3} onChange={(e) => setMessage(e.target.value)} />
        </label>
      )}
    </ConfirmDialog>
  );
}
