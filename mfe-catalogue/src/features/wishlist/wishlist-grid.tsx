import {
  localisePath,
  paths,
  useWishlistItems,
  useWishlistOwner,
  type WishlistGridWidgetProps,
} from '@storefront/contracts';
import { ButtonLink, EmptyState, RetryAlert, Skeleton, VisuallyHidden } from '@storefront/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ProductTile } from '../../lib/product-tile';
import { isProductId } from './wishlist-api';
import { WishlistItemActions } from './wishlist-item-actions';
import { wishlistMessages as messages } from './wishlist-messages';
import { useWishlistTiles } from './use-wishlist-tiles';
import './wishlist.css';

/** Guests keep their list on this device only: invite them to sign in or join to keep it everywhere. */
function GuestPrompt() {
  const intl = useIntl();
  return (
    <aside className="sf-wishlist__guest" aria-label={intl.formatMessage(messages.guestTitle)}>
      <p className="sf-wishlist__guest-title">{intl.formatMessage(messages.guestTitle)}</p>
      <p className="sf-wishlist__guest-message">{intl.formatMessage(messages.guestMessage)}</p>
      <div className="sf-cluster">
        <ButtonLink size="sm" to={localisePath(paths.login())}>
          {intl.formatMessage(messages.signIn)}
        </ButtonLink>
        <ButtonLink size="sm" variant="secondary" to={localisePath(paths.register())}>
          {intl.formatMessage(messages.join)}
        </ButtonLink>
      </div>
    </aside>
  );
}

function LoadingGrid({ count }: { count: number }) {
  const intl = useIntl();
  return (
    <div aria-busy="true">
      <VisuallyHidden>
        <span role="status">{intl.formatMessage(messages.loading)}</span>
      </VisuallyHidden>
      <ul className="sf-product-grid" aria-hidden="true">
        {Array.from({ length: Math.min(Math.max(count, 1), 8) }, (_, index) => (
          <li key={index} className="sf-wishlist__skeleton">
            <Skeleton width="100%" aspectRatio="1 / 1" />
            <Skeleton width="80%" height="1em" shape="text" />
            <Skeleton width="40%" height="1em" shape="text" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The saved pieces as a grid, newest first, each with "Move to bag" (or "Choose size") and "Remove"; the
 * `/wishlist` page and the account remote's wishlist widget. The list itself lives in the shared wishlist store (a
 * guest's in this browser for 30 days, a member's loaded from the account by the shell); the tiles come from the
 * catalogue with today's prices.
 */
export default function WishlistGrid({ heading }: WishlistGridWidgetProps) {
  const intl = useIntl();
  const items = useWishlistItems();
  const owner = useWishlistOwner();
  const saved = useMemo(
    () => [...items].filter((item) => isProductId(item.productId)).sort((a, b) => b.addedAt - a.addedAt),
    [items],
  );
  const ids = useMemo(() => saved.map((item) => item.productId), [saved]);
  const { status, tiles, retry } = useWishlistTiles(saved);
  const [announcement, setAnnouncement] = useState({ text: '', movedToBag: false });
  const countRef = useRef<HTMLParagraphElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const headingId = useId();
  const tileLevel = heading ? 3 : 2;

  const onGone = (text: string, movedToBag: boolean) => setAnnouncement({ text, movedToBag });
  useEffect(() => {
    // The piece's buttons left with it: keep the keyboard user in the list rather than at the top of the page.
    if (announcement.text) (countRef.current ?? sectionRef.current)?.focus();
  }, [announcement]);

  let body;
  if (ids.length === 0 || (status === 'success' && tiles.length === 0)) {
    body = (
      <EmptyState
        icon="heart"
        headingLevel={heading ? 3 : 2}
        title={intl.formatMessage(messages.emptyHeading)}
        message={intl.formatMessage(messages.emptyMessage)}
        actions={
          <>
            <ButtonLink to={localisePath(paths.category('engagement-rings'))}>
              {intl.formatMessage(messages.shopEngagementRings)}
            </ButtonLink>
            <ButtonLink variant="secondary" to={localisePath(paths.jewelleryBuilder())}>
              {intl.formatMessage(messages.designRing)}
            </ButtonLink>
            <ButtonLink variant="link" to={localisePath(paths.search())}>
              {intl.formatMessage(messages.searchJewellery)}
            </ButtonLink>
          </>
        }
      />
    );
  } else if (status === 'error') {
    body = <RetryAlert onRetry={retry}>{intl.formatMessage(messages.loadFailed)}</RetryAlert>;
  } else if (status === 'pending') {
    body = <LoadingGrid count={ids.length} />;
  } else {
    const skuOf = new Map(saved.map((item) => [item.productId, item.sku]));
    body = (
      <>
        <p className="sf-wishlist__count" ref={countRef} tabIndex={-1}>
          {intl.formatMessage(messages.savedCount, { count: tiles.length })}
        </p>
        <ul className="sf-product-grid sf-wishlist__grid">
          {tiles.map((tile, index) => (
            <li key={tile.id} className="sf-wishlist__item">
              <ProductTile product={tile} priority={index < 4} headingLevel={tileLevel} />
              <WishlistItemActions tile={tile} savedSku={skuOf.get(tile.id)} onGone={onGone} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      className="sf-wishlist"
      {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': intl.formatMessage(messages.regionLabel) })}
    >
      {heading ? (
        <h2 id={headingId} className="sf-wishlist__heading">
          {heading}
        </h2>
      ) : null}
      {owner === 'guest' ? <GuestPrompt /> : null}
      <div className="sf-wishlist__status">
        <p role="status">{announcement.text}</p>
        {announcement.movedToBag ? (
          <Link to={localisePath(paths.bag())}>{intl.formatMessage(messages.viewBag)}</Link>
        ) : null}
      </div>
      {body}
    </section>
  );
}
