import * as v from 'valibot';

import { fieldErrorDescriptors } from './field-errors';
import {
  addressLineSchema,
  firstNameSchema,
  lastNameSchema,
  maxLength,
  optionalText,
  personNameSchema,
  placeNameSchema,
  requiredText,
} from './text-schemas';

const messageOf = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0]?.message;

describe('requiredText', () => {
  it('rejects blank input with the generic or the given message, and trims', () => {
    expect(messageOf(requiredText(), '   ')).toBe('validation.required');
    expect(messageOf(requiredText(), undefined)).toBe('validation.required');
    expect(messageOf(requiredText('validation.comment.required'), '')).toBe('validation.comment.required');
    expect(v.parse(requiredText(), '  hello ')).toBe('hello');
  });

  it('reports the limit of a max length with the message values', () => {
    const schema = v.pipe(requiredText(), maxLength(6));
    const result = v.safeParse(schema, 'a much too long text');
    expect(fieldErrorDescriptors(result.issues ?? [])).toEqual({
      '': { id: 'validation.maxLength', values: { length: 6 } },
    });
  });
});

describe('names and places', () => {
  it.each(["O'Brien", 'Anne-Marie', 'José', 'Zoë Ng', 'Hélène', 'Louis 14', 'D’Arcy'])(
    'accepts the name %s',
    (name) => {
      expect(v.is(personNameSchema, name)).toBe(true);
    },
  );

  it.each(['Bob!', 'a@b', 'Smith, John', 'x/y', 'Dr. Who'])('rejects the name %s', (name) => {
    expect(messageOf(personNameSchema, name)).toBe('validation.name.characters');
  });

  it('uses the specific required messages of first and last name', () => {
    expect(messageOf(firstNameSchema, '')).toBe('validation.firstName.required');
    expect(messageOf(lastNameSchema, ' ')).toBe('validation.lastName.required');
  });

  it('takes suburbs and cities as a gazetteer writes them: the name rule plus full stops', () => {
    expect(v.is(placeNameSchema, 'Mount Eden')).toBe(true);
    expect(v.is(placeNameSchema, 'Trois-Rivières')).toBe(true);
    expect(v.is(placeNameSchema, 'St. Kilda')).toBe(true);
    expect(messageOf(placeNameSchema, 'Parramatta, NSW')).toBe('validation.place.characters');
  });

  it('accepts commas and slashes in address lines only', () => {
    expect(v.is(addressLineSchema, "Unit 3/12 O'Connell Street, Level 2")).toBe(true);
    expect(messageOf(addressLineSchema, '12 Main St #4')).toBe('validation.address.characters');
  });

  it('makes a field optional: blank becomes undefined, anything else follows the rule', () => {
    const address2 = optionalText(addressLineSchema);
    expect(v.parse(address2, undefined)).toBeUndefined();
    expect(v.parse(address2, '   ')).toBeUndefined();
    expect(v.parse(address2, 'Level 2')).toBe('Level 2');
    expect(messageOf(address2, 'Level #2')).toBe('validation.address.characters');
  });
});
