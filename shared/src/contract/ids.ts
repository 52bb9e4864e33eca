import * as z from 'zod/mini';

/** A UUID in its text form, as PostgreSQL writes it (any version). */
export const UUID_PATTERN = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/**
 * Every id on the wire (branches, services, employees, appointments, payments) is a UUID; a
 * well-formed but unknown id is a 404. A plain pattern rather than `z.uuid()`: that one
 * brings zod's string-format machinery (about 1.8 KB gzipped) into every first screen that
 * reads a branch list, for no check the database would not make anyway. Its own module, so that
 * reading an id does not also build the token and key schemas of tokens.ts.
 */
export const idSchema = z.string().check(z.regex(new RegExp(`^${UUID_PATTERN}$`)));
