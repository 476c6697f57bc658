import { Skeleton } from '@storefront/ui';

/** The shape of an article while it loads: kicker, title, byline, the hero picture and the first paragraphs. */
export function ArticleSkeleton() {
  return (
    <div className="sf-article sf-article--placeholder" aria-hidden="true">
      <div className="sf-article__header">
        <Skeleton width="8rem" height="0.75rem" />
        <Skeleton width="80%" height="2.75rem" />
        <Skeleton width="16rem" height="0.875rem" />
      </div>
      <div className="sf-article__hero">
        <Skeleton width="100%" aspectRatio="16 / 9" />
      </div>
      <div className="sf-article__body">
        {[100, 96, 90, 70].map((width) => (
          <Skeleton key={width} width={`${width}%`} height="1rem" />
        ))}
      </div>
    </div>
  );
}
