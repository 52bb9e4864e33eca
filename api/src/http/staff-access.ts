import type { Operation } from '@booking/shared/contract/operation';
import type { Context } from 'hono';
import type { Db } from '../db/db';
import { findStaffBranch, type StaffBranchRef } from '../db/staff-calendar-repo';
import type { StaffPrincipal } from '../db/staff-session-repo';
import type { DomainError, Result } from '../domain/result';
import { readParams } from './read-input';
import { requireOwner } from './require-owner';
import { requireStaff } from './require-staff';

/** What a staff operation's check reads: the sessions, at the request's time. */
export type StaffAuth = { db: Db; now: () => Date };

/**
 * The staff area's own branch paths, named by slug: the calendar, the host stand and their
 * writes. (The owner's settings name a branch by its id, like any other record they edit.)
 */
export const STAFF_BRANCH_PATH = '/v0/staff/branches/{branch}/';

type NamesStaffBranch<O extends Operation> = O['path'] extends `${typeof STAFF_BRANCH_PATH}${string}` ? true : false;

/** Who calls a staff operation and, on a branch path, the branch of their organization it names. */
export type StaffAccess<O extends Operation = Operation> =
  NamesStaffBranch<O> extends true ? { staff: StaffPrincipal; branch: StaffBranchRef } : { staff: StaffPrincipal };

export const namesStaffBranch = (op: Pick<Operation, 'path'>) => op.path.startsWith(STAFF_BRANCH_PATH);

/**
 * The session (401 `unauthenticated`), then the role (403 `owner_only` for staff on an
 * owner's operation), then on a branch path its parameters (400 as every input) and the
 * branch among the caller's organization's (404 `branch_not_found` for any other, so another
 * merchant's slugs are not confirmed). Nothing here reads the query or the body.
 */
export async function checkStaffAccess<O extends Operation>(
  { db, now }: StaffAuth,
  c: Context,
  op: O,
): Promise<Result<StaffAccess<O>, DomainError>> {
  const at = now();
  const found = op.ownerOnly ? await requireOwner(db, c, at) : await requireStaff(db, c, at);
  if (!found.ok) return found;
  const staff = found.value;
  if (!namesStaffBranch(op)) return { ok: true, value: { staff } as StaffAccess<O> };
  // A malformed slug is refused by its schema as before (400), and never reaches a query.
  const params = readParams(c, op);
  if (!params.ok) return params;
  const slug = (params.value as { branch: string }).branch;
  const branch = await findStaffBranch(db, staff.organizationId, slug);
  if (!branch) return { ok: false, error: { code: 'branch_not_found' } };
  // The path was tested above: the one place where the runtime check meets the static type.
  return { ok: true, value: { staff, branch } as StaffAccess<O> };
}
