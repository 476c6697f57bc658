import { localisePath, paths } from '@storefront/contracts';
import { PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { engagementRouteMessages as messages } from './engagement-route-messages';

/** The journal `/articles`: the list of articles, newest first. */
export default function ArticlesRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.articlesTitle);
  return (
    <PageFrame
      title={title}
      className="sf-container"
      breadcrumbs={[{ label: intl.formatMessage(messages.home), to: localisePath(paths.home()) }, { label: title }]}
      intro={intl.formatMessage(messages.articlesIntro)}
      state={{
        status: 'empty',
        icon: 'info',
        title: intl.formatMessage(messages.articlesEmptyTitle),
        message: intl.formatMessage(messages.articlesEmptyBody),
      }}
    />
  );
}
