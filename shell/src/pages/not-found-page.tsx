import { localisePath, paths } from '@storefront/contracts';
import { PageFrame } from '@storefront/ui';
import { Suspense, lazy } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { pageMessages as messages } from './page-messages';

/** The category links come with their own chunk (the data layer's), only when a 404 page shows. */
const TopCategoryLinks = lazy(() => import('./top-category-links'));

const suggestions = [
  { to: paths.home(), label: messages.linkHome },
  { to: paths.search(), label: messages.linkSearch },
  { to: paths.jewelleryBuilder(), label: messages.linkBuilder },
  { to: paths.stores(), label: messages.linkStores },
  { to: paths.contactUs(), label: messages.linkContact },
] as const;

/**
 * The 404 page, with the catalogue's top categories and a few useful pages to go on from. `invalid`: a route matched
 * but its parameters failed validation ('Page Not Found: {path}'); `unmatched`: nothing matched ('Page not found:
 * {path}').
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
      <Suspense fallback={<div className="sf-status-page__categories" aria-hidden="true" />}>
        <TopCategoryLinks />
      </Suspense>
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
