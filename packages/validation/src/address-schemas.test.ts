import * as v from 'valibot';

import { addressSchema } from './address-schemas';
import { postcodeInState } from './postcode-schemas';

const base = {
  firstName: 'Ava',
  lastName: 'Nguyen',
  address1: '12 Fitzroy Street',
  city: 'Melbourne',
  phone: '0412 345 678',
};
const australian = { ...base, country: 'AU', suburb: 'St. Kilda', state: 'VIC', postcode: '3182' };
const canadian = { ...base, country: 'CA', city: 'Montréal', state: 'QC', postcode: 'H3B 1A4' };
const newZealand = { ...base, country: 'NZ', city: 'Auckland', suburb: 'Mt. Eden', postcode: '1024' };

const issuesOf = (input: unknown) =>
  Object.fromEntries((v.safeParse(addressSchema, input).issues ?? []).map((i) => [v.getDotPath(i), i.message]));

describe('addressSchema', () => {
  it.each([
    ['St. Kilda', 'Melbourne'],
    ["O'Connor", 'Canberra'],
    ['Dollard-Des Ormeaux', 'Montréal'],
    ['Mt. Eden', 'St. Albert'],
  ])('accepts the suburb %j and the city %j as a gazetteer writes them', (suburb, city) => {
    expect(issuesOf({ ...australian, suburb, city })).toEqual({});
  });

  it('still refuses characters no place name has, with the place wording', () => {
    expect(issuesOf({ ...australian, suburb: 'St Kilda, VIC', city: 'Melbourne!' })).toEqual({
      suburb: 'validation.place.characters',
      city: 'validation.place.characters',
    });
  });

  it('accepts a postcode of the chosen state or province', () => {
    expect(v.parse(addressSchema, australian)).toMatchObject({ state: 'VIC', postcode: '3182' });
    expect(v.parse(addressSchema, canadian)).toMatchObject({ state: 'QC', postcode: 'H3B 1A4' });
    expect(v.parse(addressSchema, { ...canadian, state: 'Yukon', postcode: 'y1a 2c6' })).toMatchObject({
      state: 'YT',
      postcode: 'Y1A 2C6',
    });
  });

  it('refuses a Montréal postal code with Newfoundland, on the postal code', () => {
    expect(issuesOf({ ...canadian, state: 'NL' })).toEqual({ postcode: 'validation.postcode.notInProvince' });
  });

  it('refuses a Sydney postcode with Victoria, on the postcode', () => {
    expect(issuesOf({ ...australian, postcode: '2000' })).toEqual({ postcode: 'validation.postcode.notInState' });
  });

  it('lets New Zealand, which has no states, take any postcode, with or without a region', () => {
    expect(issuesOf(newZealand)).toEqual({});
    expect(issuesOf({ ...newZealand, state: 'Auckland Region' })).toEqual({});
  });

  it('reports a badly formed postcode by its own rule, not as in another state', () => {
    expect(issuesOf({ ...canadian, state: 'NL', postcode: 'H3B' })).toEqual({ postcode: 'validation.postcode.ca' });
  });

  it('says only what is wrong with a postcode of the wrong shape, not that it lies outside the state', () => {
    const result = v.safeParse(addressSchema, { ...australian, state: 'NSW', postcode: '20000' });
    expect(result.issues?.map((issue) => issue.message)).toEqual(['validation.postcode.au']);
    const canadianResult = v.safeParse(addressSchema, { ...canadian, state: 'NL', postcode: 'H3B 1A' });
    expect(canadianResult.issues?.map((issue) => issue.message)).toEqual(['validation.postcode.ca']);
  });
});

describe('postcodeInState', () => {
  it.each([
    ['NSW', '2000'],
    ['NSW', '2620'],
    ['ACT', '2600'],
    ['ACT', '0200'],
    ['ACT', '2913'],
    ['VIC', '3000'],
    ['VIC', '8001'],
    ['QLD', '4000'],
    ['QLD', '9726'],
    ['SA', '5000'],
    ['WA', '6000'],
    ['TAS', '7000'],
    ['NT', '0800'],
  ])('places the Australian postcode in %s: %s', (state, postcode) => {
    expect(postcodeInState('AU', state, postcode)).toBe(true);
    const others = ['NSW', 'ACT', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT'].filter((s) => s !== state);
    for (const other of others) expect(postcodeInState('AU', other, postcode)).toBe(false);
  });

  it.each([
    ['NL', 'A1C 5M2'],
    ['NS', 'B3H 1A1'],
    ['PE', 'C1A 4P3'],
    ['NB', 'E1C 4M3'],
    ['QC', 'G1R 4P5'],
    ['QC', 'H3B 1A4'],
    ['QC', 'J4W 2T5'],
    ['ON', 'K1V 1J8'],
    ['ON', 'L7G 0J1'],
    ['ON', 'M5V 3L9'],
    ['ON', 'N2L 3G1'],
    ['ON', 'P3E 5P9'],
    ['MB', 'R3C 4T3'],
    ['SK', 'S4P 3Y2'],
    ['AB', 'T2P 1J9'],
    ['BC', 'V6B 1A1'],
    ['NT', 'X1A 2L9'],
    ['NU', 'X0A 0H0'],
    ['YT', 'Y1A 2C6'],
  ])('places the Canadian postal code in %s: %s', (province, postcode) => {
    expect(postcodeInState('CA', province, postcode)).toBe(true);
    expect(postcodeInState('CA', province === 'NL' ? 'NS' : 'NL', postcode)).toBe(false);
  });
});
