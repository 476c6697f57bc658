import type { CheckoutState } from '@storefront/api-schemas';
import { localisePath, paths } from '@storefront/contracts';
import { useFormatMoney } from '@storefront/i18n';
import { Alert, ButtonLink, type IconName, type PageFrameState } from '@storefront/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CheckoutFrame } from './checkout-frame';
import { checkoutRouteMessages as messages } from './checkout-route-messages';
import { OrderSummary } from '../lib/order-summary/order-summary';
import { CheckoutLayout } from '../lib/checkout-layout/checkout-layout';
import { checkoutLayoutMessages } from '../lib/checkout-layout/checkout-layout-messages';
import { useCheckoutState } from '../lib/checkout-layout/use-checkout-state';
import { useSummaryFor, type DeliveryDraft } from '../lib/order-summary/summary-preview';

interface CheckoutStepPageProps {
  step: 'shipping' | 'billing';
  title: string;
  intro: string;
  /** The empty state's icon (a bag with nothing in it has nothing to check out). */
  emptyIcon: IconName;
  /** The delivery being chosen on this step, not saved yet: the summary shows its price and its tax. */
  deliveryDraft?: DeliveryDraft | null;
  /** Whether a bag the server changed is announced here (off while the page explains a payment's outcome instead). */
  announceBagChanges?: boolean;
  /** The step's own content, once the checkout has loaded and has lines. */
  children: (checkout: CheckoutState, update: (checkout: CheckoutState) => void) => ReactNode;
}

/**
 * The step's columns: its forms, and the order summary (the pieces with their thumbnails, and the money for the
 * delivery being chosen, else the saved one), folded on a phone behind a disclosure naming the total.
 */
function StepLayout({
  checkout,
  draft,
  children,
}: {
  checkout: CheckoutState;
  draft: DeliveryDraft | null;
  children: ReactNode;
}) {
  const summary = useSummaryFor(checkout, draft);
  const money = useFormatMoney();
  return (
    <CheckoutLayout
      aside={<OrderSummary summary={summary} lines={checkout.lines} coupon={checkout.coupon} />}
      asideTotal={money(summary.totalCents, summary.currency)}
    >
      {children}
    </CheckoutLayout>
  );
}

/**
 * A checkout step in the page frame: title, breadcrumbs, the step indicator, then the step's content beside the
 * order summary, once `GET /checkout` has answered. Loading and a failed load (with a retry), an empty bag (with the way
 * back to it) and a bag the server changed (with a link to review it) look the same on every step.
 */
export function CheckoutStepPage({
  step,
  title,
  intro,
  emptyIcon,
  announceBagChanges = true,
  deliveryDraft = null,
  children,
}: CheckoutStepPageProps) {
  const intl = useIntl();
  const load = useCheckoutState();
  const empty = load.status === 'ready' && load.checkout.lines.length === 0;
  const state: PageFrameState =
    load.status === 'loading'
      ? { status: 'loading', label: intl.formatMessage(checkoutLayoutMessages.loading) }
      : load.status === 'error'
        ? { status: 'error', retry: load.retry, message: intl.formatMessage(checkoutLayoutMessages.loadFailed) }
        : empty
          ? {
              status: 'empty',
              icon: emptyIcon,
              title: intl.formatMessage(messages.nothingToCheckOutTitle),
              message: intl.formatMessage(messages.nothingToCheckOutBody),
              actions: <ButtonLink to={localisePath(paths.bag())}>{intl.formatMessage(messages.goToBag)}</ButtonLink>,
            }
          : { status: 'ready' };

  return (
    <CheckoutFrame step={step} title={title} intro={empty ? undefined : intro} state={state}>
      {load.status === 'ready' ? (
        <StepLayout checkout={load.checkout} draft={deliveryDraft}>
          {announceBagChanges && load.checkout.code === 'CART_UPDATED' ? (
            <Alert
              variant="warning"
              title={intl.formatMessage(checkoutLayoutMessages.bagUpdatedTitle)}
              action={
                <ButtonLink variant="secondary" size="sm" to={localisePath(paths.bag())}>
                  {intl.formatMessage(checkoutLayoutMessages.reviewBag)}
                </ButtonLink>
              }
            >
              {intl.formatMessage(checkoutLayoutMessages.bagUpdatedBody)}
            </Alert>
          ) : null}
          {children(load.checkout, load.update)}
        </StepLayout>
      ) : null}
    </CheckoutFrame>
  );
}
