import { emailSchema, validationMessages as m } from '@storefront/validation';
import * as v from 'valibot';

/** Sign-in: an e-mail address and a password that is only required (older passwords predate today's rules). */
export const signInSchema = v.object({
  email: emailSchema,
  password: v.pipe(v.string(m.passwordRequired.id), v.nonEmpty(m.passwordRequired.id)),
});
