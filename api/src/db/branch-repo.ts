import type { Branch } from '@booking/shared/contract/branches';
import type { Db } from './db';
import { insertRow } from './insert-row';

export type NewBranch = Omit<Branch, 'id' | 'phone'> & { phone?: string | null; position?: number };

// The public address names the house number with the street, as customers read it.
const COLUMNS =
  "id, slug, name, concat_ws(' ', street, nullif(house_number, '')) AS street, zip, city, country, timezone, phone";

export function insertBranch(db: Db, organizationId: string, branch: NewBranch): Promise<Branch> {
  return insertRow<Branch>(db, 'branches', { organization_id: organizationId, ...branch }, COLUMNS);
}

/** The branches customers can choose: a closed one is left out. */
export function listBranches(db: Db, organizationId: string): Promise<Branch[]> {
  return db.query<Branch>(
    `SELECT ${COLUMNS} FROM branches WHERE organization_id = $1 AND closed_at IS NULL ORDER BY position, name`,
    [organizationId],
  );
}

/** A branch customers can book at, by its page address: a closed one is not found. */
export async function findBranchBySlug(db: Db, organizationId: string, slug: string): Promise<Branch | null> {
  const [row] = await db.query<Branch>(
    `SELECT ${COLUMNS} FROM branches WHERE organization_id = $1 AND slug = $2 AND closed_at IS NULL`,
    [organizationId, slug],
  );
  return row ?? null;
}
