import type { ContentLink, PageSection, PageSectionItem } from '@storefront/api-schemas';
import { localisePath, safeLinkTarget } from '@storefront/contracts';
import { buttonClassName, ButtonLink, classNames, ContentPicture } from '@storefront/ui';
import { useId } from 'react';
import { FaqQuestion } from '../../lib/faq-question';
import { ContentLinkTo, RichText } from '../../lib/rich-text';

/** A section's call to action: a button into the store, or to another site's secure page; nothing otherwise. */
function SectionAction({ cta, variant = 'primary' }: { cta: ContentLink; variant?: 'primary' | 'secondary' }) {
  const target = safeLinkTarget(cta.url);
  if (!target) return null;
  if (target.kind === 'in-app') {
    return (
      <ButtonLink to={localisePath(target.path)} variant={variant}>
        {cta.label}
      </ButtonLink>
    );
  }
  return (
    <a href={target.href} className={buttonClassName(variant, 'md', false, undefined)} rel="noopener noreferrer">
      {cta.label}
    </a>
  );
}

/** A card of a cards section: its picture, title and text, the whole card a link when it leads somewhere. */
function SectionCard({ item }: { item: PageSectionItem }) {
  const inner = (
    <>
      {item.image ? (
        <ContentPicture
          image={item.image}
          className="sf-content-picture sf-content-card__image"
          decorative={item.url !== null}
        />
      ) : null}
      <span className="sf-content-card__text">
        <span className="sf-content-card__title">{item.title}</span>
        {item.body ? <span className="sf-content-card__body">{item.body}</span> : null}
      </span>
    </>
  );
  return (
    <li className="sf-content-card">
      {item.url ? (
        <ContentLinkTo href={item.url} className="sf-content-card__link">
          {inner}
        </ContentLinkTo>
      ) : (
        <div className="sf-content-card__link">{inner}</div>
      )}
    </li>
  );
}

/** One section of a content page, in its variant's layout; its title is an `h2` under the page's `h1`. */
function ContentSection({ section, first }: { section: PageSection; first: boolean }) {
  const headingId = useId();
  const titled = section.title !== '';
  const heading = titled ? (
    <h2 id={headingId} className="sf-content-section__title">
      {section.title}
    </h2>
  ) : null;
  const body = section.body ? <RichText document={section.body} headingLevel={titled ? 3 : 2} /> : null;
  const questions = section.items.filter((item) => item.kind === 'question');
  const cards = section.items.filter((item) => item.kind !== 'question');
  return (
    <section
      className={classNames('sf-content-section', `sf-content-section--${section.variant}`)}
      aria-labelledby={titled ? headingId : undefined}
    >
      {section.variant === 'hero' && section.image ? (
        <ContentPicture
          image={section.image}
          className="sf-content-picture sf-content-section__hero-image"
          eager={first}
        />
      ) : null}
      <div className="sf-content-section__text">
        {heading}
        {body}
        {section.variant !== 'hero' && section.image ? (
          <ContentPicture image={section.image} className="sf-content-picture sf-content-section__image" />
        ) : null}
        {section.cta ? (
          <div className="sf-content-section__actions">
            <SectionAction cta={section.cta} variant={section.variant === 'text' ? 'secondary' : 'primary'} />
          </div>
        ) : null}
      </div>
      {questions.length > 0 ? (
        <div className="sf-content-section__questions">
          {questions.map((item) => (
            <FaqQuestion key={item.id} question={item.title} headingLevel={titled ? 3 : 2}>
              {item.answer ? <RichText document={item.answer} headingLevel={titled ? 4 : 3} /> : <p>{item.body}</p>}
            </FaqQuestion>
          ))}
        </div>
      ) : null}
      {cards.length > 0 ? (
        <ul className="sf-content-cards">
          {cards.map((item) => (
            <SectionCard key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The sections of a content page, in the editor's order. */
export function ContentSections({ sections }: { sections: readonly PageSection[] }) {
  return (
    <div className="sf-content-sections">
      {sections.map((section, index) => (
        <ContentSection key={section.id} section={section} first={index === 0} />
      ))}
    </div>
  );
}
