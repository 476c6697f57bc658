import { formatDate, formatMoney } from './format';

// Intl separates French thousands and the currency sign with (narrow) no-break spaces.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  // Every locale with every market's currency: its own shows as '$', another one is named.
  const table = [
    ['en-AU', 'AUD', '$1,234.50', '-$50.00', '$0.00'],
    ['en-AU', 'NZD', 'NZD 1,234.50', '-NZD 50.00', 'NZD 0.00'],
    ['en-AU', 'CAD', 'CAD 1,234.50', '-CAD 50.00', 'CAD 0.00'],
    ['en-NZ', 'NZD', '$1,234.50', '-$50.00', '$0.00'],
    ['en-NZ', 'AUD', 'A$1,234.50', '-A$50.00', 'A$0.00'],
    ['en-NZ', 'CAD', 'CA$1,234.50', '-CA$50.00', 'CA$0.00'],
    ['en-CA', 'CAD', '$1,234.50', '-$50.00', '$0.00'],
    ['en-CA', 'AUD', 'A$1,234.50', '-A$50.00', 'A$0.00'],
    ['en-CA', 'NZD', 'NZ$1,234.50', '-NZ$50.00', 'NZ$0.00'],
    ['fr-CA', 'CAD', '1 234,50 $', '-50,00 $', '0,00 $'],
    ['fr-CA', 'AUD', '1 234,50 $ AU', '-50,00 $ AU', '0,00 $ AU'],
    ['fr-CA', 'NZD', '1 234,50 $ NZ', '-50,00 $ NZ', '0,00 $ NZ'],
  ] as const;

  it.each(table)('writes %s %s amounts, a discount and zero as shoppers read them', (locale, currency, ...expected) => {
    const [amount, discount, zero] = expected;
    expect(plainSpaces(formatMoney(123450, currency, locale))).toBe(amount);
    expect(plainSpaces(formatMoney(-5000, currency, locale))).toBe(discount);
    expect(plainSpaces(formatMoney(0, currency, locale))).toBe(zero);
  });

  it('always shows cents unless whole dollars are asked for, which rounds', () => {
    expect(formatMoney(129900, 'AUD', 'en-AU')).toBe('$1,299.00');
    expect(formatMoney(129900, 'AUD', 'en-AU', { fractionDigits: 0 })).toBe('$1,299');
    expect(formatMoney(123450, 'NZD', 'en-NZ', { fractionDigits: 0 })).toBe('$1,235');
    expect(formatMoney(-2500, 'CAD', 'en-CA', { fractionDigits: 0 })).toBe('-$25');
    expect(plainSpaces(formatMoney(129900, 'CAD', 'fr-CA', { fractionDigits: 0 }))).toBe('1 299 $');
    expect(plainSpaces(formatMoney(0, 'CAD', 'fr-CA', { fractionDigits: 0 }))).toBe('0 $');
  });

  it('writes a range as the price filter shows it', () => {
    const range = `${formatMoney(100_000, 'AUD', 'en-AU', { fractionDigits: 0 })} – ${formatMoney(500_000, 'AUD', 'en-AU', { fractionDigits: 0 })}`;
    expect(range).toBe('$1,000 – $5,000');
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
