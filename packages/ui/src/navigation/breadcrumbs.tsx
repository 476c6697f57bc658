import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, type To } from 'react-router';
import { classNames } from '../class-names';
import { uiMessages } from '../ui-messages';

/** One step of a {@link Breadcrumbs} trail. */
export type BreadcrumbItem = {
  label: ReactNode;
  /** Where the step links to; ignored for the last item, which is the current page. */
  to?: To;
};

/** Props of {@link Breadcrumbs}. */
export type BreadcrumbsProps = {
  /** From the home page down to the current page (last). */
  items: readonly BreadcrumbItem[];
  className?: string;
};

/** The trail to the current page: a labelled `nav` with an ordered list; the last item is `aria-current="page"`. */
export function Breadcrumbs({ items, className }: BreadcrumbsProps) {
  const intl = useIntl();
  return (
    <nav
      aria-label={intl.formatMessage(uiMessages.breadcrumbsLabel)}
      className={classNames('sf-breadcrumbs', className)}
    >
      <ol className="sf-breadcrumbs__list">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={index} className="sf-breadcrumbs__item">
              {current || item.to === undefined ? (
                <span className="sf-breadcrumbs__current" aria-current={current ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                <Link to={item.to} className="sf-breadcrumbs__link">
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
