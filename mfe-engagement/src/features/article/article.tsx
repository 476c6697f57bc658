import './article.css';
import type { ArticleAnswer } from '@storefront/api-schemas';
import { localisePath, PageNotFound, paths, useLocale } from '@storefront/contracts';
import { formatDate } from '@storefront/i18n';
import { ContentPicture, PageFrame } from '@storefront/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ArticleCard, ArticleDate } from '../../lib/article-card';
import { articleCardMessages } from '../../lib/article-card-messages';
import { RichText } from '../../lib/rich-text';
import { isArticleNotFound, useArticle } from './article-api';
import { articleMessages as messages } from './article-messages';
import { ArticleSkeleton } from './article-skeleton';
import { useArticleHead } from './use-article-head';

/** Props of {@link Article}. */
export interface ArticleProps {
  slug: string;
  /** Shown after the article's text (the route puts the newsletter sign-up there). */
  afterBody?: ReactNode;
}

/** Who wrote it, when, and how long it takes to read. */
function Byline({ article }: { article: ArticleAnswer }) {
  const intl = useIntl();
  return (
    <p className="sf-article__byline">
      {article.author ? (
        <span className="sf-article__author">{intl.formatMessage(messages.byline, { author: article.author })}</span>
      ) : null}
      <span className="sf-article__dateline">
        <ArticleDate date={article.publishDate} />
        {article.readingMinutes ? (
          <span>{intl.formatMessage(articleCardMessages.readingTime, { minutes: article.readingMinutes })}</span>
        ) : null}
      </span>
    </p>
  );
}

/** When the article last changed, under its text, when that is later than its publication. */
function LastUpdated({ article }: { article: ArticleAnswer }) {
  const intl = useIntl();
  const locale = useLocale();
  const updated = article.updatedAt.slice(0, 10);
  if (updated <= article.publishDate) return null;
  return (
    <p className="sf-article__updated">
      <time dateTime={article.updatedAt}>
        {intl.formatMessage(messages.updated, { date: formatDate(updated, locale, 'long') })}
      </time>
    </p>
  );
}

/** Up to three other articles to read next, and the way back to the whole journal. */
function RelatedArticles({ articles }: { articles: ArticleAnswer['related'] }) {
  const intl = useIntl();
  if (articles.length === 0) return null;
  return (
    <section className="sf-article__related" aria-labelledby="sf-article-related-title">
      <div className="sf-article__related-head">
        <h2 id="sf-article-related-title" className="sf-article__related-title">
          {intl.formatMessage(messages.relatedTitle)}
        </h2>
        <Link to={localisePath(paths.articles())} className="sf-article__all">
          {intl.formatMessage(messages.allArticles)}
        </Link>
      </div>
      <ul className="sf-article__related-list">
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The article once it has arrived: head tags, breadcrumbs, the header and hero, its text, then what follows. */
function ArticleReady({ article, afterBody }: { article: ArticleAnswer; afterBody: ReactNode }) {
  const intl = useIntl();
  const head = useArticleHead(article);
  const journal = intl.formatMessage(messages.journal);
  return (
    <PageFrame
      {...head}
      as="article"
      title={article.title}
      eyebrow={
        article.category ? (
          <Link
            className="sf-article__category"
            to={localisePath(`${paths.articles()}?category=${encodeURIComponent(article.category.slug)}`)}
          >
            {article.category.title}
          </Link>
        ) : (
          journal
        )
      }
      intro={article.excerpt || undefined}
      align="center"
      className="sf-container sf-container--wide sf-article"
      headingClassName="sf-article__heading"
      data-article={article.slug}
      breadcrumbs={[
        { label: intl.formatMessage(messages.home), to: localisePath(paths.home()) },
        { label: journal, to: localisePath(paths.articles()) },
        { label: article.title },
      ]}
    >
      {(heading) => (
        <>
          <div className="sf-article__header">
            {heading}
            <Byline article={article} />
          </div>
          {article.heroImage ? (
            <figure className="sf-article__hero">
              <ContentPicture className="sf-content-picture" image={article.heroImage} eager />
            </figure>
          ) : null}
          <RichText document={article.body} headingLevel={2} className="sf-article__body" />
          <LastUpdated article={article} />
          {afterBody ? <div className="sf-article__after">{afterBody}</div> : null}
          <RelatedArticles articles={article.related} />
        </>
      )}
    </PageFrame>
  );
}

/**
 * A journal article `/articles/:article`: its category, title, byline and date in the shopper's locale, hero picture,
 * rich-text body (pictures and links to other pages in place), then `afterBody` and related articles. While it loads,
 * a skeleton of its shape; when the content service cannot answer, a retry; an article the API does not have is the
 * shell's 404 page.
 */
export function Article({ slug, afterBody }: ArticleProps) {
  const intl = useIntl();
  const query = useArticle(slug);
  if (query.data) return <ArticleReady article={query.data} afterBody={afterBody} />;
  const breadcrumbs = [
    { label: intl.formatMessage(messages.home), to: localisePath(paths.home()) },
    { label: intl.formatMessage(messages.journal), to: localisePath(paths.articles()) },
  ];
  if (query.isError && !query.isFetching) {
    if (isArticleNotFound(query.error)) return <PageNotFound />;
    return (
      <PageFrame
        className="sf-container sf-container--wide sf-article"
        breadcrumbs={breadcrumbs}
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
      className="sf-container sf-container--wide sf-article"
      breadcrumbs={breadcrumbs}
      state={{ status: 'loading', label: intl.formatMessage(messages.loading), placeholder: <ArticleSkeleton /> }}
    />
  );
}
