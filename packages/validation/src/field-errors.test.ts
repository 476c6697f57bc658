import * as v from 'valibot';

import { emailSchema } from './contact-schemas';
import {
  fieldErrorDescriptors,
  fieldErrors,
  fieldErrorValues,
  firstIssueMessage,
  serverFieldErrors,
} from './field-errors';
import { maxLength, requiredText } from './text-schemas';

const contactSchema = v.object({
  email: emailSchema,
  comment: v.pipe(requiredText('validation.comment.required'), maxLength(10)),
  address: v.object({ city: requiredText() }),
});

describe('fieldErrors', () => {
  it('keeps the first message of each field, keyed by its dot path', () => {
    const { issues } = v.safeParse(contactSchema, { email: 'nope', comment: '', address: { city: '' } });
    expect(fieldErrors(issues ?? [])).toEqual({
      email: 'validation.email.invalid',
      comment: 'validation.comment.required',
      'address.city': 'validation.required',
    });
  });

  it('adds the values a message needs', () => {
    const { issues } = v.safeParse(contactSchema, { email: 'a@b.co', comment: 'far too long', address: { city: 'X' } });
    expect(fieldErrorDescriptors(issues ?? [])).toEqual({
      comment: { id: 'validation.maxLength', values: { length: 10 } },
    });
  });

  it('is empty when there are no issues', () => {
    expect(fieldErrors([])).toEqual({});
    expect(firstIssueMessage(undefined)).toBeUndefined();
  });

  it('gives the first message of a single value', () => {
    expect(firstIssueMessage(v.safeParse(emailSchema, '').issues)).toBe('validation.email.required');
  });
});

describe('the values of field errors, as the API sends them beside its field errors', () => {
  it('names the values of each field whose first message has some', () => {
    const { issues } = v.safeParse(contactSchema, { email: 'nope', comment: 'far too long', address: { city: '' } });
    expect(fieldErrorValues(issues ?? [])).toEqual({ comment: { length: 10 } });
  });

  it('gives each of the API’s field errors its values on the form’s field', () => {
    const mapped = serverFieldErrors(
      { 'contact.email': 'validation.maxLength', 'contact.comment': 'validation.required' },
      ['email', 'comment'],
      (path) => path.replace('contact.', ''),
      { 'contact.email': { length: 254 } },
    );
    expect(mapped).toEqual({
      email: { id: 'validation.maxLength', values: { length: 254 } },
      comment: { id: 'validation.required' },
    });
  });
});
