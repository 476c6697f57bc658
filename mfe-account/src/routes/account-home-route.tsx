import '../account.css';
import { localisePath, paths } from '@storefront/contracts';
import { PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { accountRouteMessages as messages } from './account-route-messages';

const sections = [
  { to: paths.contactDetails(), title: messages.contactDetailsTitle, summary: messages.contactDetailsSummary },
  { to: paths.orderHistory(), title: messages.orderHistoryTitle, summary: messages.orderHistorySummary },
  { to: paths.accountWishlist(), title: messages.wishlistTitle, summary: messages.wishlistSummary },
  { to: paths.myOffers(), title: messages.myOffersTitle, summary: messages.myOffersSummary },
  { to: paths.brilliance(), title: messages.brillianceTitle, summary: messages.brillianceSummary },
] as const;

/** Account home `/my-account`: the way into each account section. */
export default function AccountHomeRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.myAccount);
  return (
    <PageFrame
      title={title}
      breadcrumbs={[{ label: intl.formatMessage(messages.home), to: localisePath(paths.home()) }, { label: title }]}
      intro={intl.formatMessage(messages.accountHomeIntro)}
    >
      <nav aria-label={intl.formatMessage(messages.sectionsLabel)}>
        <ul className="sf-account-sections">
          {sections.map((section) => (
            <li key={section.to} className="sf-account-sections__item">
              <Link to={localisePath(section.to)} className="sf-account-sections__link">
                {intl.formatMessage(section.title)}
              </Link>
              <p className="sf-account-sections__summary">{intl.formatMessage(section.summary)}</p>
            </li>
          ))}
        </ul>
      </nav>
    </PageFrame>
  );
}
