import { localisePath, paths, type RemoteRouteProps } from '@storefront/contracts';
import { ButtonLink, PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { ContentPage } from '../features/content-page/content-page';
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
  return <ContentPage slug={slug} />;
}
