import { localisePath, paths } from '@storefront/contracts';
import { PageFrame, type PageFrameProps } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { CheckoutSteps, useStepProgress, type CheckoutStep } from '../lib/checkout-steps/checkout-steps';
import { checkoutRouteMessages as messages } from './checkout-route-messages';

type CheckoutFrameProps = Omit<
  PageFrameProps,
  'robots' | 'className' | 'headingClassName' | 'breadcrumbs' | 'beforeHeading' | 'eyebrow'
> & {
  step: CheckoutStep;
  title: string;
};

/**
 * The page frame of every checkout step: never indexed, the content width (the step's narrow form column and the
 * summary beside it), the trail Home › Bag › the step, the step indicator and "Step n of 4" above the heading; a
 * compact header on a phone, so the step's first field is on the first screen.
 */
export function CheckoutFrame({ step, title, ...frame }: CheckoutFrameProps) {
  const intl = useIntl();
  const progress = useStepProgress(step);
  return (
    <PageFrame
      {...frame}
      title={title}
      robots="noindex"
      // The checkout layout's main already has the gutters and the content width.
      className="sf-checkout-frame"
      headingClassName="sf-checkout-frame__heading"
      breadcrumbs={[
        { label: intl.formatMessage(messages.home), to: localisePath(paths.home()) },
        { label: intl.formatMessage(messages.bagTitle), to: localisePath(paths.bag()) },
        { label: title },
      ]}
      beforeHeading={<CheckoutSteps current={step} />}
      eyebrow={progress}
    />
  );
}
