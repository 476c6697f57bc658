import { titleFromSlug } from '@storefront/i18n';
import { localisePath, paths, type RemoteRouteProps } from '@storefront/contracts';
import { ButtonLink, PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { storesRouteMessages as messages } from './stores-route-messages';

/** A store `/stores/:store`; until its record loads, the name comes from the address. */
export default function StoreDetailRoute({ params }: RemoteRouteProps) {
  const intl = useIntl();
  const title = titleFromSlug(params.store ?? '');
  return (
    <PageFrame
      title={title}
      className="sf-container"
      breadcrumbs={[
        { label: intl.formatMessage(messages.home), to: localisePath(paths.home()) },
        { label: intl.formatMessage(messages.storesCrumb), to: localisePath(paths.stores()) },
        { label: title },
      ]}
      eyebrow={intl.formatMessage(messages.detailEyebrow)}
      state={{
        status: 'empty',
        icon: 'store',
        title: intl.formatMessage(messages.detailEmptyTitle),
        message: intl.formatMessage(messages.detailEmptyBody),
        actions: (
          <ButtonLink to={localisePath(paths.stores())} variant="secondary">
            {intl.formatMessage(messages.findAnotherStore)}
          </ButtonLink>
        ),
      }}
    />
  );
}
