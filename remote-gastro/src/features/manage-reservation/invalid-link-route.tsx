import { InvalidLinkBoundary } from '@booking/shared/ui/invalid-link/invalid-link-boundary';
import { FormattedMessage } from 'react-intl';

/** The manage link's routes: a link the API does not know says so and offers a new reservation. */
export function ErrorBoundary() {
  return (
    <InvalidLinkBoundary code="reservation_not_found" bookAgain={<FormattedMessage id="gastro.invalidLink.book" />} />
  );
}
