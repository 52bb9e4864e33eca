import { useLocation, useNavigate } from '@booking/shared/router';

/**
 * Closes a dialog route: back to the calendar view it opened over (the parent route, `..`),
 * keeping the view's query (the week's employee) but not the dialog's own prefills or the way
 * back to the list it was opened from.
 */
export function useCloseDialog() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return () => {
    const query = new URLSearchParams(search);
    query.delete('start');
    query.delete('end');
    query.delete('back');
    const rest = query.toString();
    navigate({ pathname: '..', search: rest ? `?${rest}` : '' });
  };
}
