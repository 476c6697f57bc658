import { profileAnswerSchema, type ProfileAnswer } from '@storefront/api-schemas';
import type { ProfileUpdate } from '@storefront/validation';
import { accountApi } from '../../lib/account-api-client';

/**
 * `PATCH /account/profile` (SPEC §3 update account): names, mobile, state, and a new e-mail or password with the
 * current password. Refreshes: the profile answer (the caller puts the answer in its place).
 */
export function updateProfile(update: ProfileUpdate): Promise<ProfileAnswer> {
  return accountApi.patch('/account/profile', { body: update, schema: profileAnswerSchema });
}
