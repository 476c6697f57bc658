import { useMarket } from '@storefront/contracts';
import { Button, TextField } from '@storefront/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useValidatedForm } from '@storefront/validation';
import { orderLookupMessages as messages } from './order-lookup-messages';
import { orderLookupSchema } from './order-lookup-schemas';

const fields = ['orderNumber', 'postcode'] as const;

/** Guest order lookup by order number and billing postcode. Checked in the browser only; it looks nothing up yet. */
export function OrderLookupForm() {
  const intl = useIntl();
  const market = useMarket();
  const schema = useMemo(() => orderLookupSchema(market), [market]);
  const { onSubmit, errorOf } = useValidatedForm({ schema, fields });
  return (
    <form noValidate onSubmit={onSubmit} className="sf-account-form sf-stack">
      <TextField
        name="orderNumber"
        label={intl.formatMessage(messages.orderNumberLabel)}
        hint={intl.formatMessage(messages.orderNumberHint)}
        error={errorOf('orderNumber')}
        inputMode="numeric"
        autoComplete="off"
        required
      />
      <TextField
        name="postcode"
        label={intl.formatMessage(messages.postcodeLabel, { market })}
        error={errorOf('postcode')}
        autoComplete="billing postal-code"
        required
      />
      <div>
        <Button type="submit">{intl.formatMessage(messages.submit)}</Button>
      </div>
    </form>
  );
}
