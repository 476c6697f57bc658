import { Alert, Button, Spinner } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { checkoutLayoutMessages as messages } from './checkout-layout-messages';
import type { CheckoutLoad } from './use-checkout-state';

/** What a step shows until its checkout is there: a spinner, or the failure with "Try again". */
export function CheckoutLoadState({ load }: { load: Exclude<CheckoutLoad, { status: 'ready' }> }) {
  const intl = useIntl();
  if (load.status === 'loading') {
    return (
      <div className="sf-checkout-layout__loading">
        <Spinner label={intl.formatMessage(messages.loading)} />
      </div>
    );
  }
  return (
    <Alert
      variant="error"
      action={
        <Button size="sm" variant="secondary" onClick={load.retry}>
          {intl.formatMessage(messages.retry)}
        </Button>
      }
    >
      {intl.formatMessage(messages.loadFailed)}
    </Alert>
  );
}
