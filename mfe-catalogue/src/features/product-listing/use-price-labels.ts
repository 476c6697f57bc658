import { useFormatMoney } from '@storefront/i18n';
import { useIntl } from 'react-intl';
import { listingMessages as messages } from './listing-messages';
import type { PriceBucket } from './listing-query';

/** Each bucket's bounds in dollars (SPEC §9); null is open-ended. */
const bucketBounds: Record<PriceBucket, readonly [number | null, number | null]> = {
  'under-100': [null, 100],
  '100-300': [100, 300],
  '300-1000': [300, 1000],
  '1000-5000': [1000, 5000],
  'over-5000': [5000, null],
};

/** Localised labels of price buckets and of a custom range, in the market's currency. */
export function usePriceLabels(currency: string) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  // Whole dollars without cents ('$1,000 – $5,000'); a custom bound with cents keeps them.
  const money = (dollars: number) =>
    formatMoney(Math.round(dollars * 100), currency, { fractionDigits: Number.isInteger(dollars) ? 0 : 2 });
  const range = (min: number | null, max: number | null): string => {
    if (min !== null && max !== null)
      return intl.formatMessage(messages.priceBetween, { min: money(min), max: money(max) });
    if (min !== null) return intl.formatMessage(messages.priceFrom, { min: money(min) });
    return intl.formatMessage(messages.priceUpTo, { max: money(max ?? 0) });
  };
  const bucket = (code: PriceBucket): string => {
    const [min, max] = bucketBounds[code];
    if (min === null) return intl.formatMessage(messages.priceUnder, { max: money(max ?? 0) });
    if (max === null) return intl.formatMessage(messages.priceOver, { min: money(min) });
    return intl.formatMessage(messages.priceBetween, { min: money(min), max: money(max) });
  };
  return { bucket, range };
}
