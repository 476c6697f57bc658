import { Skeleton } from '@storefront/ui';

/** A content page's shape while it loads: its heading and introduction, then two sections of text. */
export function ContentPageSkeleton() {
  return (
    <div className="sf-content-page__skeleton">
      <Skeleton width="45%" height="2.75rem" shape="text" />
      <Skeleton width="70%" height="1.25rem" shape="text" />
      {[0, 1].map((section) => (
        <div key={section} className="sf-content-page__skeleton-section">
          <Skeleton width="35%" height="2rem" shape="text" />
          <Skeleton width="100%" height="1rem" shape="text" />
          <Skeleton width="92%" height="1rem" shape="text" />
          <Skeleton width="80%" height="1rem" shape="text" />
        </div>
      ))}
    </div>
  );
}
