import { localisePath, paths, type RemoteRouteProps } from '@storefront/contracts';
import { Breadcrumbs, ButtonLink, EmptyState, PageHeading } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { catalogueRouteMessages as messages } from './catalogue-route-messages';

/** The product page `/p/:product`. */
export default function ProductRoute({ params }: RemoteRouteProps) {
  const intl = useIntl();
  const product = params.product ?? '';
  return (
    <div className="sf-page sf-container">
      <title>{intl.formatMessage(messages.productTitle)}</title>
      <Breadcrumbs
        items={[
          { label: intl.formatMessage(messages.home), to: localisePath(paths.home()) },
          { label: intl.formatMessage(messages.productTitle) },
        ]}
      />
      <PageHeading title={intl.formatMessage(messages.productTitle)} />
      <EmptyState
        icon="ring"
        title={intl.formatMessage(messages.productUnavailableTitle)}
        message={intl.formatMessage(messages.productUnavailableBody, { product })}
        actions={<ButtonLink to={localisePath(paths.search())}>{intl.formatMessage(messages.browseAll)}</ButtonLink>}
      />
    </div>
  );
}
