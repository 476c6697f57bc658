import * as v from 'valibot';

import { fieldErrors } from './field-errors';
import { storeReservationRequestSchema } from './reservation-schemas';

const request = {
  storeId: 'sydney-pitt-street',
  sku: 'RING-0001-YG',
  size: 'N',
  firstName: 'Grace',
  lastName: 'Nguyen',
  email: 'grace@example.com',
  phone: '0412 345 678',
};

const errorsOf = (input: unknown) => {
  const result = v.safeParse(storeReservationRequestSchema, input);
  return result.success ? {} : fieldErrors(result.issues);
};

describe('storeReservationRequestSchema', () => {
  it('accepts a store, a variant and size, a name, an e-mail and a phone; unsized pieces leave the size out', () => {
    expect(v.parse(storeReservationRequestSchema, request)).toEqual({ ...request, engraved: false });
    const { size: _size, ...unsized } = request;
    expect(v.parse(storeReservationRequestSchema, unsized)).toMatchObject({ size: '', engraved: false });
  });

  it('names each field to fix with the SPEC §5 message', () => {
    expect(errorsOf({ ...request, storeId: '', firstName: '', lastName: ' ', email: 'grace@', phone: '12ab' })).toEqual(
      {
        storeId: 'validation.storeLocation.required',
        firstName: 'validation.firstName.required',
        lastName: 'validation.lastName.required',
        email: 'validation.email.invalid',
        phone: 'validation.phone.invalid',
      },
    );
    expect(errorsOf({ ...request, email: '', phone: '', firstName: '<b>' })).toEqual({
      email: 'validation.email.required',
      phone: 'validation.mobilePhone.required',
      firstName: 'validation.name.characters',
    });
  });
});
