import type { CustomerListQuery, CustomerSort } from '@booking/shared/contract/customers';
import type { CountryCode } from 'libphonenumber-js/min';
import { phoneSearchOf } from '../domain/customers/phone-search';
import { COLUMNS, type Row, toRecord } from './customer-repo';
import type { Db } from './db';
import { joinSql, rawSql, runSql, sql } from './sql';

const SORT_COLUMNS: Record<CustomerSort, string> = {
  last_name: 'lower(last_name) %s, lower(first_name) %s',
  first_name: 'lower(first_name) %s, lower(last_name) %s',
  customer_number: 'length(customer_number) %s, customer_number %s',
  created_at: 'created_at %s',
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of live customers. A search that is a phone number however written is one number
 * (`phoneSearchOf`: with the branch's country for a national one). Otherwise every word must be
 * found in the name, the email, the customer number or, as digits, the phone ("0171" finds
 * +49171...: the national prefix is dropped when the word starts with 0).
 */
export async function searchCustomers(
  db: Db,
  organizationId: string,
  search: Required<Omit<CustomerListQuery, 'q' | 'country'>> & Pick<CustomerListQuery, 'q' | 'country'>,
) {
  const where = [sql`organization_id = ${organizationId}`, rawSql('deleted_at IS NULL')];
  const phone = phoneSearchOf(search.q ?? '', search.country as CountryCode | undefined);
  if (phone) {
    const pattern = phone.kind === 'starts' ? `${phone.e164}%` : `%${phone.digits}%`;
    // A number of digits may be a customer number as well.
    where.push(sql`(phone LIKE ${pattern} OR customer_number ILIKE ${likePattern(search.q ?? '')})`);
  }
  for (const word of phone ? [] : (search.q ?? '').split(/\s+/).filter(Boolean).slice(0, 5)) {
    const p = likePattern(word);
    const digits = word.replace(/[^\d]/g, '').replace(/^0+/, '');
    const inPhone = digits.length >= 3 ? sql` OR phone LIKE ${`%${digits}%`}` : rawSql('');
    where.push(
      sql`(first_name ILIKE ${p} OR last_name ILIKE ${p} OR email ILIKE ${p} OR customer_number ILIKE ${p}${inPhone})`,
    );
  }
  const matching = joinSql(where, ' AND ');
  const direction = search.order === 'desc' ? 'DESC' : 'ASC';
  const order = rawSql(SORT_COLUMNS[search.sort].replaceAll('%s', direction));
  const [count] = await runSql<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM customers WHERE ${matching}`,
  );
  const rows = await runSql<Row>(
    db,
    sql`SELECT ${COLUMNS} FROM customers WHERE ${matching} ORDER BY ${order}, id
         LIMIT ${Number(search.limit)} OFFSET ${Number(search.offset)}`,
  );
  const total = count?.total ?? 0;
  const end = Number(search.offset) + rows.length;
  return { page: rows.map(toRecord), total, nextOffset: end < total ? end : null };
}
