import * as v from 'valibot';

import {
  contentSlugSchema,
  localeCodeSchema,
  pcpIndexSchema,
  productSlugSchema,
  storeSlugSchema,
} from './route-param-schemas';

const messageOf = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0]?.message;

describe('route parameters', () => {
  it.each(['diamond-ring-18ct', 'a', '1', 'x'.repeat(120)])('accepts the slug %s', (slug) => {
    expect(v.is(productSlugSchema, slug)).toBe(true);
    expect(v.is(storeSlugSchema, slug)).toBe(true);
    expect(v.is(contentSlugSchema, slug)).toBe(true);
  });

  it.each(['', '-ring', 'ring-', 'Ring', 'ring_1', 'ring/1', 'x'.repeat(121), 'bague-été'])(
    'rejects the slug %j',
    (slug) => {
      expect(messageOf(productSlugSchema, slug)).toBe('validation.link.invalid');
    },
  );

  it('accepts a care-plan index that counts from 1', () => {
    expect(v.parse(pcpIndexSchema, '1')).toBe('1');
    expect(v.parse(pcpIndexSchema, '12')).toBe('12');
    for (const bad of ['0', '-1', '01', '1.5', 'a', '', '99999']) expect(v.is(pcpIndexSchema, bad)).toBe(false);
  });

  it('accepts the four locale codes only', () => {
    expect(v.is(localeCodeSchema, 'fr-CA')).toBe(true);
    expect(messageOf(localeCodeSchema, 'fr-FR')).toBe('validation.locale.invalid');
  });
});
