import * as v from 'valibot';

import { dateOfBirthSchema, dateOfBirthToIso } from './date-of-birth-schemas';

const messageOf = (input: unknown) => v.safeParse(dateOfBirthSchema, input).issues?.[0]?.message;

describe('dateOfBirthSchema', () => {
  it('accepts a real past date as DD/MM/YYYY', () => {
    expect(v.parse(dateOfBirthSchema, ' 27/03/1985 ')).toBe('27/03/1985');
    expect(v.parse(dateOfBirthSchema, '29/02/2000')).toBe('29/02/2000');
  });

  it.each(['1985-03-27', '27/3/1985', '31/04/1990', '29/02/1999', '01/01/1899', '27-03-1985', '01/01/2999'])(
    'rejects %s as invalid',
    (input) => {
      expect(messageOf(input)).toBe('validation.dateOfBirth.invalid');
    },
  );

  it('asks for the date when blank or not text', () => {
    expect(messageOf('  ')).toBe('validation.dateOfBirth.required');
    expect(messageOf(19850327)).toBe('validation.dateOfBirth.required');
  });
});

describe('dateOfBirthToIso', () => {
  it('converts to an ISO day, or undefined when not a date', () => {
    expect(dateOfBirthToIso('05/11/1978')).toBe('1978-11-05');
    expect(dateOfBirthToIso('32/01/1978')).toBeUndefined();
  });
});
