import type { Db } from './db';

/**
 * A piece of SQL with its values kept apart from its text. Pieces nest (`sql\`... ${piece}\``)
 * and the `$n` placeholders are numbered once, when the whole statement is compiled, so no
 * code counts parameters: a CTE, a dynamic WHERE or SET list is written where it goes.
 * Compiled, it is the plain `(text, values)` the database layer runs on PGlite and
 * PostgreSQL alike (docs/decisions/0038).
 */
export class Sql {
  constructor(
    private readonly strings: readonly string[],
    private readonly values: readonly unknown[],
  ) {}

  compile(): { text: string; values: unknown[] } {
    const values: unknown[] = [];
    const text = this.write(values);
    return { text, values };
  }

  private write(values: unknown[]): string {
    let text = this.strings[0] ?? '';
    this.values.forEach((value, i) => {
      text += value instanceof Sql ? value.write(values) : `$${values.push(value)}`;
      text += this.strings[i + 1] ?? '';
    });
    return text;
  }
}

/** SQL text with every `${value}` a parameter, or a nested piece of SQL. */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  return new Sql(strings, values);
}

/**
 * Text that goes into the statement as it is: table and column names, sort directions.
 * Only ever from our code, never from a request.
 */
export function rawSql(text: string): Sql {
  return new Sql([text], []);
}

/** Pieces one after the other with a separator between them (`, `, ` AND `). */
export function joinSql(pieces: readonly Sql[], separator = ', '): Sql {
  if (pieces.length === 0) return rawSql('');
  return new Sql(['', ...pieces.slice(1).map(() => separator), ''], pieces);
}

/**
 * `column = value, ...` for an UPDATE's SET: a value is a parameter, or a piece of SQL
 * when it needs one (`sql\`${json}::text::jsonb\``, `now()`). Names come from our code.
 */
export function setList(row: Record<string, unknown>): Sql {
  return joinSql(Object.entries(row).map(([column, value]) => sql`${rawSql(column)} = ${value}`));
}

/** `(column, ...) VALUES (value, ...)` for an INSERT, values as in setList. */
export function insertList(row: Record<string, unknown>): Sql {
  const entries = Object.entries(row);
  const columns = rawSql(entries.map(([column]) => column).join(', '));
  return sql`(${columns}) VALUES (${joinSql(entries.map(([, value]) => sql`${value}`))})`;
}

/** Runs a statement on the database layer (which may be a transaction) and returns its rows. */
export function runSql<T>(db: Db, statement: Sql): Promise<T[]> {
  const { text, values } = statement.compile();
  return db.query<T>(text, values);
}
