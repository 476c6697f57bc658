/** @jest-environment node */
import { RING_SIZE_CODES, ringSizeCodeOf, ringSizesFor, sizeLabel } from './ring-sizes';

describe('ring sizes', () => {
  it('labels a stored code in Canadian numbers, as the shopper’s language writes them (4 → H, 6.5 → M, 7.5 → O)', () => {
    expect(sizeLabel('H', 'CA')).toBe('4');
    expect(sizeLabel('M', 'CA')).toBe('6.5');
    expect(sizeLabel('M', 'CA', 'fr')).toBe('6,5');
    expect(sizeLabel('O', 'CA', 'fr')).toBe('7,5');
    expect(sizeLabel('T', 'CA', 'fr')).toBe('10');
    expect(sizeLabel('M', 'AU')).toBe('M');
    expect(sizeLabel('M', 'NZ')).toBe('M');
  });

  it('takes back every label it gives, in either language, as the same code', () => {
    for (const language of ['en', 'fr'] as const) {
      for (const { code, label } of ringSizesFor('CA', language)) expect(ringSizeCodeOf(label, 'CA')).toBe(code);
    }
    for (const code of RING_SIZE_CODES) expect(ringSizeCodeOf(code.toLowerCase(), 'AU')).toBe(code);
  });

  it('refuses what is no ring size of the market', () => {
    expect(ringSizeCodeOf('6.5', 'AU')).toBeNull();
    expect(ringSizeCodeOf('6.25', 'CA')).toBeNull();
    expect(ringSizeCodeOf('11', 'CA')).toBeNull();
    expect(ringSizeCodeOf('Z', 'CA')).toBeNull();
  });
});
