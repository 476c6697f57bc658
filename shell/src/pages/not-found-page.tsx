import { localisePath, paths } from '@storefront/contracts';
import { PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { pageMessages as messages } from './page-messages';

const suggestions = [
  { to: paths.home(), label: messages.linkHome },
  { to: paths.search(), label: messages.linkSearch },
  { to: paths.jewelleryBuilder(), label: messages.linkBuilder },
  { to: paths.stores(), label: messages.linkStores },
  { to: paths.contactUs(), label: messages.linkContact },
] as const;

/**
 * The 404 page. `invalid`: a route matched but its parameters failed validation ('Page Not Found: {path}');
 * `unmatched`: nothing matched ('Page not found: {path}').
 */
export function NotFoundPage({ variant }: { variant: 'invalid' | 'unmatched' }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const message = variant === 'invalid' ? messages.notFoundInvalid : messages.notFoundUnmatched;
  return (
    <PageFrame
      as="section"
      className="sf-status-page"
      data-status="404"
      title={intl.formatMessage(messages.notFoundTitle)}
      intro={intl.formatMessage(message, { path: pathname })}
      align="center"
    >
      <p>{intl.formatMessage(messages.notFoundHelp)}</p>
      <nav aria-label={intl.formatMessage(messages.notFoundLinksLabel)}>
        <ul className="sf-status-page__links">
          {suggestions.map((link) => (
            <li key={link.to}>
              <Link to={localisePath(link.to)}>{intl.formatMessage(link.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageFrame>
  );
}
