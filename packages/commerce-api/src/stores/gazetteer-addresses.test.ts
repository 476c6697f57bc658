/** @jest-environment node */
import { addressSchema, postcodeInState } from '@storefront/validation';
import * as v from 'valibot';
import { gazetteerCities } from './gazetteer-data';

// Every place the gazetteer holds, as a shopper would type it into an address: its locality as the suburb, its city,
// its state or province and its postcode (a Canadian forward sortation area completed to a whole postal code).
const addresses = gazetteerCities.flatMap((city) =>
  city.places.map(([postcode, locality]) => ({
    firstName: 'Ava',
    lastName: 'Nguyen',
    address1: '1 Main Street',
    suburb: locality,
    city: city.city,
    state: city.state ?? undefined,
    postcode: city.market === 'CA' && postcode.length === 3 ? `${postcode} 1A1` : postcode,
    country: city.market,
    phone: '0412 345 678',
  })),
);

describe('the address rules and the gazetteer', () => {
  it('holds places with full stops, which the rules once refused', () => {
    expect(addresses.some((address) => address.suburb.includes('.') || address.city.includes('.'))).toBe(true);
  });

  it('accept every suburb, city, state and postcode the gazetteer holds', () => {
    const refused = addresses.flatMap((address) => {
      const issues = v.safeParse(addressSchema, address).issues ?? [];
      return issues.map(
        (issue) =>
          `${address.suburb}, ${address.city} ${address.state ?? ''} ${address.postcode}: ${v.getDotPath(issue)} ${issue.message}`,
      );
    });
    expect(refused).toEqual([]);
    expect(addresses.length).toBeGreaterThan(700);
  });

  it('place each Canadian and Australian postcode of the gazetteer in its own state only', () => {
    for (const address of addresses.filter((a) => a.country !== 'NZ')) {
      expect(postcodeInState(address.country, address.state, address.postcode)).toBe(true);
    }
    const montreal = addresses.find((address) => address.postcode === 'H3B 1A4');
    expect(montreal && postcodeInState('CA', 'NL', montreal.postcode)).toBe(false);
  });
});
