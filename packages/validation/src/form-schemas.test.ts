import * as v from 'valibot';

import { emailSchema } from './contact-schemas';
import { fieldErrors } from './field-errors';
import {
  changePasswordSchema,
  confirmEmailSchema,
  confirmPasswordSchema,
  fieldsMatch,
  termsSchema,
} from './form-schemas';

const errorsOf = (schema: v.GenericSchema, input: unknown) => fieldErrors(v.safeParse(schema, input).issues ?? []);

describe('confirmation fields', () => {
  it('reports an e-mail mismatch on the confirmation field', () => {
    expect(errorsOf(confirmEmailSchema, { email: 'jane@example.com', confirmEmail: 'jane@example.co' })).toEqual({
      confirmEmail: 'validation.email.mismatch',
    });
  });

  it('accepts matching e-mails, ignoring surrounding spaces', () => {
    expect(errorsOf(confirmEmailSchema, { email: 'jane@example.com', confirmEmail: ' jane@example.com' })).toEqual({});
  });

  it('reports a password mismatch on the confirmation field', () => {
    expect(errorsOf(confirmPasswordSchema, { password: 'Sparkle1', confirmPassword: 'Sparkle2' })).toEqual({
      confirmPassword: 'validation.password.mismatch',
    });
  });

  it('reports each field on its own before comparing them', () => {
    expect(errorsOf(confirmPasswordSchema, { password: 'weak', confirmPassword: '' })).toEqual({
      password: 'validation.password.rules',
      confirmPassword: 'validation.confirmPassword.required',
    });
  });

  it('compares new and confirmed password when changing it', () => {
    expect(
      errorsOf(changePasswordSchema, { currentPassword: 'old', newPassword: 'Sparkle1', confirmPassword: 'Sparkle' }),
    ).toEqual({ confirmPassword: 'validation.password.mismatch' });
  });

  it('lets a bigger form compare its own fields', () => {
    const registration = v.pipe(
      v.object({ email: emailSchema, repeatEmail: v.string(), firstName: v.string() }),
      fieldsMatch('email', 'repeatEmail', 'validation.email.mismatch'),
    );
    expect(errorsOf(registration, { email: 'a@b.co', repeatEmail: 'a@b.com', firstName: 'Jo' })).toEqual({
      repeatEmail: 'validation.email.mismatch',
    });
  });
});

describe('termsSchema', () => {
  it('requires the terms box to be ticked', () => {
    expect(v.is(termsSchema, true)).toBe(true);
    expect(v.safeParse(termsSchema, false).issues?.[0]?.message).toBe('validation.terms.required');
    expect(v.safeParse(termsSchema, undefined).issues?.[0]?.message).toBe('validation.terms.required');
  });
});
