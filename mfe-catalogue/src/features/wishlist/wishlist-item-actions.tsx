import type { ProductTileData } from '@storefront/api-schemas';
import { localisePath, paths } from '@storefront/contracts';
import { ProblemError } from '@storefront/http';
import { Button, ButtonLink, VisuallyHidden } from '@storefront/ui';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { addToBag } from '../../lib/bag-actions';
import { toggleWishlist } from '../../lib/wishlist-actions';
import { wishlistMessages as messages } from './wishlist-messages';

interface WishlistItemActionsProps {
  tile: ProductTileData;
  /** The variant the shopper saved, if they chose one; else the tile's. */
  savedSku: string | undefined;
  /** Called once the piece left the wishlist, with what to announce. */
  onGone: (announcement: string, movedToBag: boolean) => void;
}

const hidden = (chunks: ReactNode[]) => <VisuallyHidden>{chunks}</VisuallyHidden>;

/** How a saved piece can reach the bag: directly, through its page (a size to choose), or not online at all. */
function routeToBag(tile: ProductTileData): 'move' | 'choose-size' | 'view' {
  if (
    !tile.flags.online ||
    tile.availability.stock === 'out_of_stock' ||
    tile.availability.stock === 'unavailable_online'
  ) {
    return 'view';
  }
  return tile.flags.sized ? 'choose-size' : 'move';
}

/** "Move to bag" (or "Choose size" for a sized ring) and "Remove" under a saved piece. */
export function WishlistItemActions({ tile, savedSku, onGone }: WishlistItemActionsProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState<'move' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = tile.name;
  // The product page opens on the saved variant (its metal and stone), so a size is chosen for that one.
  const productHref = `${localisePath(paths.product(tile.slug))}${savedSku ? `?${new URLSearchParams({ sku: savedSku }).toString()}` : ''}`;
  const way = routeToBag(tile);

  const move = async () => {
    setBusy('move');
    setError(null);
    try {
      await addToBag({ sku: savedSku ?? tile.sku, quantity: 1 }, tile.price.effectiveCents);
    } catch (problem) {
      setBusy(null);
      const soldOut = problem instanceof ProblemError && problem.code === 'INSUFFICIENT_STOCK';
      setError(intl.formatMessage(soldOut ? messages.outOfStock : messages.moveFailed));
      return;
    }
    try {
      await toggleWishlist(tile.id);
      onGone(intl.formatMessage(messages.movedToBag, { name }), true);
    } catch {
      setBusy(null);
      setError(intl.formatMessage(messages.stillSaved));
    }
  };

  const remove = async () => {
    setBusy('remove');
    setError(null);
    try {
      await toggleWishlist(tile.id);
      onGone(intl.formatMessage(messages.removed, { name }), false);
    } catch {
      setBusy(null);
      setError(intl.formatMessage(messages.removeFailed));
    }
  };

  return (
    <div className="sf-wishlist__actions">
      {way === 'move' ? (
        <Button size="sm" fullWidth busy={busy === 'move'} onClick={() => void move()}>
          {intl.formatMessage(messages.moveToBag, { name, hidden })}
        </Button>
      ) : (
        <ButtonLink size="sm" fullWidth variant="secondary" to={productHref}>
          {intl.formatMessage(way === 'choose-size' ? messages.chooseSize : messages.viewPiece, { name, hidden })}
        </ButtonLink>
      )}
      <Button size="sm" variant="link" busy={busy === 'remove'} onClick={() => void remove()}>
        {intl.formatMessage(messages.remove, { name, hidden })}
      </Button>
      {error ? (
        <p role="alert" className="sf-wishlist__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
