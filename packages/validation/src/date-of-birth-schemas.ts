import * as v from 'valibot';

import { dateOfBirthMessages as m } from './date-of-birth-messages';

const ddmmyyyy = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** `DD/MM/YYYY` as `YYYY-MM-DD` when it is a real calendar date from 1900 to today; else undefined. */
export function dateOfBirthToIso(value: string, today: Date = new Date()): string | undefined {
  const match = ddmmyyyy.exec(value.trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < 1900 || date.getTime() > today.getTime()) return undefined;
  return `${match[3]}-${match[2]}-${match[1]}`;
}

/**
 * A date of birth typed as DD/MM/YYYY (SPEC §3 financing): a real date from 1900 to today. The output stays
 * DD/MM/YYYY (trimmed); `dateOfBirthToIso` converts it for storage.
 * @example v.parse(dateOfBirthSchema, ' 27/03/1985 ') // '27/03/1985'
 */
export const dateOfBirthSchema = v.pipe(
  v.string(m.required.id),
  v.trim(),
  v.nonEmpty(m.required.id),
  v.check((value) => dateOfBirthToIso(value) !== undefined, m.invalid.id),
);
