import * as v from 'valibot';

import { addressLabelSchema, addressSchema } from './address-schemas';
import { registrationSchema, profileUpdateSchema } from './account-schemas';
import { contactEnquirySchema } from './contact-enquiry-schemas';
import { phoneSchema } from './contact-schemas';
import { engravingSchema } from './engraving-schemas';
import { containsMarkup, noMarkup } from './plain-text-schemas';
import { addressLineSchema, firstNameSchema, lastNameSchema, placeNameSchema, requiredText } from './text-schemas';

const plainText = v.pipe(requiredText(), noMarkup());
const messageOf = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0]?.message;

/** Markup in the forms a shopper or an attacker would type or paste. */
const markup = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(document.cookie)</script>',
  '"><svg onload=alert(1)>',
  '</textarea><b>bold</b>',
  '<!-- hidden -->',
  '<!DOCTYPE html>',
  '<?xml version="1.0"?>',
  '<a href="javascript:alert(1)">click</a>',
  'Hello <b>world</b>',
  '<img src=x onerror=alert(1)',
  'x<y',
  '<é>',
  '＜script＞alert(1)＜/script＞',
];

/** Text people write, kept as typed. */
const text = [
  'Tom & Jerry',
  '5 < 6 and 7 > 2',
  'I <3 this ring',
  'A+B',
  'a -> b, b => c',
  '<< best ever >>',
  'Crème brûlée à l’œuvre',
  "Mum's place",
  'Rose’s',
  'Straße 5, 1010 Wien',
  '"Quoted" and (bracketed) [square] {curly}',
  '&lt;b&gt; as written',
  'Line one\nLine two\r\n\tindented',
  '100% @ #1 = $20 ~ ^_^ | \\ `code`',
  '日本語のテキスト',
];

describe('noMarkup: the rule for stored free text that is not rich text', () => {
  it.each(markup)('refuses %j with validation.markup', (input) => {
    expect(containsMarkup(input)).toBe(true);
    expect(messageOf(plainText, input)).toBe('validation.markup');
  });

  it.each(text)('keeps %j', (input) => {
    expect(containsMarkup(input)).toBe(false);
    expect(v.parse(plainText, input)).toBe(input.trim());
  });

  it.each(['bell\u0007', 'escape \u001b[31m', 'vertical\u000btab', 'form\u000cfeed', 'delete\u007f', 'c1 \u0085 next'])(
    'refuses the control character in %j with validation.invalidText',
    (input) => {
      expect(messageOf(plainText, input)).toBe('validation.invalidText');
    },
  );
});

describe('every stored text field of the storefront refuses markup', () => {
  const payload = '<img src=x onerror=alert(1)>';
  const address = {
    firstName: 'Ava',
    lastName: 'Martin',
    address1: '1 George Street',
    city: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    country: 'AU',
    phone: '0412 345 678',
  };
  const enquiry = {
    firstName: 'Grace',
    lastName: 'Nguyen',
    email: 'grace@example.com',
    comment: 'Can a store look at my clasp?',
  };
  const errorAt = (schema: v.GenericSchema, input: unknown, path: string) => {
    const issues = v.safeParse(schema, input).issues ?? [];
    return issues.find((issue) => v.getDotPath(issue) === path)?.message;
  };

  it.each([
    ['a first name', firstNameSchema, 'validation.name.characters'],
    ['a last name', lastNameSchema, 'validation.name.characters'],
    ['a suburb or city', placeNameSchema, 'validation.place.characters'],
    ['an address line', addressLineSchema, 'validation.address.characters'],
    ['a phone number', phoneSchema, 'validation.phone.invalid'],
    ['an engraving', engravingSchema(40), 'validation.engraving.characters'],
    ['an address label', addressLabelSchema, 'validation.markup'],
  ])('%s', (_name, schema, message) => {
    expect(messageOf(schema as v.GenericSchema, payload)).toBe(message);
  });

  it.each(['firstName', 'lastName', 'address1', 'address2', 'suburb', 'city', 'phone'])(
    'the address field %s',
    (field) => {
      expect(errorAt(addressSchema, { ...address, [field]: payload }, field)).toMatch(/^validation\./);
    },
  );

  it.each([
    ['general', 'comment', {}],
    ['product', 'productName', { productName: 'Ring' }],
    ['order', 'productName', { orderEnquiryType: 'incorrect-order', orderNumber: '123456789012' }],
  ])('the %s enquiry field %s', (enquiryType, field, extra) => {
    const input = { ...enquiry, ...extra, enquiryType, [field]: payload };
    expect(errorAt(contactEnquirySchema, input, field)).toBe('validation.markup');
  });

  it.each([
    ['store-feedback', 'storeLocation'],
    ['recycle', 'quoteNumber'],
    ['product', 'productNumber'],
  ])('the %s enquiry field %s, which takes only its own characters', (enquiryType, field) => {
    const input = { ...enquiry, productName: 'Ring', enquiryType, [field]: payload };
    expect(errorAt(contactEnquirySchema, input, field)).toMatch(/^validation\./);
  });

  it.each(['firstName', 'lastName', 'mobilePhone'])('the registration and profile field %s', (field) => {
    expect(errorAt(registrationSchema('AU'), { [field]: payload }, field)).toMatch(/^validation\./);
    expect(errorAt(profileUpdateSchema('AU'), { [field]: payload }, field)).toMatch(/^validation\./);
  });

  it('keeps a label that is ordinary text, and makes a blank one none', () => {
    expect(v.parse(addressLabelSchema, '  Mum’s place & shop ')).toBe('Mum’s place & shop');
    expect(v.parse(addressLabelSchema, '   ')).toBeUndefined();
    expect(messageOf(addressLabelSchema, 'x'.repeat(31))).toBe('validation.maxLength');
  });
});
