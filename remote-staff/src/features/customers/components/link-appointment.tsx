import type { Customer } from '@booking/shared/contract/customers';
import type { StaffAppointment } from '@booking/shared/contract/staff-calendar';
import { useRevalidator } from '@booking/shared/router';
import { type CodedError, ErrorText } from '@booking/shared/ui/error-text/error-text';
import { FormattedZoned } from '@booking/shared/ui/format/formatted-zoned';
import { type FormEvent, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { MatchBadge } from '../../../common/match-badge/match-badge';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { findLinkCandidates, linkAppointment } from '../api/link-appointment';
import { fullName } from '../domain/customer-name';

type Search =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'failed' }
  | { state: 'found'; q: string; candidates: StaffAppointment[] };
type LinkProblem = { id: string; error: 'network' | CodedError };

/**
 * Staff link a walk-in, or an online booking whose customer was not found, to this customer.
 * Searched among the branch's appointments by the name, email or phone they were
 * booked under; only those that can be linked are offered. Once linked, the page reads the
 * customer again and the appointment shows among theirs as matched.
 */
export function LinkAppointment({ branch, customer }: { branch: string; customer: Customer }) {
  const api = useStaffApi();
  const revalidator = useRevalidator();
  const [q, setQ] = useState(customer.last_name);
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const [linking, setLinking] = useState<string | null>(null);
  const [problem, setProblem] = useState<LinkProblem | null>(null);
  const [linked, setLinked] = useState<string | null>(null);

  async function find(event?: FormEvent) {
    event?.preventDefault();
    const term = q.trim();
    setSearch({ state: 'searching' });
    const candidates = await findLinkCandidates(api, branch, term, customer.id);
    setSearch(candidates ? { state: 'found', q: term, candidates } : { state: 'failed' });
  }

  async function link(appointment: StaffAppointment) {
    if (linking) return;
    setLinking(appointment.id);
    setProblem(null);
    const result = await linkAppointment(api, appointment.id, customer.id);
    setLinking(null);
    if (!result.ok) {
      setProblem({
        id: appointment.id,
        error: 'network' in result ? 'network' : (result.error ?? { code: 'internal' }),
      });
      return;
    }
    setLinked(appointment.id);
    setSearch((current) =>
      current.state === 'found'
        ? { ...current, candidates: current.candidates.filter((candidate) => candidate.id !== appointment.id) }
        : current,
    );
    await revalidator.revalidate();
  }

  return (
    <section aria-labelledby="link-appointment-title" className="link-appointment card">
      <h2 id="link-appointment-title">
        <FormattedMessage id="staff.customers.link.title" />
      </h2>
      <p className="muted">
        <FormattedMessage id="staff.customers.link.intro" values={{ name: fullName(customer) }} />
      </p>
      <form className="link-search" onSubmit={(event) => void find(event)}>
        <div className="field">
          <label htmlFor="link-q">
            <FormattedMessage id="staff.customers.link.search" />
          </label>
          <input id="link-q" type="search" value={q} maxLength={100} onChange={(event) => setQ(event.target.value)} />
        </div>
        <button type="submit" className="button button-secondary" disabled={search.state === 'searching'}>
          <FormattedMessage id="staff.customers.link.find" />
        </button>
      </form>
      <div aria-live="polite">
        {linked && (
          <p className="success-text">
            <FormattedMessage id="staff.customers.link.done" values={{ name: fullName(customer) }} />
          </p>
        )}
        {search.state === 'failed' && (
          <p className="form-error">
            <FormattedMessage id="staff.customers.link.searchFailed" />
          </p>
        )}
        {search.state === 'found' && search.candidates.length === 0 && (
          <p className="muted">
            <FormattedMessage id="staff.customers.link.none" values={{ q: search.q }} />
          </p>
        )}
      </div>
      {search.state === 'found' && search.candidates.length > 0 && (
        <ul className="booking-list">
          {search.candidates.map((appointment) => (
            <li key={appointment.id} className="booking-item">
              <p className="booking-when">
                <strong>
                  <FormattedZoned value={appointment.start} dateStyle="medium" timeStyle="short" />
                </strong>{' '}
                {appointment.customer?.name ?? <FormattedMessage id="staff.customers.link.walkIn" />}
              </p>
              <p className="booking-services">{appointment.services.map((service) => service.name).join(', ')}</p>
              <p className="booking-facts">
                {appointment.customer_record ? (
                  <MatchBadge match={appointment.customer_record.match} />
                ) : (
                  <span className="badge">
                    <FormattedMessage id="staff.customers.link.noRecord" />
                  </span>
                )}
              </p>
              <button
                type="button"
                className="button"
                disabled={linking !== null}
                aria-busy={linking === appointment.id}
                onClick={() => void link(appointment)}
              >
                <FormattedMessage id="staff.customers.link.submit" values={{ name: fullName(customer) }} />
              </button>
              {problem?.id === appointment.id && (
                <p className="form-error" role="alert">
                  {problem.error === 'network' ? (
                    <FormattedMessage id="staff.customers.error.network" />
                  ) : (
                    <ErrorText error={problem.error} />
                  )}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
