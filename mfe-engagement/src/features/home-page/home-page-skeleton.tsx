import './home-page.css';
import { Skeleton } from '@storefront/ui';

/** The home page's shape while its content loads: the hero's box for each breakpoint, then a row of category cards. */
export function HomePageSkeleton() {
  return (
    <div className="sf-home-skeleton">
      <div className="sf-home-skeleton__hero" />
      <div className="sf-container sf-container--wide sf-home-skeleton__row">
        <Skeleton width="40%" height="2rem" shape="text" />
        <div className="sf-home-skeleton__cards">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} width="100%" aspectRatio="4 / 5" />
          ))}
        </div>
      </div>
    </div>
  );
}
