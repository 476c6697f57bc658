import { classNames } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { checkoutStepsMessages as messages } from './checkout-steps-messages';

/** The checkout steps, in order. */
export const checkoutSteps = ['shipping', 'billing', 'payment', 'confirmation'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

/** Where the shopper is in checkout: Shipping › Billing › Payment › Confirmation, the current step marked. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const intl = useIntl();
  const currentIndex = checkoutSteps.indexOf(current);
  return (
    <nav aria-label={intl.formatMessage(messages.label)} className="sf-checkout-steps">
      <ol className="sf-checkout-steps__list">
        {checkoutSteps.map((step, index) => (
          <li
            key={step}
            className={classNames(
              'sf-checkout-steps__item',
              index < currentIndex && 'sf-checkout-steps__item--done',
              index === currentIndex && 'sf-checkout-steps__item--current',
            )}
            aria-current={index === currentIndex ? 'step' : undefined}
          >
            <span className="sf-checkout-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="sf-checkout-steps__label">{intl.formatMessage(messages[step])}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** "Step 2 of 4", for the page heading's eyebrow. */
export function useStepProgress(current: CheckoutStep): string {
  const intl = useIntl();
  return intl.formatMessage(messages.progress, {
    step: checkoutSteps.indexOf(current) + 1,
    total: checkoutSteps.length,
  });
}
