import { BranchListPage } from '@booking/shared/ui/branch-list-page';

/** `/{organization}`: the restaurant's locations; choosing one starts a reservation there. */
export function BranchList() {
  return <BranchListPage titleId="gastro.branches.title" emptyId="gastro.branches.empty" />;
}
