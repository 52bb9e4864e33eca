import { Link } from '@booking/shared/router';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ListSearch, writeListSearch } from '../domain/list-search';

/** Previous and next page as links (the page is in the URL), with where we are in words. */
export function ListPager({ search, pages }: { search: ListSearch; pages: number }) {
  const intl = useIntl();
  if (pages <= 1 && search.page <= 1) return null;
  const previous = search.page > 1 ? writeListSearch({ ...search, page: search.page - 1 }) || '?' : null;
  const next = search.page < pages ? writeListSearch({ ...search, page: search.page + 1 }) : null;
  return (
    <nav className="list-pager" aria-label={intl.formatMessage({ id: 'staff.customers.pages' })}>
      {previous ? (
        <Link to={previous} className="button button-secondary">
          <FormattedMessage id="staff.customers.previous" />
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">
        <FormattedMessage id="staff.customers.page" values={{ page: search.page, pages }} />
      </span>
      {next ? (
        <Link to={next} className="button button-secondary">
          <FormattedMessage id="staff.customers.next" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
