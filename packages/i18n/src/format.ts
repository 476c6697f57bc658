import type { LocaleCode } from './locale-types';

/** Options of `formatMoney`. */
export interface FormatMoneyOptions {
  /** 0 shows whole dollars ('$1,235'); 2, the default, always shows cents ('$1,234.50'). */
  fractionDigits?: 0 | 2;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount of money as shoppers read it in a locale: the one money formatter of the storefront (React code calls it
 * through `useFormatMoney`, or `Price` of `@storefront/ui`). Amounts are integer cents; a currency other than the
 * locale's own is named ('A$1,234.50' in Canada). Negative amounts keep their sign ('-$50.00').
 * @example formatMoney(123450, 'AUD', 'en-AU') // '$1,234.50'
 * @example formatMoney(123450, 'CAD', 'fr-CA') // '1 234,50 $' (with no-break spaces)
 * @example formatMoney(129900, 'NZD', 'en-NZ', { fractionDigits: 0 }) // '$1,299'
 */
export function formatMoney(
  amountCents: number,
  currency: string,
  locale: string,
  options: FormatMoneyOptions = {},
): string {
  const fractionDigits = options.fractionDigits ?? 2;
  const key = `${locale}:${currency}:${fractionDigits}`;
  let format = moneyFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    moneyFormats.set(key, format);
  }
  return format.format(amountCents / 100);
}

/** How much of a date `formatDate` writes; the Intl `dateStyle` of the same name. */
export type DateStyle = 'short' | 'medium' | 'long';

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date in the locale's style. A date-only string ('2024-03-05') is a calendar date and never shifts with the
 * time zone; a timestamp is shown in the runtime's time zone unless `timeZone` is given.
 * @example formatDate('2024-03-05', 'en-AU') // '5 Mar 2024'
 * @example formatDate('2024-03-05', 'fr-CA', 'long') // '5 mars 2024'
 */
export function formatDate(
  isoDate: string,
  locale: LocaleCode,
  style: DateStyle = 'medium',
  timeZone?: string,
): string {
  const isDateOnly = dateOnly.test(isoDate);
  const date = new Date(isDateOnly ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: isDateOnly ? 'UTC' : timeZone }).format(date);
}
