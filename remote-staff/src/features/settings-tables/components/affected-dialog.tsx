import type {
  ReservationInTheWay,
  ReservationResolution,
  TableSettings,
} from '@booking/shared/contract/table-settings';
import type { SubmitFailure } from '@booking/shared/forms/use-submit';
import { Field } from '@booking/shared/ui/field/field';
import { FormattedZoned } from '@booking/shared/ui/format/formatted-zoned';
import { NativeSelect } from '@booking/shared/ui/select-field/native-select';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { StaffDialog } from '../../../common/staff-dialog/staff-dialog';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { moveChoices } from '../domain/move-choices';

interface AffectedDialogProps {
  reservations: readonly ReservationInTheWay[];
  floor: TableSettings;
  /** The table or combination being changed: not offered as a place to move to. */
  changing: string;
  busy: boolean;
  failure: SubmitFailure | null;
  onAnswer: (on: ReservationResolution[]) => void;
  onClose: () => void;
}

const CANCEL = 'cancel';

/**
 * The reservations a change would leave without a place, each with its time, party and guest:
 * moved to another table or combination, or cancelled with a message the guest is emailed.
 */
export function AffectedDialog({
  reservations,
  floor,
  changing,
  busy,
  failure,
  onAnswer,
  onClose,
}: AffectedDialogProps) {
  const intl = useIntl();
  const [choice, setChoice] = useState<Record<string, string>>(() =>
    Object.fromEntries(reservations.map((r) => [r.id, moveChoices(floor, r.party_size, changing)[0]?.id ?? CANCEL])),
  );
  const [message, setMessage] = useState<Record<string, string>>({});
  const answers = (): ReservationResolution[] =>
    reservations.map((r) => {
      const to = choice[r.id] ?? CANCEL;
      return to === CANCEL
        ? { reservation: r.id, action: 'cancel', message: message[r.id]?.trim() || null }
        : { reservation: r.id, action: 'move', to };
    });

  return (
    <StaffDialog title={<FormattedMessage id="staff.settings.tables.affected.title" />} onClose={onClose}>
      <p>
        <FormattedMessage id="staff.settings.tables.affected.lead" values={{ count: reservations.length }} />
      </p>
      <ul className="tables-affected">
        {reservations.map((r) => {
          const places = moveChoices(floor, r.party_size, changing);
          return (
            <li key={r.id}>
              <p className="tables-affected-what">
                <strong>
                  <FormattedZoned value={r.start} dateStyle="medium" timeStyle="short" />
                </strong>{' '}
                <FormattedMessage
                  id="staff.settings.tables.affected.party"
                  values={{
                    count: r.party_size,
                    name: r.name ?? intl.formatMessage({ id: 'staff.settings.tables.affected.noName' }),
                  }}
                />
              </p>
              <NativeSelect
                id={`affected-${r.id}`}
                label={<FormattedMessage id="staff.settings.tables.affected.choice" />}
                value={choice[r.id] ?? CANCEL}
                onChange={(event) => setChoice({ ...choice, [r.id]: event.target.value })}
              >
                {places.map((place) => (
                  <option key={place.id} value={place.id}>
                    {intl.formatMessage(
                      {
                        id:
                          place.kind === 'table'
                            ? 'staff.settings.tables.affected.moveTo.table'
                            : 'staff.settings.tables.affected.moveTo.combination',
                      },
                      { name: place.name, min: place.min_seats, max: place.max_seats },
                    )}
                  </option>
                ))}
                <option value={CANCEL}>{intl.formatMessage({ id: 'staff.settings.tables.affected.cancel' })}</option>
              </NativeSelect>
              {choice[r.id] === CANCEL && (
                <Field
                  id={`affected-message-${r.id}`}
                  label={<FormattedMessage id="staff.settings.tables.affected.message" />}
                  hint={<FormattedMessage id="staff.settings.tables.affected.messageHint" />}
                  error={undefined}
                >
                  {(control) => (
                    <textarea
                      rows={3}
                      {...control}
                      value={message[r.id] ?? ''}
                      maxLength={1000}
                      onChange={(event) => setMessage({ ...message, [r.id]: event.target.value })}
                    />
                  )}
                </Field>
              )}
            </li>
          );
        })}
      </ul>
      <StaffSubmitProblem failure={failure} onRetry={() => onAnswer(answers())} />
      <p className="tables-actions">
        <button type="button" className="button button-primary" disabled={busy} onClick={() => onAnswer(answers())}>
          <FormattedMessage id="staff.settings.tables.affected.confirm" />
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          <FormattedMessage id="staff.settings.tables.affected.back" />
        </button>
      </p>
    </StaffDialog>
  );
}
