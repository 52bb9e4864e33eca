import { BranchListPage } from '@booking/shared/ui/branch-list-page';

/** `/{organization}`: the salon's branches; choosing one starts a booking there. */
export function BranchList() {
  return <BranchListPage titleId="beauty.branches.title" emptyId="beauty.branches.empty" />;
}
