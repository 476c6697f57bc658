import {
  confirmPasswordFieldSchema,
  emailSchema,
  fieldsMatch,
  firstNameSchema,
  lastNameSchema,
  passwordSchema,
  phoneSchema,
  termsSchema,
  validationMessages as m,
} from '@storefront/validation';
import * as v from 'valibot';

/** Registration (the fields this frame asks for so far): names, e-mail, mobile, password twice, terms. */
export const registrationSchema = v.pipe(
  v.object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    mobilePhone: phoneSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordFieldSchema,
    terms: termsSchema,
  }),
  fieldsMatch('password', 'confirmPassword', m.passwordMismatch.id),
);
