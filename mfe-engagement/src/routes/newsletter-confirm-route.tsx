import '../engagement.css';
import { localisePath, paths } from '@storefront/contracts';
import { PageFrame, type PageFrameState } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { engagementFormMessages } from '../lib/engagement-form-messages';
import { NewsletterConfirmed, NewsletterLinkInvalid } from '../features/newsletter-signup/newsletter-confirmation';
import { newsletterSignupMessages } from '../features/newsletter-signup/newsletter-signup-messages';
import { useNewsletterConfirmation } from '../features/newsletter-signup/use-newsletter-confirmation';
import { engagementRouteMessages as messages } from './engagement-route-messages';

/**
 * Newsletter confirmation `/newsletter/confirm?token=…`, opened from the sign-up e-mail (double opt-in): confirms the
 * sign-up through the API, then says so; a link that expired or was used offers the sign-up again.
 */
export default function NewsletterConfirmRoute() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const confirmation = useNewsletterConfirmation(search.get('token'));
  const title = intl.formatMessage(messages.newsletterConfirmTitle);

  let state: PageFrameState = { status: 'ready' };
  if (confirmation.status === 'confirming') {
    state = { status: 'loading', label: intl.formatMessage(newsletterSignupMessages.confirming) };
  } else if (confirmation.status === 'failed') {
    state = {
      status: 'error',
      retry: confirmation.retry,
      message: intl.formatMessage(engagementFormMessages.failed),
    };
  }

  return (
    <PageFrame
      title={title}
      className="sf-container"
      robots="noindex"
      breadcrumbs={[
        { label: intl.formatMessage(messages.home), to: localisePath(paths.home()) },
        { label: intl.formatMessage(messages.newsletterTitle), to: localisePath(paths.newsletter()) },
        { label: title },
      ]}
      state={state}
    >
      {confirmation.status === 'confirmed' ? <NewsletterConfirmed /> : null}
      {confirmation.status === 'link-invalid' ? <NewsletterLinkInvalid /> : null}
    </PageFrame>
  );
}
