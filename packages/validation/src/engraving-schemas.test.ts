import * as v from 'valibot';

import { engravingSchema } from './engraving-schemas';

const messageOf = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0]?.message;

describe('engravingSchema', () => {
  const engraving = engravingSchema(12);

  it.each(['Forever & ever', 'Je t’aime!', "Rose's", 'Noël 2024', 'Où? Ici.', 'ÉTÉ-ŒUVRE'])('accepts %s', (text) => {
    expect(v.is(engravingSchema(20), text)).toBe(true);
  });

  it.each(['I ♥ you', 'Straße', 'Ñandú', 'Ångström', 'a@b', '😀', 'x_y', '#1'])('rejects %s', (text) => {
    expect(messageOf(engravingSchema(20), text)).toBe('validation.engraving.characters');
  });

  it('limits the length to the product maximum', () => {
    expect(v.is(engraving, 'Twelve chars')).toBe(true);
    expect(messageOf(engraving, 'Thirteen char')).toBe('validation.engraving.tooLong');
  });

  it('accepts French accents typed as combining characters', () => {
    expect(v.parse(engraving, 'Noe\u0308l')).toBe('Noël');
  });

  it('asks for text when blank', () => {
    expect(messageOf(engraving, '  ')).toBe('validation.required');
  });
});
