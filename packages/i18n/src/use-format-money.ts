import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { formatMoney, type FormatMoneyOptions } from './format';

/** Formats integer cents with `formatMoney` in the active react-intl locale. */
export type MoneyFormatter = (amountCents: number, currency: string, options?: FormatMoneyOptions) => string;

/**
 * `formatMoney` bound to the page's locale, for components.
 * @example const money = useFormatMoney(); money(summary.totalCents, summary.currency) // '$1,299.00'
 */
export function useFormatMoney(): MoneyFormatter {
  const { locale } = useIntl();
  return useCallback(
    (amountCents: number, currency: string, options?: FormatMoneyOptions) =>
      formatMoney(amountCents, currency, locale, options),
    [locale],
  );
}
