/**
 * An employee's name as customers see it (answers, emails, calendar files): the name the owner
 * chose for customers as the first name with no last name, or else first and last name.
 * SQL over the employees row aliased `e`.
 */
export const CUSTOMER_FIRST_NAME = 'coalesce(e.display_name, e.first_name)';
export const CUSTOMER_LAST_NAME = "CASE WHEN e.display_name IS NULL THEN e.last_name ELSE '' END";
