import '../engagement.css';
import { localisePath, paths } from '@storefront/contracts';
import { PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { NewsletterSignupForm } from '../features/newsletter-signup/newsletter-signup-form';
import { engagementRouteMessages as messages } from './engagement-route-messages';

/** Newsletter sign-up `/newsletter`: the form, its e-mailed confirmation link opens `newsletter-confirm`. */
export default function NewsletterRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.newsletterTitle);
  return (
    <PageFrame
      title={title}
      className="sf-container"
      breadcrumbs={[{ label: intl.formatMessage(messages.home), to: localisePath(paths.home()) }, { label: title }]}
      intro={intl.formatMessage(messages.newsletterIntro)}
    >
      <NewsletterSignupForm source="newsletter-page" layout="card" />
    </PageFrame>
  );
}
