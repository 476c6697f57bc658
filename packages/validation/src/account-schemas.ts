import { australianStates, canadianProvincesEnglish, canadianProvincesFrench, type MarketCode } from '@storefront/i18n';
import * as v from 'valibot';

import { confirmEmailFieldSchema, emailSchema, phoneSchema } from './contact-schemas';
import { fieldsMatch, termsSchema } from './form-schemas';
import {
  confirmPasswordFieldSchema,
  currentPasswordSchema,
  newPasswordSchema,
  passwordSchema,
} from './password-schemas';
import { requiredEntries } from './required-entries';
import { firstNameSchema, lastNameSchema } from './text-schemas';
import { validationMessages as m } from './validation-messages';

/** The Brilliance interests a member can pick at registration (SPEC §3). */
export const memberInterests = ['engagement-and-wedding', 'special-occasions', 'gifts-for-myself'] as const;

/** Titles offered at registration. */
export const memberTitles = ['mr', 'mrs', 'ms', 'miss', 'mx', 'dr'] as const;

const optionsOf: Record<MarketCode, ReadonlyArray<{ value: string; abbreviation: string }>> = {
  AU: australianStates,
  CA: [...canadianProvincesEnglish, ...canadianProvincesFrench],
  NZ: [],
};

/**
 * The state or province of a member of this market: one of the market's options (value or abbreviation, English or
 * French list), output as the postal abbreviation ('Yukon' → 'YT'). New Zealand has none: the field is ignored.
 */
export function memberStateSchema(market: MarketCode) {
  const options = optionsOf[market];
  if (options.length === 0)
    return v.pipe(
      v.optional(v.unknown()),
      v.transform((): undefined => undefined),
    );
  const messageId = market === 'CA' ? m.provinceRequired.id : m.stateRequired.id;
  const abbreviation = new Map(options.flatMap((option) => [[option.value, option.abbreviation] as const]));
  for (const option of options) abbreviation.set(option.abbreviation, option.abbreviation);
  return v.pipe(
    v.string(messageId),
    v.trim(),
    v.nonEmpty(messageId),
    v.check((value) => abbreviation.has(value), messageId),
    v.transform((value): string | undefined => abbreviation.get(value)),
  );
}

function datePart(messageId: string, min: number, max: () => number) {
  return v.pipe(
    v.union([v.number(messageId), v.pipe(v.string(messageId), v.trim(), v.nonEmpty(messageId), v.digits(messageId))]),
    v.transform(Number),
    v.integer(messageId),
    v.check((value) => value >= min && value <= max(), messageId),
  );
}

/** Birthday day, month and year fields (numbers or digit strings); the date must exist and not be in the future. */
export const birthdayFields = {
  birthdayDay: datePart(m.birthdayDayRequired.id, 1, () => 31),
  birthdayMonth: datePart(m.birthdayMonthRequired.id, 1, () => 12),
  birthdayYear: datePart(m.birthdayYearRequired.id, 1900, () => new Date().getUTCFullYear()),
};

function birthdayExists(input: { birthdayDay: number; birthdayMonth: number; birthdayYear: number }): boolean {
  const date = new Date(Date.UTC(input.birthdayYear, input.birthdayMonth - 1, input.birthdayDay));
  return date.getUTCDate() === input.birthdayDay && date.getTime() <= Date.now();
}

/** Interests: any of `memberInterests`, each at most once; absent means none. */
export const interestsSchema = v.optional(
  v.pipe(
    v.array(v.picklist(memberInterests, m.required.id), m.required.id),
    v.maxLength(memberInterests.length, m.required.id),
    v.transform((values) => [...new Set(values)]),
  ),
  [],
);

/**
 * Brilliance registration (SPEC §3): e-mail, optional title, names, state or province of the market, mobile phone,
 * password twice, birthday, interests and the terms.
 */
export function registrationSchema(market: MarketCode) {
  return v.pipe(
    v.object(
      requiredEntries({
        email: emailSchema,
        title: v.optional(v.picklist(memberTitles, m.required.id)),
        firstName: firstNameSchema,
        lastName: lastNameSchema,
        state: memberStateSchema(market),
        mobilePhone: phoneSchema,
        password: passwordSchema,
        confirmPassword: confirmPasswordFieldSchema,
        ...birthdayFields,
        interests: interestsSchema,
        terms: termsSchema,
      }),
    ),
    fieldsMatch('password', 'confirmPassword', m.passwordMismatch.id),
    v.forward(
      v.partialCheck([['birthdayDay'], ['birthdayMonth'], ['birthdayYear']], birthdayExists, m.birthdayDayRequired.id),
      ['birthdayDay'],
    ),
  );
}

/** A registration as the API receives it. */
export type Registration = v.InferOutput<ReturnType<typeof registrationSchema>>;

/**
 * Update account (SPEC §3), every field optional so a form may send what changed: names, mobile, state, e-mail with
 * its confirmation, new password with its confirmation. Changing the e-mail or the password needs `currentPassword`
 * (the API checks it; a new password without it is refused here already).
 */
export function profileUpdateSchema(market: MarketCode) {
  return v.pipe(
    v.object({
      firstName: v.optional(firstNameSchema),
      lastName: v.optional(lastNameSchema),
      mobilePhone: v.optional(phoneSchema),
      state: v.optional(memberStateSchema(market)),
      email: v.optional(emailSchema),
      confirmEmail: v.optional(confirmEmailFieldSchema),
      currentPassword: v.optional(currentPasswordSchema),
      newPassword: v.optional(newPasswordSchema),
      confirmPassword: v.optional(confirmPasswordFieldSchema),
    }),
    v.forward(
      v.check((input) => input.email === undefined || input.confirmEmail !== undefined, m.confirmEmailRequired.id),
      ['confirmEmail'],
    ),
    v.forward(
      v.check(
        (input) =>
          input.email === undefined ||
          input.confirmEmail === undefined ||
          input.email.toLowerCase() === input.confirmEmail.toLowerCase(),
        m.emailMismatch.id,
      ),
      ['confirmEmail'],
    ),
    v.forward(
      v.check(
        (input) => input.newPassword === undefined || input.confirmPassword !== undefined,
        m.confirmPasswordRequired.id,
      ),
      ['confirmPassword'],
    ),
    v.forward(
      v.check(
        (input) =>
          input.newPassword === undefined ||
          input.confirmPassword === undefined ||
          input.newPassword === input.confirmPassword,
        m.passwordMismatch.id,
      ),
      ['confirmPassword'],
    ),
    v.forward(
      v.check(
        (input) => input.newPassword === undefined || input.currentPassword !== undefined,
        m.currentPasswordRequired.id,
      ),
      ['currentPassword'],
    ),
  );
}

/** An account update as the API receives it. */
export type ProfileUpdate = v.InferOutput<ReturnType<typeof profileUpdateSchema>>;
