import * as v from 'valibot';

import { countryCodeSchema, postcodeSchema } from './postcode-schemas';

const messageOf = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0]?.message;

describe('postcodeSchema', () => {
  it.each(['4112', '2000', '0800', ' 3000 '])('accepts the Australian postcode %j', (postcode) => {
    expect(v.parse(postcodeSchema('AU'), postcode)).toBe(postcode.trim());
  });

  it.each(['411', '41120', 'ABCD', '41 12'])('rejects the Australian postcode %j', (postcode) => {
    expect(messageOf(postcodeSchema('AU'), postcode)).toBe('validation.postcode.au');
  });

  it.each(['1010', '6011'])('accepts the New Zealand postcode %j', (postcode) => {
    expect(v.is(postcodeSchema('NZ'), postcode)).toBe(true);
  });

  it.each(['101', '10100', 'K1V 1J8'])('rejects the New Zealand postcode %j', (postcode) => {
    expect(messageOf(postcodeSchema('NZ'), postcode)).toBe('validation.postcode.nz');
  });

  it.each(['K1V 1J8', 'K1V-1J8', 'K1V1J8', 'k1v 1j8', 'h3b1a4', 'L7G 0J1'])(
    'accepts the Canadian postal code %j and writes it as A1A 1A1',
    (postcode) => {
      expect(v.parse(postcodeSchema('CA'), postcode)).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/);
    },
  );

  it('normalises Canadian postal codes', () => {
    expect(v.parse(postcodeSchema('CA'), 'k1v-1j8')).toBe('K1V 1J8');
  });

  it.each(['K1V  1J8', 'K1V 1J', '4112', 'D1V 1J8', 'K1V_1J8', 'KIV 1J8'])(
    'rejects the Canadian postal code %j',
    (postcode) => {
      expect(messageOf(postcodeSchema('CA'), postcode)).toBe('validation.postcode.ca');
    },
  );

  it('asks for a value when blank, with the generic or the given message', () => {
    expect(messageOf(postcodeSchema('AU'), '')).toBe('validation.required');
    expect(messageOf(postcodeSchema('CA', 'validation.billingPostcode.required'), ' ')).toBe(
      'validation.billingPostcode.required',
    );
  });
});

describe('countryCodeSchema', () => {
  it('accepts the three markets only', () => {
    expect(v.is(countryCodeSchema, 'NZ')).toBe(true);
    expect(messageOf(countryCodeSchema, 'US')).toBe('validation.country.invalid');
  });
});
