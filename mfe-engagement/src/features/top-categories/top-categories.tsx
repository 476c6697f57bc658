import './top-categories.css';
import type { CategoryCard, TopCategories as TopCategoriesData } from '@storefront/api-schemas';
import { Button, classNames, ContentPicture, Icon, Skeleton } from '@storefront/ui';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { contentPath } from '../../lib/content-path';
import { topCategoriesMessages as messages } from './top-categories-messages';

function CategoryTile({ card }: { card: CategoryCard }) {
  const to = contentPath(card.url);
  const body = (
    <>
      <span className="sf-category-card__media">
        {card.image ? <ContentPicture className="sf-category-card__image" image={card.image} decorative /> : null}
      </span>
      <span className="sf-category-card__title">{card.title}</span>
      {card.subtitle ? <span className="sf-category-card__subtitle">{card.subtitle}</span> : null}
    </>
  );
  return to ? (
    <Link to={to} className="sf-category-card">
      {body}
    </Link>
  ) : (
    <div className="sf-category-card">{body}</div>
  );
}

/**
 * The top categories as the site preferences describe them (SPEC §3): the cards as a carousel (one row that scrolls
 * sideways, with previous and next buttons) or a grid, across the full width or within the page's width, and the
 * references as a line of text links.
 */
export function TopCategories({ block }: { block: TopCategoriesData }) {
  const intl = useIntl();
  const track = useRef<HTMLUListElement>(null);
  const headingId = `sf-top-categories-${block.id}`;
  const title = block.title || intl.formatMessage(messages.fallbackTitle);
  const carousel = block.variant === 'carousel';

  const scroll = (direction: 1 | -1) => {
    const list = track.current;
    const card = list?.querySelector('li');
    if (!list || !card) return;
    list.scrollBy({ left: direction * (card.getBoundingClientRect().width + 16), behavior: 'smooth' });
  };

  return (
    <section
      className={classNames(
        'sf-top-categories',
        `sf-top-categories--${block.variant}`,
        block.width === 'full' ? 'sf-top-categories--full' : 'sf-container sf-container--wide',
      )}
      aria-labelledby={headingId}
      data-variant={block.variant}
      data-width={block.width}
    >
      <div className="sf-top-categories__head">
        <h2 id={headingId} className="sf-home-section-title">
          {title}
        </h2>
        {carousel && block.cards.length > 1 ? (
          <div className="sf-top-categories__controls">
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => scroll(-1)}
              aria-label={intl.formatMessage(messages.previous)}
            >
              <Icon name="chevron-left" size="sm" />
            </Button>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => scroll(1)}
              aria-label={intl.formatMessage(messages.next)}
            >
              <Icon name="chevron-right" size="sm" />
            </Button>
          </div>
        ) : null}
      </div>
      {block.cards.length > 0 ? (
        <ul ref={track} className="sf-top-categories__cards">
          {block.cards.map((card) => (
            <li key={card.id} className="sf-top-categories__card">
              <CategoryTile card={card} />
            </li>
          ))}
        </ul>
      ) : null}
      {block.references.length > 0 ? (
        <nav className="sf-top-categories__references" aria-label={intl.formatMessage(messages.moreCategories)}>
          <ul>
            {block.references.map((reference) => {
              const to = contentPath(reference.url);
              return to ? (
                <li key={reference.id}>
                  <Link to={to}>{reference.title}</Link>
                </li>
              ) : null;
            })}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}

/** The top categories' shape while the site preferences load: a title and a row of cards. */
export function TopCategoriesSkeleton() {
  return (
    <div className="sf-top-categories sf-container sf-container--wide" aria-hidden="true">
      <div className="sf-top-categories__head">
        <Skeleton width="14rem" height="2rem" shape="text" />
      </div>
      <div className="sf-top-categories__cards sf-top-categories__cards--skeleton">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} width="100%" aspectRatio="4 / 5" />
        ))}
      </div>
    </div>
  );
}
