import type { Branch } from '@booking/shared/contract/branches';
import { useLoaderData, useParams } from '@booking/shared/router';
import { BranchCards } from '@booking/shared/ui/branch-cards';
import { FormattedMessage } from 'react-intl';

/** `/{organization}`: the restaurant's locations; choosing one starts a reservation there. */
export function BranchList() {
  const branches = useLoaderData() as Branch[];
  const { organization } = useParams();
  return (
    <section aria-labelledby="branches-title">
      <h1 id="branches-title">
        <FormattedMessage id="gastro.branches.title" />
      </h1>
      {branches.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="gastro.branches.empty" />
        </p>
      ) : (
        <BranchCards branches={branches} hrefFor={(branch) => `/${organization}/${branch.slug}`} />
      )}
    </section>
  );
}
