import * as v from 'valibot';

import { emailSchema, phoneSchema } from './contact-schemas';

const messageOf = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0]?.message;

describe('emailSchema', () => {
  it('accepts an address and trims it', () => {
    expect(v.parse(emailSchema, ' jane.doe+rings@example.com.au ')).toBe('jane.doe+rings@example.com.au');
  });

  it('asks for an address when blank and a valid one otherwise', () => {
    expect(messageOf(emailSchema, '')).toBe('validation.email.required');
    expect(messageOf(emailSchema, 'jane@')).toBe('validation.email.invalid');
    expect(messageOf(emailSchema, 'jane.example.com')).toBe('validation.email.invalid');
  });
});

describe('phoneSchema', () => {
  it.each(['0412 345 678', '+61 412 345 678', '(02) 9876 5432', '021-555-0199', '+1 416.555.0199'])(
    'accepts %s',
    (phone) => {
      expect(v.is(phoneSchema, phone)).toBe(true);
    },
  );

  it.each(['12345', 'call me', '0412 345 678 ext 2', '+61 412 345 678 999 999'])('rejects %s', (phone) => {
    expect(messageOf(phoneSchema, phone)).toBe('validation.phone.invalid');
  });

  it('asks for the mobile number when blank', () => {
    expect(messageOf(phoneSchema, '')).toBe('validation.mobilePhone.required');
  });
});
