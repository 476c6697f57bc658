import * as v from 'valibot';

import { fieldErrors } from './field-errors';
import { profileUpdateSchema, registrationSchema } from './account-schemas';
import { contactEnquirySchema } from './contact-enquiry-schemas';

const form = {
  email: 'harper@example.com',
  firstName: 'Harper',
  lastName: 'Lee',
  state: 'QLD',
  mobilePhone: '0412 345 678',
  password: 'Sparkle9',
  confirmPassword: 'Sparkle9',
  birthdayDay: '29',
  birthdayMonth: '2',
  birthdayYear: '1992',
  terms: true,
};

function errorsOf(schema: v.GenericSchema, input: unknown) {
  return fieldErrors(v.safeParse(schema, input).issues ?? []);
}

describe('registrationSchema', () => {
  it('accepts a complete form, birthday parts as digit strings, no interests', () => {
    const result = v.safeParse(registrationSchema('AU'), form);
    expect(result.success).toBe(true);
    expect(result.output).toMatchObject({ birthdayDay: 29, birthdayMonth: 2, birthdayYear: 1992, interests: [] });
  });

  it('names every missing field with its own message', () => {
    expect(errorsOf(registrationSchema('AU'), {})).toMatchObject({
      email: 'validation.email.required',
      firstName: 'validation.firstName.required',
      lastName: 'validation.lastName.required',
      state: 'validation.state.required',
      mobilePhone: 'validation.mobilePhone.required',
      password: 'validation.password.required',
      birthdayDay: 'validation.birthdayDay.required',
      terms: 'validation.terms.required',
    });
  });

  it('refuses 29 February of a common year and another market’s province', () => {
    expect(errorsOf(registrationSchema('AU'), { ...form, birthdayYear: '1993' })).toEqual({
      birthdayDay: 'validation.birthdayDay.required',
    });
    expect(errorsOf(registrationSchema('CA'), form)).toEqual({ state: 'validation.province.required' });
  });
});

describe('profileUpdateSchema', () => {
  it('needs the confirmation and the current password with a new password', () => {
    expect(errorsOf(profileUpdateSchema('AU'), { newPassword: 'Sparkle10' })).toEqual({
      confirmPassword: 'validation.confirmPassword.required',
      currentPassword: 'validation.currentPassword.required',
    });
  });
});

describe('contactEnquirySchema', () => {
  it('asks an order enquiry for its type and number', () => {
    expect(
      errorsOf(contactEnquirySchema, {
        enquiryType: 'order',
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.co',
        comment: 'x',
      }),
    ).toEqual({
      orderEnquiryType: 'validation.orderEnquiryType.required',
      orderNumber: 'validation.orderNumber.required',
    });
  });
});
