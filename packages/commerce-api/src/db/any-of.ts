import { sql, type RawBuilder } from 'kysely';

/**
 * The right side of `column = any($1::text[])` for a list of values, as `.where(column, '=', anyOf(values))`: one
 * statement text, so one prepared statement, and one parameter whatever the list's length. `in ($1, $2, …)` is a new
 * text for each length, and each takes one of the process's prepared names (`PREPARED_STATEMENTS_MAX`).
 */
export function anyOf<T extends string>(values: readonly T[], type: 'text' | 'uuid' = 'text'): RawBuilder<T> {
  return sql<T>`any(${[...values]}::${sql.raw(type)}[])`;
}
