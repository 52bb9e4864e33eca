import type { GoLive } from '@booking/shared/contract/page-settings';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { switchPage } from '../api/go-live';
import { PageLink } from './page-link';

const ITEM_TEXT = {
  branch_with_hours: 'staff.settings.live.item.branch_with_hours',
  service: 'staff.settings.live.item.service',
  employee_with_hours: 'staff.settings.live.item.employee_with_hours',
  online_table: 'staff.settings.live.item.online_table',
  phone_for_large_parties: 'staff.settings.live.item.phone_for_large_parties',
} as const;

/**
 * Whether customers can find the page: what it still needs (each item as the API reads it
 * from the database) and the switch. Going live waits until nothing is missing; switching off
 * turns new visitors away while the links of booked customers keep working. Once live, the
 * page's address to open or share.
 */
export function GoLivePanel({ initial, pageUrl }: { initial: GoLive; pageUrl: string }) {
  const api = useStaffApi();
  const [state, setState] = useState(initial);
  const submit = useSubmit();
  const ready = state.checklist.every((entry) => entry.done);

  async function toggle() {
    const outcome = await submit.send(() => switchPage(api, !state.live));
    if (outcome?.kind === 'done') setState(outcome.data.results);
  }

  return (
    <section className="card go-live" aria-labelledby="go-live-title">
      <h2 id="go-live-title">
        <FormattedMessage id="staff.settings.live.title" />
      </h2>
      <p role="status">
        <FormattedMessage id={state.live ? 'staff.settings.live.isOn' : 'staff.settings.live.isOff'} />
      </p>
      {state.live && <PageLink url={pageUrl} />}
      <h3 id="go-live-checklist">
        <FormattedMessage id="staff.settings.live.checklist" />
      </h3>
      <ul className="go-live-checklist" aria-labelledby="go-live-checklist">
        {state.checklist.map(({ item, done }) => (
          <li key={item} className={done ? 'go-live-done' : 'go-live-missing'}>
            <span aria-hidden="true">{done ? '✓' : '✗'} </span>
            <FormattedMessage id={ITEM_TEXT[item]} />{' '}
            <span className="go-live-state">
              (<FormattedMessage id={done ? 'staff.settings.live.done' : 'staff.settings.live.missing'} />)
            </span>
          </li>
        ))}
      </ul>
      <p className="muted">
        <FormattedMessage id={state.live ? 'staff.settings.live.offHint' : 'staff.settings.live.onHint'} />
      </p>
      <StaffSubmitProblem failure={submit.failure} onRetry={() => void toggle()} />
      <button
        type="button"
        role="switch"
        aria-checked={state.live}
        className={state.live ? 'button button-secondary' : 'button'}
        disabled={submit.busy || (!state.live && !ready)}
        aria-describedby="go-live-checklist"
        onClick={() => void toggle()}
      >
        <FormattedMessage id="staff.settings.live.switch" />
        <span className="go-live-switch-state" aria-hidden="true">
          <FormattedMessage id={state.live ? 'staff.settings.live.on' : 'staff.settings.live.off'} />
        </span>
      </button>
    </section>
  );
}
