import * as v from 'valibot';

import { contactEnquirySchema, enquiryFields, enquiryTypes } from './contact-enquiry-schemas';
import { fieldErrors } from './field-errors';

const shopper = { firstName: 'Grace', lastName: 'Nguyen', email: 'grace@example.com', comment: 'Hello' };

const errorsOf = (input: unknown) => {
  const result = v.safeParse(contactEnquirySchema, input);
  return result.success ? {} : fieldErrors(result.issues);
};

/** A valid value of each field an enquiry type may ask for. */
const filled = {
  orderEnquiryType: 'incorrect-order',
  orderNumber: '1234 5678 9012',
  productName: 'Pearl drop earrings',
  productNumber: '1234 5678',
  storeLocation: 'sydney-pitt-street',
  quoteNumber: 'Q-2041',
};

describe('contactEnquirySchema', () => {
  it.each([
    ['general', {}],
    [
      'order',
      { orderEnquiryType: 'validation.orderEnquiryType.required', orderNumber: 'validation.orderNumber.required' },
    ],
    ['product', { productName: 'validation.required' }],
    ['recycle', {}],
    ['store-feedback', { storeLocation: 'validation.storeLocation.required' }],
  ])('asks a %s enquiry for exactly its required fields, with their own messages', (enquiryType, required) => {
    expect(errorsOf({ enquiryType, ...shopper })).toEqual(required);
  });

  it.each(enquiryTypes)('keeps the fields a %s enquiry asks for, and only those', (enquiryType) => {
    const parsed = v.parse(contactEnquirySchema, { enquiryType, ...shopper, ...filled });
    const extra = Object.keys(parsed).filter((key) => !['enquiryType', ...Object.keys(shopper)].includes(key));
    expect(extra.sort()).toEqual([...enquiryFields[enquiryType]].sort());
  });

  it('reads order and product numbers without their spaces', () => {
    expect(v.parse(contactEnquirySchema, { enquiryType: 'order', ...shopper, ...filled })).toMatchObject({
      orderNumber: '123456789012',
      productNumber: '12345678',
    });
  });

  it.each([
    ['no type', { ...shopper }, { enquiryType: 'validation.enquiry.required' }],
    [
      'an empty form',
      {},
      {
        enquiryType: 'validation.enquiry.required',
        firstName: 'validation.firstName.required',
        lastName: 'validation.lastName.required',
        email: 'validation.email.required',
        comment: 'validation.comment.required',
      },
    ],
    [
      'an order number of 8 digits',
      { enquiryType: 'order', ...shopper, ...filled, orderNumber: '12345678' },
      {
        orderNumber: 'validation.orderNumber.invalid',
      },
    ],
    [
      'a product number of 6 digits',
      { enquiryType: 'product', ...shopper, ...filled, productNumber: '123456' },
      {
        productNumber: 'validation.productNumber.invalid',
      },
    ],
    [
      'a quote number with a space',
      { enquiryType: 'recycle', ...shopper, quoteNumber: 'Q 1' },
      {
        quoteNumber: 'validation.quoteNumber.invalid',
      },
    ],
    [
      'a phone of letters',
      { enquiryType: 'general', ...shopper, phone: 'call me' },
      {
        phone: 'validation.phone.invalid',
      },
    ],
    [
      'a comment of 1001 characters',
      { enquiryType: 'general', ...shopper, comment: 'x'.repeat(1001) },
      {
        comment: 'validation.maxLength',
      },
    ],
  ])('refuses %s', (_name, input, errors) => {
    expect(errorsOf(input)).toEqual(errors);
  });
});
