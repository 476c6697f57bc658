import '../engagement.css';
import { localisePath, paths } from '@storefront/contracts';
import { Breadcrumbs, PageHeading } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { ContactForm } from '../features/contact-form/contact-form';
import { engagementRouteMessages as messages } from './engagement-route-messages';

/** Contact us `/customer-service/contact-us`: the enquiry form. */
export default function ContactUsRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.contactTitle);
  return (
    <div className="sf-page sf-container">
      <title>{title}</title>
      <Breadcrumbs
        items={[{ label: intl.formatMessage(messages.home), to: localisePath(paths.home()) }, { label: title }]}
      />
      <PageHeading title={title} intro={intl.formatMessage(messages.contactIntro)} />
      <ContactForm />
    </div>
  );
}
