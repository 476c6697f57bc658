import * as v from 'valibot';

import { priceAmountSchema, storeSearchLocationSchema } from './search-schemas';

const messageOf = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0]?.message;

describe('search inputs', () => {
  it('reads a price bound or says Invalid amount', () => {
    expect(v.parse(priceAmountSchema, ' 100 ')).toBe(100);
    expect(v.parse(priceAmountSchema, '99.5')).toBe(99.5);
    for (const bad of ['-5', 'abc', '1.234', '', '1e3']) {
      expect(messageOf(priceAmountSchema, bad)).toBe('validation.amount.invalid');
    }
  });

  it('asks for a store search location and accepts postcodes, suburbs and cities', () => {
    expect(messageOf(storeSearchLocationSchema, ' ')).toBe('validation.location.required');
    for (const place of ['2000', 'K1V 1J8', 'St. Catharines', 'Trois-Rivières']) {
      expect(v.is(storeSearchLocationSchema, place)).toBe(true);
    }
    expect(messageOf(storeSearchLocationSchema, '<script>')).toBe('validation.location.invalid');
  });
});
