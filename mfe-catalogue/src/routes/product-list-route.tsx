import { localisePath, paths, type RemoteRouteProps } from '@storefront/contracts';
import { titleFromSlug } from '@storefront/i18n';
import { Breadcrumbs, ButtonLink, EmptyState, PageHeading } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { catalogueRouteMessages as messages } from './catalogue-route-messages';

/** A category page (reached through the catch-all when the slug resolver says it is a category). */
export default function ProductListRoute({ params }: RemoteRouteProps) {
  const intl = useIntl();
  const title = titleFromSlug(params.slug ?? '');
  return (
    <div className="sf-page sf-container">
      <title>{title}</title>
      <Breadcrumbs
        items={[{ label: intl.formatMessage(messages.home), to: localisePath(paths.home()) }, { label: title }]}
      />
      <PageHeading eyebrow={intl.formatMessage(messages.productListEyebrow)} title={title} />
      <EmptyState
        icon="diamond"
        title={intl.formatMessage(messages.productListEmptyTitle)}
        message={intl.formatMessage(messages.productListEmptyBody)}
        actions={<ButtonLink to={localisePath(paths.search())}>{intl.formatMessage(messages.browseAll)}</ButtonLink>}
      />
    </div>
  );
}
