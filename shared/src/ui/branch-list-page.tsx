import { useParams, useTypedLoaderData } from '@booking/shared/router';
import { FormattedMessage } from 'react-intl';
import type { branchChoiceLoader } from '../api-client/branch-choice-loader';
import { BranchCards } from './branch-cards';

/**
 * `/{organization}`: every vertical starts with the choice of a branch. The texts are the
 * remote's own (passed as message ids), so each vertical words it its way.
 */
export function BranchListPage({ titleId, emptyId }: { titleId: string; emptyId: string }) {
  const branches = useTypedLoaderData<typeof branchChoiceLoader>();
  const { organization } = useParams();
  return (
    <section aria-labelledby="branches-title">
      <h1 id="branches-title">
        <FormattedMessage id={titleId} />
      </h1>
      {branches.length === 0 ? (
        <p className="muted">
          <FormattedMessage id={emptyId} />
        </p>
      ) : (
        <BranchCards branches={branches} hrefFor={(branch) => `/${organization}/${branch.slug}`} />
      )}
    </section>
  );
}
