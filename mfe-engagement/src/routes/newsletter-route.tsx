import '../engagement.css';
import { localisePath, paths } from '@storefront/contracts';
import { Breadcrumbs, PageHeading } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { NewsletterSignupForm } from '../features/newsletter-signup/newsletter-signup-form';
import { engagementRouteMessages as messages } from './engagement-route-messages';

/** Newsletter sign-up `/newsletter`. */
export default function NewsletterRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.newsletterTitle);
  return (
    <div className="sf-page sf-container">
      <title>{title}</title>
      <Breadcrumbs
        items={[{ label: intl.formatMessage(messages.home), to: localisePath(paths.home()) }, { label: title }]}
      />
      <PageHeading title={title} intro={intl.formatMessage(messages.newsletterIntro)} />
      <NewsletterSignupForm />
    </div>
  );
}
