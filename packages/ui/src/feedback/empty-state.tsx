import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import { Icon } from '../icons/icon';
import type { IconName } from '../icons/icon-names';

/** Props of {@link EmptyState}. */
export type EmptyStateProps = {
  /** A decorative sprite icon drawn large above the title. */
  icon?: IconName;
  title: ReactNode;
  message?: ReactNode;
  /** Next steps: usually a `ButtonLink` or two. */
  actions?: ReactNode;
  /** Heading level of the title, to fit the page outline (default 2: under the page's h1). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/** What a list or page shows when it has nothing yet (an empty bag, no search results, no orders). */
export function EmptyState({ icon, title, message, actions, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={classNames('sf-empty-state', className)}>
      {icon ? (
        <span className="sf-empty-state__icon">
          <Icon name={icon} size="lg" />
        </span>
      ) : null}
      <Heading className="sf-empty-state__title">{title}</Heading>
      {message ? <div className="sf-empty-state__message">{message}</div> : null}
      {actions ? <div className="sf-empty-state__actions sf-cluster">{actions}</div> : null}
    </div>
  );
}
