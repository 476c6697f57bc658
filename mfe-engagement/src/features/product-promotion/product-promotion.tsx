import './product-promotion.css';
import type { Promotion } from '@storefront/api-schemas';
import { ButtonLink, ContentPicture } from '@storefront/ui';
import { contentPath } from '../../lib/content-path';

/** The site preferences' product promotion (their first entry): picture, headline, text and its call to action. */
export function ProductPromotion({ promotion }: { promotion: Promotion }) {
  const to = contentPath(promotion.cta?.url);
  const headingId = `sf-promotion-${promotion.id}`;
  return (
    <section
      className={`sf-promotion sf-promotion--${promotion.theme} sf-container sf-container--wide`}
      aria-labelledby={headingId}
    >
      <div className="sf-promotion__inner">
        {promotion.image ? <ContentPicture className="sf-promotion__image" image={promotion.image} /> : null}
        <div className="sf-promotion__text">
          <h2 id={headingId} className="sf-promotion__headline">
            {promotion.headline}
          </h2>
          {promotion.body ? <p className="sf-promotion__body">{promotion.body}</p> : null}
          {promotion.cta && to ? (
            <ButtonLink to={to} variant="secondary">
              {promotion.cta.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
