import { localisePath, paths } from '@storefront/contracts';
import { Breadcrumbs, EmptyState, PageHeading } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { engagementRouteMessages as messages } from './engagement-route-messages';

/** The journal `/articles`: the list of articles, newest first. */
export default function ArticlesRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.articlesTitle);
  return (
    <div className="sf-page sf-container">
      <title>{title}</title>
      <Breadcrumbs
        items={[{ label: intl.formatMessage(messages.home), to: localisePath(paths.home()) }, { label: title }]}
      />
      <PageHeading title={title} intro={intl.formatMessage(messages.articlesIntro)} />
      <EmptyState
        icon="info"
        title={intl.formatMessage(messages.articlesEmptyTitle)}
        message={intl.formatMessage(messages.articlesEmptyBody)}
      />
    </div>
  );
}
