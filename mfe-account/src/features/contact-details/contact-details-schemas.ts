import type { ProfileAnswer } from '@storefront/api-schemas';
import type { MarketCode } from '@storefront/i18n';
import { profileUpdateSchema, validationMessages } from '@storefront/validation';
import * as v from 'valibot';

/** The contact details form's fields, in the order they are shown (and focused on a failed save). */
export const contactDetailsFields = [
  'firstName',
  'lastName',
  'mobilePhone',
  'state',
  'email',
  'confirmEmail',
  'currentPassword',
  'newPassword',
  'confirmPassword',
] as const;
export type ContactDetailsField = (typeof contactDetailsFields)[number];
export type ContactDetailsDraft = Record<ContactDetailsField, string>;

/** The form as the member finds it: their details, the e-mail confirmation and passwords blank. */
export function draftFrom(profile: ProfileAnswer): ContactDetailsDraft {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    mobilePhone: profile.mobilePhone ?? '',
    state: profile.state ?? '',
    email: profile.email,
    confirmEmail: '',
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  };
}

/**
 * The update the form sends, as the shared schema reads it: names, mobile and state always (no state in New Zealand,
 * no mobile when the member had none and left it blank); the e-mail and its confirmation only when it changed; the
 * new password and its confirmation when either was typed; the current password when typed.
 */
export function updateFrom(draft: Record<string, string>, profile: ProfileAnswer): Record<string, string> {
  const update: Record<string, string> = { firstName: draft.firstName ?? '', lastName: draft.lastName ?? '' };
  const mobile = draft.mobilePhone ?? '';
  if (mobile !== '' || profile.mobilePhone !== null) update.mobilePhone = mobile;
  if (profile.market !== 'NZ') update.state = draft.state ?? '';
  const email = (draft.email ?? '').trim();
  if (email.toLowerCase() !== profile.email.toLowerCase()) {
    update.email = email;
    update.confirmEmail = draft.confirmEmail ?? '';
  }
  if (draft.currentPassword) update.currentPassword = draft.currentPassword;
  if (draft.newPassword || draft.confirmPassword) {
    update.newPassword = draft.newPassword ?? '';
    update.confirmPassword = draft.confirmPassword ?? '';
  }
  return update;
}

/** The API's own update schema for the member's market, plus: a new e-mail needs the current password too. */
export function contactDetailsSchema(market: MarketCode) {
  return v.pipe(
    profileUpdateSchema(market),
    v.forward(
      v.check(
        (input) => input.email === undefined || input.currentPassword !== undefined,
        validationMessages.currentPasswordRequired.id,
      ),
      ['currentPassword'],
    ),
  );
}
