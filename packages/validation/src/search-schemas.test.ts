import * as v from 'valibot';

import {
  priceAmountSchema,
  SEARCH_QUERY_MAX_LENGTH,
  searchTextOverLimit,
  searchTextSchema,
  storeSearchLocationSchema,
} from './search-schemas';

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

  it('takes a search of up to 100 characters, and says a longer one is too long with its limit', () => {
    expect(SEARCH_QUERY_MAX_LENGTH).toBe(100);
    expect(v.parse(searchTextSchema, `  ${'a'.repeat(100)}  `)).toBe('a'.repeat(100));
    expect(searchTextOverLimit('a'.repeat(100))).toBeUndefined();
    expect(messageOf(searchTextSchema, 'a'.repeat(101))).toBe('validation.search.tooLong');
    expect(searchTextOverLimit('a'.repeat(150))).toBe(100);
    expect(messageOf(searchTextSchema, '  ')).toBe('validation.required');
    expect(searchTextOverLimit('')).toBeUndefined();
  });
});
