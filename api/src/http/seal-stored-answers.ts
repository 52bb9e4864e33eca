import type { SecretKeys } from '../auth/secret-keys';
import type { Db } from '../db/db';
import { createAnswerSeal } from './answer-seal';

/**
 * Seals the answers with a manage token that were stored in plain before answers were sealed
 * (decision 0044), so no plain token stays at rest and their replays keep working. Run at
 * start, after the migrations; once none are left it reads the small, swept table and finds
 * nothing.
 */
export async function sealStoredAnswers(db: Db, keys: SecretKeys): Promise<number> {
  const seal = createAnswerSeal(keys);
  const plain = await db.query<{ organization_id: string; key: string; response_body: unknown }>(
    `SELECT organization_id, key, response_body FROM idempotency_keys
      WHERE jsonb_typeof(response_body) = 'object' AND response_body -> 'results' ? 'manage_token'`,
  );
  for (const row of plain) {
    const ref = { organizationId: row.organization_id, key: row.key };
    await db.query(
      `UPDATE idempotency_keys SET response_body = to_jsonb($3::text) WHERE organization_id = $1 AND key = $2`,
      [ref.organizationId, ref.key, seal.seal(ref, row.response_body)],
    );
  }
  return plain.length;
}
