import { titleFromSlug } from '@storefront/i18n';
import { localisePath, paths, type RemoteRouteProps } from '@storefront/contracts';
import { ButtonLink, PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { engagementRouteMessages as messages } from './engagement-route-messages';

/** A connected content page `/connected/:slug` (campaign content linked from messages and cards). */
export default function ConnectedContentRoute({ params }: RemoteRouteProps) {
  const intl = useIntl();
  const title = titleFromSlug(params.slug ?? '');
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
