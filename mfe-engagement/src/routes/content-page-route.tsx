import { titleFromSlug } from '@storefront/i18n';
import { localisePath, paths, type RemoteRouteProps } from '@storefront/contracts';
import { ButtonLink, PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { engagementRouteMessages as messages } from './engagement-route-messages';

const HOME_SLUG = 'home';

/** A content page: the home page, fixed customer-service pages and whatever the catch-all resolves to content. */
export default function ContentPageRoute({ params }: RemoteRouteProps) {
  const intl = useIntl();
  const slug = params.slug ?? '';
  if (slug === HOME_SLUG || slug === '') {
    return (
      <PageFrame
        title={intl.formatMessage(messages.homeTitle)}
        className="sf-container"
        state={{
          status: 'empty',
          icon: 'diamond',
          title: intl.formatMessage(messages.homeEmptyTitle),
          message: intl.formatMessage(messages.homeEmptyBody),
          actions: (
            <>
              <ButtonLink to={localisePath(paths.search())}>{intl.formatMessage(messages.browseAll)}</ButtonLink>
              <ButtonLink to={localisePath(paths.stores())} variant="secondary">
                {intl.formatMessage(messages.findStore)}
              </ButtonLink>
            </>
          ),
        }}
      />
    );
  }
  const title = titleFromSlug(slug);
  return (
    <PageFrame
      title={title}
      className="sf-container"
      breadcrumbs={[{ label: intl.formatMessage(messages.home), to: localisePath(paths.home()) }, { label: title }]}
      state={{
        status: 'empty',
        icon: 'info',
        title: intl.formatMessage(messages.contentEmptyTitle),
        message: intl.formatMessage(messages.contentEmptyBody),
        actions: (
          <ButtonLink to={localisePath(paths.home())} variant="secondary">
            {intl.formatMessage(messages.backHome)}
          </ButtonLink>
        ),
      }}
    />
  );
}
