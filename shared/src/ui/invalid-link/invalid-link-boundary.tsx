import { isRouteErrorResponse, Link, useParams, useRouteError } from '@booking/shared/router';
import { useConfiguration } from '@booking/shared/stores/configuration';
import { type ReactNode, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useApi } from '../../api-client/api-access';
import { branchBySlug } from '../../api-client/find-branch';
import { loadOrFailure } from '../../api-client/loaded';
import type { Branch } from '../../contract/branches';
import { listBranches } from '../../contract/operations/branches';

interface InvalidLinkBoundaryProps {
  /** The API's code for a token it does not know (`appointment_not_found`, `reservation_not_found`). */
  code: string;
  /** The vertical's "book anew" text. */
  bookAgain: ReactNode;
}

/**
 * Error element of a manage link's routes (`/{organization}/{branch}/{token}/...`). A token
 * the API does not know (mistyped, cut off in a mail client, or from a booking since removed)
 * says so, names the merchant, gives the branch's phone and a way to book anew, instead of a
 * bare "Page not found". Any other error goes on to the shell's boundary.
 */
export function InvalidLinkBoundary({ code, bookAgain }: InvalidLinkBoundaryProps) {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404 || error.statusText !== code) throw error;
  return <InvalidLink bookAgain={bookAgain} />;
}

function InvalidLink({ bookAgain }: { bookAgain: ReactNode }) {
  const { organization = '', branch: slug = '' } = useParams();
  const merchant = useConfiguration().client_account.name;
  const branch = useBranch(organization, slug);
  const phone = branch?.phone;
  return (
    <section className="message-screen" aria-labelledby="invalid-link-title">
      <h1 id="invalid-link-title">
        <FormattedMessage id="kit.invalidLink.title" />
      </h1>
      <p>
        <FormattedMessage id="kit.invalidLink.body" values={{ merchant }} />
      </p>
      {branch && phone && (
        <p>
          <FormattedMessage
            id="kit.invalidLink.call"
            values={{
              branch: branch.name,
              phone: <a href={`tel:${phone.replaceAll(' ', '')}`}>{phone}</a>,
            }}
          />
        </p>
      )}
      <p>
        <Link className="button" to={branch ? `/${organization}/${branch.slug}` : `/${organization}`}>
          {bookAgain}
        </Link>
      </p>
    </section>
  );
}

/** The link's branch (or the merchant's only one), for its phone; null while loading, unknown or failed. */
function useBranch(organization: string, slug: string): Branch | null {
  const api = useApi();
  const [branches, setBranches] = useState<Branch[] | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    // Best effort: without the list the page still says the link is not valid, only without a phone.
    void loadOrFailure(listBranches, { params: { organization } }, { ...api, signal: abort.signal }).then((loaded) => {
      if (loaded.ok) setBranches(loaded.data.results.branches);
    });
    return () => abort.abort();
  }, [organization, api]);
  if (!branches) return null;
  return branchBySlug(branches, slug) ?? (branches.length === 1 ? (branches[0] ?? null) : null);
}
