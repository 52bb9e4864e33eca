import type { LoaderFunctionArgs } from '@booking/shared/router';
import { reservationDraftStore } from '../../../common/flow/reservation-draft';
import { loadTableSearch, type TableSearchData } from '../../../common/table-search/load-table-search';

/** The details step opens on the guest's earlier choices, kept in the draft. */
export async function detailsLoader(args: LoaderFunctionArgs): Promise<TableSearchData> {
  const { organization = '', branch = '' } = args.params;
  const { draft } = reservationDraftStore(organization, branch).getState();
  return loadTableSearch(args, { partySize: draft.partySize, date: draft.date });
}
