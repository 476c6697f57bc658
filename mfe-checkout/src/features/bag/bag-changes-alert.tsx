import type { Bag, BagChange } from '@storefront/api-schemas';
import { Alert, Button } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { useFormatMoney } from '@storefront/i18n';
import { bagMessages as messages } from './bag-messages';

export interface BagChangesAlertProps {
  /** What the server changed (CART_UPDATED). */
  changes: readonly BagChange[];
  bag: Bag;
  onConfirm: () => void;
}

/** SPEC §8 'cart or delivery method updated: confirm before continuing', with each change in the shopper's words. */
export function BagChangesAlert({ changes, bag, onConfirm }: BagChangesAlertProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  const name = (id: string | undefined) =>
    [...bag.lines, ...bag.savedForLater].find((line) => line.id === id)?.name ?? intl.formatMessage(messages.anItem);
  const describe = (change: BagChange): string => {
    switch (change.kind) {
      case 'price_changed':
        return intl.formatMessage(messages.changePrice, {
          name: name(change.lineId),
          from: money(change.fromCents ?? 0, bag.currency),
          to: money(change.toCents ?? 0, bag.currency),
        });
      case 'out_of_stock':
        return intl.formatMessage(messages.changeOutOfStock, { name: name(change.lineId) });
      case 'quantity_reduced':
        return intl.formatMessage(messages.changeQuantity, { name: name(change.lineId) });
      case 'delivery_method_changed':
        return intl.formatMessage(messages.changeDelivery);
      case 'coupon_removed':
        return intl.formatMessage(messages.changeCoupon);
    }
  };
  return (
    <Alert
      variant="warning"
      title={intl.formatMessage(messages.updatedTitle)}
      action={
        <Button size="sm" variant="secondary" onClick={onConfirm}>
          {intl.formatMessage(messages.updatedConfirm)}
        </Button>
      }
    >
      <p>{intl.formatMessage(messages.updatedBody)}</p>
      <ul className="checkout-bag__changes">
        {changes.map((change, index) => (
          <li key={`${change.kind}-${change.lineId ?? index}`}>{describe(change)}</li>
        ))}
      </ul>
    </Alert>
  );
}
