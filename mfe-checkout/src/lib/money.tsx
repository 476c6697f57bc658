import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** Formats integer cents in a currency for the active locale (`$1,299.00`, `1 299,00 $`). */
export function useFormatMoney(): (cents: number, currency: string) => string {
  const intl = useIntl();
  return useCallback(
    (cents: number, currency: string) => intl.formatNumber(cents / 100, { style: 'currency', currency }),
    [intl],
  );
}
