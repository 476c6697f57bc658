import './latest-articles.css';
import { localisePath, paths } from '@storefront/contracts';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ArticleCard, ArticleCardSkeleton } from '../../lib/article-card';
import { LATEST_ARTICLES_COUNT, type LatestArticlesState } from './latest-articles-api';
import { latestArticlesMessages as messages } from './latest-articles-messages';

/**
 * The three newest journal articles as the journal's cards, with the way to all of them; nothing when the journal
 * cannot be read. The page asks for them (`useLatestArticles`) when it asks for its own content, so both load at once.
 */
export function LatestArticles({ articles }: { articles: LatestArticlesState }) {
  const intl = useIntl();
  if (articles.isError || (articles.isSuccess && articles.data.length === 0)) return null;
  return (
    <section className="sf-latest-articles sf-container sf-container--wide" aria-labelledby="sf-latest-articles-title">
      <div className="sf-latest-articles__head">
        <h2 id="sf-latest-articles-title" className="sf-home-section-title">
          {intl.formatMessage(messages.title)}
        </h2>
        <Link to={localisePath(paths.articles())} className="sf-latest-articles__all">
          {intl.formatMessage(messages.allArticles)}
        </Link>
      </div>
      <ul className="sf-latest-articles__list" aria-busy={articles.isPending}>
        {articles.isPending
          ? Array.from({ length: LATEST_ARTICLES_COUNT }, (_, index) => (
              <li key={index}>
                <ArticleCardSkeleton />
              </li>
            ))
          : articles.data.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} headingLevel={3} />
              </li>
            ))}
      </ul>
    </section>
  );
}
