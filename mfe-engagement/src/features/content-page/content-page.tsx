import type { ContentPage as ContentPageAnswer } from '@storefront/api-schemas';
import { localisePath, PageNotFound, paths } from '@storefront/contracts';
import { PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
// The page's own styles (its column, sections, rich text and questions) come with its code: without this import they
// arrived only with the footer's sign-up, which loads as the shopper nears the footer, and the page jumped under them.
import '../../engagement.css';
import { isContentNotFound, useContentPage } from './content-page-api';
import { contentPageMessages as messages } from './content-page-messages';
import { ContentPageSkeleton } from './content-page-skeleton';
import { ContentSections } from './content-sections';
import { useContentPageHead } from './use-content-page-head';

/** Props of {@link ContentPage}. */
export interface ContentPageProps {
  /** The content service's slug: `customer-service/delivery`, `brilliance-terms`, `connected/spring-sparkle`. */
  slug: string;
}

/** The page once its content has arrived: head tags, breadcrumbs, the title and introduction, the sections. */
function ContentPageReady({ page }: { page: ContentPageAnswer }) {
  const intl = useIntl();
  const head = useContentPageHead(page);
  return (
    <PageFrame
      {...head}
      title={page.title}
      intro={page.description || undefined}
      className="sf-container sf-content-page"
      data-content-page={page.slug}
      breadcrumbs={[
        { label: intl.formatMessage(messages.home), to: localisePath(paths.home()) },
        { label: page.title },
      ]}
    >
      <ContentSections sections={page.sections} />
      <p className="sf-content-page__updated">
        {intl.formatMessage(messages.updated, { date: new Date(page.updatedAt) })}
      </p>
    </PageFrame>
  );
}

/**
 * A content page of the content service by its slug (customer service, legal, campaign pages): its sections' rich
 * text, cards, FAQ questions and calls to action. While it loads, a skeleton of its shape; when the content service
 * cannot answer, a retry; a slug it does not know is the shell's 404 page.
 */
export function ContentPage({ slug }: ContentPageProps) {
  const intl = useIntl();
  const query = useContentPage(slug);
  if (query.data) return <ContentPageReady page={query.data} />;
  if (query.isError && !query.isFetching) {
    if (isContentNotFound(query.error)) return <PageNotFound />;
    return (
      <PageFrame
        className="sf-container sf-content-page"
        state={{
          status: 'error',
          title: intl.formatMessage(messages.unavailableTitle),
          message: intl.formatMessage(messages.unavailable),
          retry: () => void query.refetch(),
        }}
      />
    );
  }
  return (
    <PageFrame
      className="sf-container sf-content-page"
      state={{ status: 'loading', label: intl.formatMessage(messages.loading), placeholder: <ContentPageSkeleton /> }}
    />
  );
}
