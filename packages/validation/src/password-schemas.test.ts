import * as v from 'valibot';

import { currentPasswordSchema, newPasswordSchema, passwordSchema } from './password-schemas';

const messageOf = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0]?.message;

describe('passwordSchema', () => {
  it.each(['Abcde1', 'Sparkle2024', ' Spaced1 '])('accepts %j', (password) => {
    expect(v.parse(passwordSchema, password)).toBe(password);
  });

  it.each([
    ['too short', 'Abc1'],
    ['no number', 'Abcdefgh'],
    ['no uppercase', 'abcdef12'],
  ])('rejects a password with %s', (_, password) => {
    expect(messageOf(passwordSchema, password)).toBe('validation.password.rules');
  });

  it('uses the required message of each password field', () => {
    expect(messageOf(passwordSchema, '')).toBe('validation.password.required');
    expect(messageOf(newPasswordSchema, '')).toBe('validation.newPassword.required');
    expect(messageOf(currentPasswordSchema, '')).toBe('validation.currentPassword.required');
  });

  it('accepts any non-empty current password, since old ones may predate the rules', () => {
    expect(v.is(currentPasswordSchema, 'old')).toBe(true);
  });
});
