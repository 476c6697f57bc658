import { titleFromSlug } from '@storefront/i18n';
import { localisePath, paths, type RemoteRouteProps } from '@storefront/contracts';
import { Breadcrumbs, ButtonLink, EmptyState, PageHeading } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { engagementRouteMessages as messages } from './engagement-route-messages';

/** A journal article `/articles/:article`. */
export default function ArticleRoute({ params }: RemoteRouteProps) {
  const intl = useIntl();
  const title = titleFromSlug(params.article ?? '');
  const journal = intl.formatMessage(messages.articlesTitle);
  return (
    <div className="sf-page sf-container">
      <title>{title}</title>
      <Breadcrumbs
        items={[
          { label: intl.formatMessage(messages.home), to: localisePath(paths.home()) },
          { label: journal, to: localisePath(paths.articles()) },
          { label: title },
        ]}
      />
      <PageHeading eyebrow={journal} title={title} />
      <EmptyState
        icon="info"
        title={intl.formatMessage(messages.contentEmptyTitle)}
        message={intl.formatMessage(messages.contentEmptyBody)}
        actions={
          <ButtonLink to={localisePath(paths.articles())} variant="secondary">
            {intl.formatMessage(messages.allArticles)}
          </ButtonLink>
        }
      />
    </div>
  );
}
