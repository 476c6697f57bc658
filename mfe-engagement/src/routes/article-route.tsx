import { titleFromSlug } from '@storefront/i18n';
import { localisePath, paths, type RemoteRouteProps } from '@storefront/contracts';
import { ButtonLink, PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { engagementRouteMessages as messages } from './engagement-route-messages';

/** A journal article `/articles/:article`. */
export default function ArticleRoute({ params }: RemoteRouteProps) {
  const intl = useIntl();
  const title = titleFromSlug(params.article ?? '');
  const journal = intl.formatMessage(messages.articlesTitle);
  return (
    <PageFrame
      title={title}
      className="sf-container"
      breadcrumbs={[
        { label: intl.formatMessage(messages.home), to: localisePath(paths.home()) },
        { label: journal, to: localisePath(paths.articles()) },
        { label: title },
      ]}
      eyebrow={journal}
      state={{
        status: 'empty',
        icon: 'info',
        title: intl.formatMessage(messages.contentEmptyTitle),
        message: intl.formatMessage(messages.contentEmptyBody),
        actions: (
          <ButtonLink to={localisePath(paths.articles())} variant="secondary">
            {intl.formatMessage(messages.allArticles)}
          </ButtonLink>
        ),
      }}
    />
  );
}
