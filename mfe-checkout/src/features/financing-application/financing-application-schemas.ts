import { cardNumberSchema } from '@storefront/validation';
import * as v from 'valibot';
import { financingApplicationMessages as m } from './financing-application-messages';

const ddmmyyyy = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** Whether DD/MM/YYYY is a real calendar date in the past. */
function isPastDate(value: string): boolean {
  const match = ddmmyyyy.exec(value);
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && date.getTime() < Date.now();
}

/** A date of birth typed as DD/MM/YYYY (SPEC §3 financing). */
export const dateOfBirthSchema = v.pipe(
  v.string(m.dateOfBirthRequired.id),
  v.trim(),
  v.nonEmpty(m.dateOfBirthRequired.id),
  v.check(isPastDate, m.dateOfBirthInvalid.id),
);

/** The kinds of plan the finance provider offers: monthly payments or one payment. */
export const planTypes = ['monthly', 'single'] as const;

/** The financing application form: card number (VCC), date of birth and plan choice. */
export const financingApplicationSchema = v.object({
  cardNumber: cardNumberSchema,
  dateOfBirth: dateOfBirthSchema,
  plan: v.picklist(planTypes, m.planRequired.id),
});
