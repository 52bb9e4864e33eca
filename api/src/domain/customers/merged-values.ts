import type { CustomerValues } from './customer-values';

const MAX_ADDRESSES = 10;
const MAX_COMMENT = 2000;

/**
 * The kept record's fields after another record is merged into it. The kept record is the one
 * staff chose to keep, so whatever it says wins; what it leaves empty is taken from the other
 * (email, phone, birthday, gender, company). Nothing staff wrote is lost: addresses are joined
 * (without repeats, at most ten), comments are joined, and B2B holds if either said so. Consent
 * is not widened: the newsletter and reminders stay as the kept record has them.
 */
export function mergedValues(kept: CustomerValues, merged: CustomerValues): CustomerValues {
  const seen = new Set(kept.addresses.map((a) => JSON.stringify(a)));
  const addresses = [...kept.addresses, ...merged.addresses.filter((a) => !seen.has(JSON.stringify(a)))];
  const comments = [kept.comment, merged.comment].filter((c): c is string => Boolean(c));
  const comment = [...new Set(comments)].join('\n\n');
  return {
    ...kept,
    email: kept.email ?? merged.email,
    phone: kept.phone ?? merged.phone,
    addresses: addresses.slice(0, MAX_ADDRESSES),
    birthday: kept.birthday ?? merged.birthday,
    gender: kept.gender ?? merged.gender,
    company: kept.company ?? merged.company,
    b2b: kept.b2b || merged.b2b,
    comment: comment === '' ? null : comment.slice(0, MAX_COMMENT),
  };
}
