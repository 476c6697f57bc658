import '../engagement.css';
import { localisePath, paths } from '@storefront/contracts';
import { Icon, PageFrame } from '@storefront/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
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

/** The reference the contact form's answer gave (8 hexadecimal characters), or null for anything else. */
function referenceOf(value: string | null): string | null {
  return value && /^[0-9A-F]{8}$/.test(value) ? value : null;
}

/**
 * The page after an enquiry is sent `/customer-service/contact-us/success?reference=…`: the enquiry's reference and
 * links to the usual answers (SPEC §2: orders, finance, delivery, FAQs, returns, general, click and collect).
 */
export default function ContactSuccessRoute() {
  const intl = useIntl();
  const linksTitleId = useId();
  const [search] = useSearchParams();
  const reference = referenceOf(search.get('reference'));
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
      robots="noindex"
    >
      {reference ? (
        <div className="sf-contact-success__reference">
          <p className="sf-contact-success__reference-line">
            {intl.formatMessage(messages.contactReference, { reference })}
          </p>
          <p className="sf-contact-success__reference-hint">{intl.formatMessage(messages.contactReferenceHint)}</p>
        </div>
      ) : null}
      <nav aria-labelledby={linksTitleId}>
        <h2 id={linksTitleId} className="sf-engagement-links__title">
          {intl.formatMessage(messages.helpfulLinksTitle)}
        </h2>
        <ul className="sf-engagement-links sf-contact-success__links">
          {helpfulLinks.map((link) => (
            <li key={link.to}>
              <Link to={localisePath(link.to)} className="sf-contact-success__link">
                <span>{intl.formatMessage(link.label)}</span>
                <Icon name="chevron-right" size="sm" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageFrame>
  );
}
