import { useFormatMoney } from '@storefront/i18n';
import { useIntl } from 'react-intl';
import type { ProductAddon } from './product-detail-api';
import { productDetailMessages as messages } from './product-detail-messages';

interface SelectionTotalProps {
  /** The piece's price as the shopper pays it, per unit. */
  unitCents: number;
  currency: string;
  quantity: number;
  /** The care plan's price per unit when ticked, else 0 (the bag charges it on every unit). */
  carePlanCents: number;
  /** The ticked add-ons (one unit each), priced as the API offers them. */
  addons: readonly ProductAddon[];
}

/**
 * What the bag will charge for the piece with everything ticked (quantity, care plan, add-ons), in the market's
 * currency; shown once the choice costs more than one piece alone, and read out as it changes.
 */
export function SelectionTotal({ unitCents, currency, quantity, carePlanCents, addons }: SelectionTotalProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  const addonCents = addons.reduce((sum, addon) => sum + addon.price.effectiveCents, 0);
  const totalCents = quantity * (unitCents + carePlanCents) + addonCents;
  const shown = totalCents !== unitCents;
  return (
    <p className="sf-pdp-total" aria-live="polite" aria-atomic="true">
      {shown ? (
        <>
          <span className="sf-pdp-total__label">{intl.formatMessage(messages.selectionTotalLabel)}</span>{' '}
          <span className="sf-pdp-total__amount">{money(totalCents, currency)}</span>
          {addons.length > 0 ? (
            <span className="sf-pdp-total__detail">
              {intl.formatMessage(messages.selectionTotalDetail, {
                count: addons.length,
                addons: money(addonCents, currency),
              })}
            </span>
          ) : null}
        </>
      ) : null}
    </p>
  );
}
