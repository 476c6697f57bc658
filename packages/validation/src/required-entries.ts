import * as v from 'valibot';

/**
 * Makes a missing field fail like an empty one: valibot reports a missing key with the object's generic message,
 * so each required entry gets '' as its default and answers with its own message id ('Please enter your first
 * name'). Entries that are already optional stay as they are.
 * @example v.object(requiredEntries({ firstName: firstNameSchema, terms: termsSchema }))
 */
export function requiredEntries<TEntries extends v.ObjectEntries>(entries: TEntries): TEntries {
  return Object.fromEntries(
    Object.entries(entries).map(([key, schema]) => [
      key,
      schema.type === 'optional' || schema.type === 'exact_optional'
        ? schema
        : v.optional(schema as never, '' as never),
    ]),
  ) as unknown as TEntries;
}
