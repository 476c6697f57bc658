import type { DeliveryMethod } from '@storefront/api-schemas';
import { formatMoney } from '@storefront/i18n';
import type { IntlShape } from 'react-intl';
import { deliveryMethodsMessages as messages } from './delivery-methods-messages';

const dayFormat = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' } as const;

/** A calendar day (`YYYY-MM-DD`) in the page's language: 'Tue, 25 Nov', 'mar. 25 nov.'. */
export function formatDay(intl: IntlShape, isoDate: string): string {
  return intl.formatDate(new Date(`${isoDate}T00:00:00Z`), dayFormat);
}

/** The method's name ('Standard delivery', 'Cueillette en magasin'). */
export function methodName(intl: IntlShape, method: Pick<DeliveryMethod, 'id'>): string {
  return intl.formatMessage(messages[method.id]);
}

/** The method's price, or 'Free'. */
export function methodPrice(intl: IntlShape, method: DeliveryMethod): string {
  return method.priceCents === 0
    ? intl.formatMessage(messages.free)
    : formatMoney(method.priceCents, method.currency, intl.locale);
}

/** When it should arrive (or be ready to collect), from the API's estimated dates. */
export function methodDates(intl: IntlShape, method: DeliveryMethod): string {
  if (method.id === 'click_and_collect') {
    return intl.formatMessage(messages.readyToCollect, { date: formatDay(intl, method.estimatedFrom) });
  }
  if (method.estimatedFrom === method.estimatedTo) {
    return intl.formatMessage(messages.estimatedDay, { date: formatDay(intl, method.estimatedFrom) });
  }
  return intl.formatMessage(messages.estimatedRange, {
    from: formatDay(intl, method.estimatedFrom),
    to: formatDay(intl, method.estimatedTo),
  });
}
