import { CUSTOMER_SORTS } from '@booking/shared/contract/customers';
import { Form } from '@booking/shared/router';
import { NativeSelect } from '@booking/shared/ui/select-field/native-select';
import { FormattedMessage } from 'react-intl';
import type { ListSearch } from '../domain/list-search';
import { SortLabel } from './sort-label';

/**
 * Search and sort as a GET form: submitting writes `?q=&sort=&order=` into the URL (page 1),
 * and the list's loader reads it, so the state survives reload, back and a shared link.
 * Nothing submits on change: arrows through a select must not reload the list on every step.
 */
export function CustomerSearchForm({ search }: { search: ListSearch }) {
  return (
    <Form method="get" role="search" className="customer-search">
      <div className="field customer-search-q">
        <label htmlFor="customer-q">
          <FormattedMessage id="staff.customers.search.label" />
        </label>
        <p id="customer-q-hint" className="field-hint">
          <FormattedMessage id="staff.customers.search.hint" />
        </p>
        <input
          id="customer-q"
          name="q"
          type="search"
          defaultValue={search.q}
          maxLength={100}
          autoComplete="off"
          aria-describedby="customer-q-hint"
        />
      </div>
      <NativeSelect
        id="customer-sort"
        name="sort"
        defaultValue={search.sort}
        label={<FormattedMessage id="staff.customers.sort.label" />}
      >
        {CUSTOMER_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            <SortLabel sort={sort} />
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        id="customer-order"
        name="order"
        defaultValue={search.order}
        label={<FormattedMessage id="staff.customers.order.label" />}
      >
        <option value="asc">
          <FormattedMessage id="staff.customers.order.asc" />
        </option>
        <option value="desc">
          <FormattedMessage id="staff.customers.order.desc" />
        </option>
      </NativeSelect>
      <button type="submit" className="button">
        <FormattedMessage id="staff.customers.search.submit" />
      </button>
    </Form>
  );
}
