import type { DeliveryMethod } from '@storefront/api-schemas';
import { useFormatMoney } from '@storefront/i18n';
import { RadioGroup } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { methodDates, methodName, methodPrice } from './delivery-method-text';
import { deliveryMethodsMessages as messages } from './delivery-methods-messages';

export interface DeliveryMethodOptionsProps {
  /** The delivery methods to choose from (click and collect is chosen elsewhere). */
  methods: readonly DeliveryMethod[];
  value: string;
  onChange: (methodId: string) => void;
  error?: string | undefined;
  id?: string;
}

/** The delivery methods with their price and estimated delivery dates in the page's language. */
export function DeliveryMethodOptions({ methods, value, onChange, error, id }: DeliveryMethodOptionsProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  return (
    <RadioGroup
      legend={intl.formatMessage(messages.methodLegend)}
      name="deliveryMethod"
      required
      className="sf-delivery-methods"
      value={value}
      onChange={onChange}
      error={error}
      {...(id ? { id } : {})}
      options={methods.map((method) => {
        const freeFrom =
          method.priceCents > 0 && method.freeFromCents !== null
            ? intl.formatMessage(messages.freeFrom, {
                amount: money(method.freeFromCents, method.currency),
              })
            : null;
        return {
          value: method.id,
          label: (
            <span className="sf-delivery-method">
              <span className="sf-delivery-method__name">{methodName(intl, method)}</span>{' '}
              <span className="sf-delivery-method__price">{methodPrice(intl, method)}</span>
            </span>
          ),
          hint: freeFrom ? `${methodDates(intl, method)} · ${freeFrom}` : methodDates(intl, method),
        };
      })}
    />
  );
}
