import type { ReactNode } from 'react';
import { classNames } from '../class-names';

/** Props of {@link PageHeading}. */
export type PageHeadingProps = {
  /** The page's one `h1`. */
  title: ReactNode;
  /** A short kicker above the title ("Engagement rings", "Step 2 of 3"). */
  eyebrow?: ReactNode;
  /** An introductory paragraph under the title. */
  intro?: ReactNode;
  align?: 'start' | 'center';
  /** Id of the `h1`, for `aria-labelledby` on the page's main region. */
  id?: string;
  className?: string;
};

/** The page title block: optional eyebrow, the `h1`, optional intro. */
export function PageHeading({ title, eyebrow, intro, align = 'start', id, className }: PageHeadingProps) {
  return (
    <header className={classNames('sf-page-heading', `sf-page-heading--${align}`, className)}>
      {eyebrow ? <p className="sf-eyebrow">{eyebrow}</p> : null}
      <h1 id={id} className="sf-page-heading__title">
        {title}
      </h1>
      {intro ? <div className="sf-page-heading__intro">{intro}</div> : null}
    </header>
  );
}
