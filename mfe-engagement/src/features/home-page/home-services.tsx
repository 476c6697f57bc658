import './home-page.css';
import type { PageSection } from '@storefront/api-schemas';
import { Link } from 'react-router';
import { contentPath } from '../../lib/content-path';
import { ContentPicture } from '@storefront/ui';

/** A cards section of the home page ("Why Lustre & Co."): what every piece comes with, each card a way to learn more. */
export function HomeServices({ section }: { section: PageSection }) {
  const headingId = `sf-home-services-${section.id}`;
  return (
    <section className="sf-home-services sf-container sf-container--wide" aria-labelledby={headingId}>
      <h2 id={headingId} className="sf-home-section-title">
        {section.title}
      </h2>
      <ul className="sf-home-services__list">
        {section.items.map((item) => {
          const to = contentPath(item.url);
          return (
            <li key={item.id} className="sf-home-services__item">
              {item.image ? <ContentPicture className="sf-home-services__image" image={item.image} decorative /> : null}
              <h3 className="sf-home-services__title">
                {to ? (
                  <Link to={to} className="sf-home-services__link">
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
              </h3>
              {item.body ? <p className="sf-home-services__body">{item.body}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
