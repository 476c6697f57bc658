import type { GuestOrder, MemberOrder } from '@storefront/api-schemas';
import type { IntlShape } from 'react-intl';
import { deliveryMethodMessages, orderMessages as messages, orderStatusMessages } from './order-messages';

/** An order as either the member or a guest sees it: what both views share. */
export type AnyOrder = MemberOrder | GuestOrder;
/** A line of either view. */
export type AnyOrderLine = AnyOrder['lines'][number];

const brands: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

function known<T extends object>(table: T, code: string): code is Extract<keyof T, string> {
  return Object.hasOwn(table, code);
}

/** A status code's label of SPEC §4 in the page's language ('Ready to collect', 'Prête pour la cueillette'). */
export function orderStatusLabel(intl: IntlShape, code: string): string {
  return intl.formatMessage(known(orderStatusMessages, code) ? orderStatusMessages[code] : messages.statusUnknown);
}

/** A delivery method's name ('Express Post', 'Cueillette en magasin'). */
export function deliveryMethodLabel(intl: IntlShape, code: string): string {
  return known(deliveryMethodMessages, code) ? intl.formatMessage(deliveryMethodMessages[code]) : code;
}

/** A day in the page's language: '27 November 2026', '27 novembre 2026'. */
export function formatOrderDate(intl: IntlShape, iso: string): string {
  return intl.formatDate(new Date(iso), { day: 'numeric', month: 'long', year: 'numeric' });
}

/** A calendar day (`YYYY-MM-DD`) in the page's language, read as that day wherever the shopper is. */
export function formatCalendarDay(intl: IntlShape, day: string): string {
  return intl.formatDate(new Date(`${day}T00:00:00Z`), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** How a payment was made, as much as the view tells ('Visa ending in 4242', 'Gift card'). */
export function paymentLabel(intl: IntlShape, payment: AnyOrder['payments'][number]): string {
  const details = payment as MemberOrder['payments'][number];
  switch (payment.method) {
    case 'card':
      return details.last4
        ? intl.formatMessage(messages.paidCard, {
            brand: details.brand
              ? (brands[details.brand] ?? details.brand)
              : intl.formatMessage(messages.paidCardNoDigits),
            last4: details.last4,
          })
        : intl.formatMessage(messages.paidCardNoDigits);
    case 'gift_card':
      return details.last4
        ? intl.formatMessage(messages.paidGiftCard, { last4: details.last4 })
        : intl.formatMessage(messages.paidGiftCardNoDigits);
    case 'bnpl':
      return intl.formatMessage(messages.paidBnpl);
    case 'financing':
      return details.planName
        ? intl.formatMessage(messages.paidFinancing, { plan: details.planName })
        : intl.formatMessage(messages.paidFinancingNoPlan);
    default:
      return intl.formatMessage(messages.paidOther);
  }
}
