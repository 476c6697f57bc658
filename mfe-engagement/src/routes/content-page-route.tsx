import { titleFromSlug } from '@storefront/i18n';
import { localisePath, paths, type RemoteRouteProps } from '@storefront/contracts';
import { Breadcrumbs, ButtonLink, EmptyState, PageHeading } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { engagementRouteMessages as messages } from './engagement-route-messages';

const HOME_SLUG = 'home';

/** A content page: the home page, fixed customer-service pages and whatever the catch-all resolves to content. */
export default function ContentPageRoute({ params }: RemoteRouteProps) {
  const intl = useIntl();
  const slug = params.slug ?? '';
  if (slug === HOME_SLUG || slug === '') {
    const title = intl.formatMessage(messages.homeTitle);
    return (
      <div className="sf-page sf-container">
        <title>{title}</title>
        <PageHeading title={title} />
        <EmptyState
          icon="diamond"
          title={intl.formatMessage(messages.homeEmptyTitle)}
          message={intl.formatMessage(messages.homeEmptyBody)}
          actions={
            <>
              <ButtonLink to={localisePath(paths.search())}>{intl.formatMessage(messages.browseAll)}</ButtonLink>
              <ButtonLink to={localisePath(paths.stores())} variant="secondary">
                {intl.formatMessage(messages.findStore)}
              </ButtonLink>
            </>
          }
        />
      </div>
    );
  }
  const title = titleFromSlug(slug);
  return (
    <div className="sf-page sf-container">
      <title>{title}</title>
      <Breadcrumbs
        items={[{ label: intl.formatMessage(messages.home), to: localisePath(paths.home()) }, { label: title }]}
      />
      <PageHeading title={title} />
      <EmptyState
        icon="info"
        title={intl.formatMessage(messages.contentEmptyTitle)}
        message={intl.formatMessage(messages.contentEmptyBody)}
        actions={
          <ButtonLink to={localisePath(paths.home())} variant="secondary">
            {intl.formatMessage(messages.backHome)}
          </ButtonLink>
        }
      />
    </div>
  );
}
