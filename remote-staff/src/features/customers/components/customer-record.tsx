import type { Customer } from '@booking/shared/contract/customers';
import { FormattedPhone } from '@booking/shared/ui/format/formatted-phone';
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { SourceLabel } from './source-label';

/** The record as a list of what staff know; what is not given says so rather than leaving a gap. */
export function CustomerRecord({ customer, country }: { customer: Customer; country: string }) {
  const intl = useIntl();
  const regions = new Intl.DisplayNames([intl.locale], { type: 'region' });
  const none = <span className="muted">{intl.formatMessage({ id: 'staff.customers.notGiven' })}</span>;
  const yesNo = (value: boolean) => intl.formatMessage({ id: value ? 'staff.customers.yes' : 'staff.customers.no' });
  return (
    <section className="customer-record card" aria-labelledby="customer-record-title">
      <h2 id="customer-record-title">
        <FormattedMessage id="staff.customers.record" />
      </h2>
      <dl>
        <Row label="staff.customers.field.email">{customer.email ?? none}</Row>
        <Row label="staff.customers.field.phone">
          {customer.phone ? <FormattedPhone phone={customer.phone} country={country} /> : none}
        </Row>
        <Row label="staff.customers.addresses">
          {customer.addresses.length === 0
            ? none
            : customer.addresses.map((address, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: addresses have no id; their order is the record's.
                <address key={index} className="customer-address-text">
                  <strong>
                    <FormattedMessage
                      id={
                        address.kind === 'billing'
                          ? 'staff.customers.address.billing'
                          : 'staff.customers.address.delivery'
                      }
                    />
                  </strong>
                  <br />
                  {[address.street, address.number].filter(Boolean).join(' ')}
                  <br />
                  {address.zip} {address.city}
                  <br />
                  {regions.of(address.country) ?? address.country}
                </address>
              ))}
        </Row>
        <Row label="staff.customers.field.birthday">
          {customer.birthday ? (
            <FormattedDate value={`${customer.birthday}T12:00:00Z`} dateStyle="long" timeZone="UTC" />
          ) : (
            none
          )}
        </Row>
        <Row label="staff.customers.field.gender">
          {customer.gender ? (
            <FormattedMessage
              id={customer.gender === 'female' ? 'staff.customers.gender.female' : 'staff.customers.gender.male'}
            />
          ) : (
            none
          )}
        </Row>
        <Row label="staff.customers.field.company">
          {customer.company ?? none}
          {customer.b2b && (
            <>
              {' '}
              <span className="badge">
                <FormattedMessage id="staff.customers.b2b" />
              </span>
            </>
          )}
        </Row>
        <Row label="staff.customers.field.newsletter">{yesNo(customer.newsletter)}</Row>
        <Row label="staff.customers.field.reminders">{yesNo(customer.reminders)}</Row>
        <Row label="staff.customers.column.source">
          <SourceLabel source={customer.source} />
        </Row>
        <Row label="staff.customers.field.comment">
          {customer.comment ? <span className="customer-comment">{customer.comment}</span> : none}
        </Row>
      </dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="customer-record-row">
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
