import type { Db } from './db';
import { insertRow } from './insert-row';

export type StaffUser = {
  id: string;
  email: string;
  name: string;
  /** Null for an invited account whose link has not set a password yet. */
  password_hash: string | null;
  role: 'owner' | 'staff';
  /** Whether the email is confirmed (an unconfirmed account cannot sign in). */
  confirmed: boolean;
  /** A business's sign-up waiting for this email: no password until the confirmation link sets one. */
  signing_up: boolean;
  /** The organization's slug. */
  organization: string;
  vertical: 'beauty' | 'gastro';
  /** Slug of the branch chosen last, or null. */
  branch: string | null;
};

export type NewStaffUser = {
  organizationId: string;
  email: string;
  name: string;
  passwordHash: string;
  /** `staff` unless said. */
  role?: 'owner' | 'staff';
};

export function insertStaffUser(db: Db, user: NewStaffUser): Promise<{ id: string }> {
  return insertRow(db, 'staff_users', {
    organization_id: user.organizationId,
    email: normaliseEmail(user.email),
    name: user.name,
    password_hash: user.passwordHash,
    role: user.role,
  });
}

export async function findStaffUserByEmail(db: Db, email: string): Promise<StaffUser | null> {
  const [row] = await db.query<StaffUser>(
    `SELECT u.id, u.email, u.name, u.password_hash, u.role, u.confirmed_at IS NOT NULL AS confirmed,
            (u.confirmed_at IS NULL AND o.confirmed_at IS NULL) AS signing_up, o.slug AS organization, o.vertical, b.slug AS branch
       FROM staff_users u JOIN organizations o ON o.id = u.organization_id
       LEFT JOIN branches b ON b.id = u.branch_id
      WHERE u.email = $1`,
    [normaliseEmail(email)],
  );
  return row ?? null;
}

/** Emails are stored lower-case (a CHECK enforces it), so lookups normalise the same way. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
