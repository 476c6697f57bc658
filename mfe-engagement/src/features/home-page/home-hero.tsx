import './home-page.css';
import type { PageSection } from '@storefront/api-schemas';
import { ButtonLink } from '@storefront/ui';
import type { ReactNode } from 'react';
import { contentPath } from '../../lib/content-path';
import { HeroPicture } from './hero-picture';

/** Props of {@link HomeHero}. */
export interface HomeHeroProps {
  /** The page's hero section. */
  section: PageSection;
  /** The page's heading (its `h1`, from the page frame), drawn over the picture. */
  heading: ReactNode;
}

/** The home page's hero: its picture for the screen's breakpoint, the page heading over it and its call to action. */
export function HomeHero({ section, heading }: HomeHeroProps) {
  const to = contentPath(section.cta?.url);
  return (
    <section className="sf-home-hero" aria-labelledby="sf-home-heading">
      <HeroPicture images={section.images} fallback={section.image} />
      <div className="sf-home-hero__content">
        <div className="sf-home-hero__text">
          {heading}
          {section.cta && to ? (
            <ButtonLink to={to} size="lg" className="sf-home-hero__cta">
              {section.cta.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
