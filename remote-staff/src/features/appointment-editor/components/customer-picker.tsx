import { ErrorText } from '@booking/shared/ui/error-text/error-text';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { type CustomerChoice, searchTermOf, visibleChoices } from '../domain/customer-search';
import { useCustomerSearch } from './use-customer-search';
import './customer-picker.css';

/** The radios' own group: the form's value is set from the choice, with the chosen customer's name kept. */
const RADIO_GROUP = 'appointment-customer-choice';

/**
 * An existing customer for the appointment: a search field that searches as staff type, and
 * what it finds as radio buttons (arrow keys move between them), then "No customer from the
 * file", which leaves the walk-in name to the form. Enter in the field takes the first customer
 * found; while a search is typed and nobody is chosen no radio is checked, so Tab goes from
 * the field to the first customer found, not to the walk-in. The chosen id is the form's
 * `name` field.
 */
export function CustomerPicker({ name, country }: { name: string; country: string }) {
  const { setValue } = useFormContext();
  const chosenId: string = useWatch({ name }) ?? '';
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<CustomerChoice | null>(null);
  // Walk-in is what an empty search means; with a search typed, only when chosen as such.
  const [walkInChosen, setWalkInChosen] = useState(false);
  const { state, retry } = useCustomerSearch(text, country);
  const found = state.kind === 'found' ? state.choices : [];
  const choices = visibleChoices(chosenId && chosen?.id === chosenId ? chosen : null, found);

  const walkIn = chosenId === '' && (walkInChosen || searchTermOf(text) === null);

  function choose(choice: CustomerChoice | null) {
    setChosen(choice);
    setWalkInChosen(choice === null);
    setValue(name, choice?.id ?? '', { shouldDirty: true });
  }

  return (
    <div className="customer-picker">
      <div className="field">
        <label htmlFor="appointment-customer-search">
          <FormattedMessage id="staff.appointment.customerSearch" />
        </label>
        <p id="appointment-customer-search-hint" className="field-hint">
          <FormattedMessage id="staff.appointment.customerSearchHint" />
        </p>
        <input
          id="appointment-customer-search"
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setWalkInChosen(false);
          }}
          // Enter takes the first customer found; it must not submit the appointment.
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            const [first] = found;
            if (first) choose(first);
          }}
          aria-describedby="appointment-customer-search-hint appointment-customer-status"
        />
        <p id="appointment-customer-status" className="customer-picker-status" role="status">
          <SearchStatus state={state} />
        </p>
        {state.kind === 'failed' && (
          <p className="field-error">
            {state.error ? (
              <ErrorText error={state.error} />
            ) : (
              <FormattedMessage id="staff.appointment.customerSearchFailed" />
            )}{' '}
            <button type="button" className="button button-secondary" onClick={retry}>
              <FormattedMessage id="staff.appointment.customerSearchRetry" />
            </button>
          </p>
        )}
      </div>
      {choices.length > 0 && (
        <fieldset className="customer-picker-choices">
          <legend className="visually-hidden">
            <FormattedMessage id="staff.appointment.customerChoices" />
          </legend>
          {choices.map((choice) => (
            <label key={choice.id} className="customer-choice">
              <input
                type="radio"
                name={RADIO_GROUP}
                value={choice.id}
                onChange={() => choose(choice)}
                checked={chosenId === choice.id}
              />
              <span>
                {choice.name}
                {choice.detail && <span className="customer-choice-detail">{choice.detail}</span>}
              </span>
            </label>
          ))}
          <label className="customer-choice">
            <input type="radio" name={RADIO_GROUP} value="" onChange={() => choose(null)} checked={walkIn} />
            <span>
              <FormattedMessage id="staff.appointment.customerNone" />
            </span>
          </label>
        </fieldset>
      )}
    </div>
  );
}

function SearchStatus({ state }: { state: ReturnType<typeof useCustomerSearch>['state'] }) {
  switch (state.kind) {
    case 'searching':
      return <FormattedMessage id="staff.appointment.customerSearching" />;
    case 'found':
      return state.total === 0 ? (
        <FormattedMessage id="staff.appointment.customerNoneFound" />
      ) : (
        <FormattedMessage
          id="staff.appointment.customerFound"
          values={{
            count: state.total,
            shown: state.choices.length,
            more: state.total - state.choices.length,
          }}
        />
      );
    default:
      return null;
  }
}
