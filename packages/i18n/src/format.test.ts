import { formatDate, formatPrice } from './format';

// Intl separates French thousands and the currency sign with (narrow) no-break spaces.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('formats cents in each locale currency', () => {
    expect(formatPrice(123450, 'en-AU')).toBe('$1,234.50');
    expect(formatPrice(123450, 'en-CA')).toBe('$1,234.50');
    expect(formatPrice(123450, 'en-NZ')).toBe('$1,234.50');
    expect(plainSpaces(formatPrice(123450, 'fr-CA'))).toBe('1 234,50 $');
  });

  it('can show whole dollars', () => {
    expect(formatPrice(129900, 'en-AU', { fractionDigits: 0 })).toBe('$1,299');
    expect(plainSpaces(formatPrice(129900, 'fr-CA', { fractionDigits: 0 }))).toBe('1 299 $');
  });
});

describe('formatDate', () => {
  it('formats a calendar date without shifting it by the time zone', () => {
    expect(formatDate('2024-03-05', 'en-AU')).toBe('5 Mar 2024');
    expect(formatDate('2024-03-05', 'fr-CA', 'long')).toBe('5 mars 2024');
    expect(formatDate('2024-03-05', 'en-CA', 'short')).toBe('2024-03-05');
  });

  it('formats a timestamp in the requested time zone', () => {
    expect(formatDate('2024-03-05T23:30:00Z', 'en-NZ', 'long', 'Pacific/Auckland')).toBe('6 March 2024');
  });

  it('refuses something that is not a date', () => {
    expect(() => formatDate('yesterday', 'en-AU')).toThrow(RangeError);
  });
});
