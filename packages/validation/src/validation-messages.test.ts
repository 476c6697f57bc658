import { validationMessages } from './validation-messages';

describe('validationMessages', () => {
  it('uses the wording of the specification', () => {
    expect(validationMessages.required.defaultMessage).toBe('Please enter a value for this field');
    expect(validationMessages.lastNameRequired.defaultMessage).toBe('Your name is empty');
    expect(validationMessages.maxLength.defaultMessage).toBe('This field must be {length} characters or less');
    expect(validationMessages.emailInvalid.defaultMessage).toBe('Please enter a valid email address');
    expect(validationMessages.emailMismatch.defaultMessage).toBe('Email address you entered does not match');
    expect(validationMessages.passwordMismatch.defaultMessage).toBe('The password you entered does not match');
    expect(validationMessages.phoneInvalid.defaultMessage).toBe('Please enter a valid phone number');
    expect(validationMessages.termsRequired.defaultMessage).toBe('Please accept the terms and conditions');
    expect(validationMessages.amountInvalid.defaultMessage).toBe('Invalid amount');
    expect(validationMessages.locationRequired.defaultMessage).toBe('Please enter location');
    expect(validationMessages.giftCardPinIncorrect.defaultMessage).toBe('Incorrect pin');
  });

  it('gives every message a distinct id under validation.', () => {
    const ids = Object.values(validationMessages).map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^validation\.[a-zA-Z]+(\.[a-zA-Z]+)?$/);
  });
});
