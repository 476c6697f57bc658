import { placeKey, postcodeQuery } from './place-key';

describe('placeKey', () => {
  it('ignores case, accents, macrons, apostrophes and punctuation, and unifies saint and mount', () => {
    expect(placeKey('Montréal')).toBe(placeKey('MONTREAL'));
    expect(placeKey('Sainte-Foy')).toBe('ste foy');
    expect(placeKey("L'Ancienne-Lorette")).toBe('lancienne lorette');
    expect(placeKey('East Tāmaki')).toBe('east tamaki');
    expect(placeKey('St. Albert')).toBe(placeKey('Saint Albert'));
    expect(placeKey('Mount Wellington')).toBe(placeKey('Mt Wellington'));
  });
});

describe('postcodeQuery', () => {
  it('normalises the three Canadian forms and recognises a forward sortation area', () => {
    for (const form of ['K1V 1J8', 'K1V-1J8', 'k1v1j8', ' K1V 1J8 ']) {
      expect(postcodeQuery('CA', form)).toEqual({ kind: 'full', postcode: 'K1V 1J8', area: 'K1V' });
    }
    expect(postcodeQuery('CA', 'h3b')).toEqual({ kind: 'area', area: 'H3B' });
    expect(postcodeQuery('CA', 'D1V 1J8')).toBeUndefined();
    expect(postcodeQuery('CA', 'Ottawa')).toBeUndefined();
  });

  it('takes four digits in Australia and New Zealand', () => {
    expect(postcodeQuery('AU', '0800')).toEqual({ kind: 'full', postcode: '0800', area: '0800' });
    expect(postcodeQuery('NZ', '1010')).toMatchObject({ postcode: '1010' });
    expect(postcodeQuery('AU', '200')).toBeUndefined();
    expect(postcodeQuery('AU', 'K1V 1J8')).toBeUndefined();
  });
});
