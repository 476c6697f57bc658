import './article-card.css';
import type { ArticleSummary } from '@storefront/api-schemas';
import { useLocale } from '@storefront/contracts';
import { formatDate } from '@storefront/i18n';
import { ContentPicture, Skeleton } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { articleCardMessages as messages } from './article-card-messages';
import { contentPath } from './content-path';

/** The heading level of a card's title in the page's outline. */
type CardHeadingLevel = 2 | 3;

/** Props of {@link ArticleCard}. */
export interface ArticleCardProps {
  article: ArticleSummary;
  headingLevel?: CardHeadingLevel;
  /** Loads the picture at once (the first cards of a list, above the fold) rather than when scrolled near. */
  eager?: boolean;
}

/** The date an article was published, in the shopper's locale ('15 November 2025', '15 novembre 2025'). */
export function ArticleDate({ date }: { date: string }) {
  const locale = useLocale();
  return <time dateTime={date}>{formatDate(date, locale, 'long')}</time>;
}

/**
 * A journal article as a card: its picture, category, title (the link: the whole card answers a click on it), date,
 * reading time and excerpt. The picture is decorative here: the title names the article.
 */
export function ArticleCard({ article, headingLevel = 2, eager = false }: ArticleCardProps) {
  const intl = useIntl();
  const to = contentPath(article.url);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <article className="sf-article-card">
      <div className="sf-article-card__picture">
        {article.heroImage ? <ContentPicture image={article.heroImage} decorative eager={eager} /> : null}
      </div>
      <div className="sf-article-card__text">
        {article.category ? <p className="sf-article-card__category">{article.category.title}</p> : null}
        <Heading className="sf-article-card__title">
          {to ? (
            <Link to={to} className="sf-article-card__link">
              {article.title}
            </Link>
          ) : (
            article.title
          )}
        </Heading>
        <p className="sf-article-card__meta">
          <ArticleDate date={article.publishDate} />
          {article.readingMinutes ? (
            <span>{intl.formatMessage(messages.readingTime, { minutes: article.readingMinutes })}</span>
          ) : null}
        </p>
        {article.excerpt ? <p className="sf-article-card__excerpt">{article.excerpt}</p> : null}
      </div>
    </article>
  );
}

/** A card's shape while the articles load: the picture's frame and three lines. */
export function ArticleCardSkeleton() {
  return (
    <div className="sf-article-card sf-article-card--placeholder" aria-hidden="true">
      <Skeleton width="100%" aspectRatio="16 / 9" />
      <Skeleton width="30%" height="0.75rem" />
      <Skeleton width="85%" height="1.5rem" />
      <Skeleton width="60%" height="0.875rem" />
    </div>
  );
}
