import '../engagement.css';
import { localisePath, paths } from '@storefront/contracts';
import { PageFrame } from '@storefront/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { engagementRouteMessages as messages } from './engagement-route-messages';

const helpfulLinks = [
  { to: paths.orderLookup(), label: messages.linkOrders },
  { to: paths.financeOptions(), label: messages.linkFinance },
  { to: paths.delivery(), label: messages.linkDelivery },
  { to: paths.faqs(), label: messages.linkFaqs },
  { to: paths.returns(), label: messages.linkReturns },
  { to: paths.contactUs(), label: messages.linkGeneral },
  { to: paths.stores(), label: messages.linkClickAndCollect },
] as const;

/** The page after an enquiry is sent `/customer-service/contact-us/success`, with links to common answers. */
export default function ContactSuccessRoute() {
  const intl = useIntl();
  const linksTitleId = useId();
  const title = intl.formatMessage(messages.contactSuccessTitle);
  return (
    <PageFrame
      title={title}
      className="sf-container"
      breadcrumbs={[
        { label: intl.formatMessage(messages.home), to: localisePath(paths.home()) },
        { label: intl.formatMessage(messages.contactTitle), to: localisePath(paths.contactUs()) },
        { label: title },
      ]}
      intro={intl.formatMessage(messages.contactSuccessIntro)}
    >
      <nav aria-labelledby={linksTitleId}>
        <h2 id={linksTitleId} className="sf-engagement-links__title">
          {intl.formatMessage(messages.helpfulLinksTitle)}
        </h2>
        <ul className="sf-engagement-links">
          {helpfulLinks.map((link) => (
            <li key={link.to}>
              <Link to={localisePath(link.to)}>{intl.formatMessage(link.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageFrame>
  );
}
