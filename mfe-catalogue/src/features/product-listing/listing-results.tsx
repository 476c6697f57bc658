import { Button, RetryAlert, Skeleton } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { ProductTile } from '../../lib/product-tile';
import type { ListingAnswer } from './listing-api';
import { listingMessages as messages } from './listing-messages';
import { PAGE_SIZE } from './listing-query';

/** Tiles that load their image eagerly: the first row at the widest grid (4 columns). */
const PRIORITY_TILES = 4;
/** Placeholders on a first load (three rows at the widest grid); not more, so short lists do not jump up. */
const FIRST_LOAD_SKELETONS = 12;

/** A placeholder the size of a `ProductTile`: square image, name (two lines), metals and price. */
function TileSkeleton() {
  return (
    <li className="sf-tile-skeleton" aria-hidden="true">
      <Skeleton width="100%" aspectRatio="1 / 1" />
      <span className="sf-tile-skeleton__body">
        <Skeleton shape="text" width="90%" height="1.2em" />
        <Skeleton shape="text" width="60%" height="1.2em" />
        <Skeleton shape="text" width="35%" height="1em" />
        <Skeleton shape="text" width="45%" height="1.3em" />
      </span>
    </li>
  );
}

function Skeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => <TileSkeleton key={`skeleton-${index}`} />);
}

interface ListingResultsProps {
  answer: ListingAnswer | null;
  loading: boolean;
  loadingMore: boolean;
  /** An error to show after the tiles (with retry), e.g. when "Load more" failed. */
  failed: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
}

/** The product grid with skeleton tiles while loading, "Showing X of Y" and "Load more". */
export function ListingResults({ answer, loading, loadingMore, failed, onLoadMore, onRetry }: ListingResultsProps) {
  const intl = useIntl();
  const items = answer?.items ?? [];
  const total = answer?.total ?? 0;
  const remaining = Math.max(0, total - items.length);
  const skeletons =
    answer === null ? (loading ? FIRST_LOAD_SKELETONS : 0) : loadingMore ? Math.min(PAGE_SIZE, remaining) : 0;
  return (
    <>
      {items.length > 0 || skeletons > 0 ? (
        <ul className="sf-product-grid">
          {items.map((product, index) => (
            <li key={product.id}>
              <ProductTile product={product} priority={index < PRIORITY_TILES} headingLevel={3} />
            </li>
          ))}
          <Skeletons count={skeletons} />
        </ul>
      ) : null}
      {failed ? (
        <RetryAlert title={intl.formatMessage(messages.errorTitle)} onRetry={onRetry}>
          {intl.formatMessage(messages.errorBody)}
        </RetryAlert>
      ) : null}
      {answer !== null && items.length > 0 ? (
        <div className="sf-listing__more">
          <p className="sf-listing__progress" aria-live="polite">
            {intl.formatMessage(messages.showingOf, { shown: items.length, total })}
          </p>
          <progress className="sf-listing__progress-bar" max={total} value={items.length} aria-hidden="true" />
          {remaining > 0 && !failed ? (
            <Button variant="secondary" busy={loadingMore} onClick={onLoadMore}>
              {intl.formatMessage(messages.loadMore)}
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
