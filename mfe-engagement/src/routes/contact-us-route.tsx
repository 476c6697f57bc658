import '../engagement.css';
import { localisePath, paths } from '@storefront/contracts';
import { PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { ContactForm } from '../features/contact-form/contact-form';
import { engagementRouteMessages as messages } from './engagement-route-messages';

/** Contact us `/customer-service/contact-us`: the enquiry form. */
export default function ContactUsRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.contactTitle);
  return (
    <PageFrame
      title={title}
      className="sf-container"
      breadcrumbs={[{ label: intl.formatMessage(messages.home), to: localisePath(paths.home()) }, { label: title }]}
      intro={intl.formatMessage(messages.contactIntro)}
    >
      <ContactForm />
    </PageFrame>
  );
}
