import { useIsWishlisted } from '@storefront/contracts';
import { buttonClassName, Icon } from '@storefront/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { catalogueLibMessages as messages } from './catalogue-lib-messages';
import { toggleWishlist } from './wishlist-actions';
import './wishlist-toggle.css';

interface WishlistToggleProps {
  productId: string;
  /** The product's name, for the button's accessible name and the announcement. */
  name: string;
  sku?: string | undefined;
  /**
   * `overlay` sits on a tile's image (icon only); `inline` is a secondary button of `@storefront/ui` with its text on
   * the product page, cased and spaced like every other button there.
   */
  variant?: 'overlay' | 'inline';
}

/** Saves a product to (or removes it from) the wishlist, announcing the change to screen readers. */
export function WishlistToggle({ productId, name, sku, variant = 'overlay' }: WishlistToggleProps) {
  const intl = useIntl();
  const saved = useIsWishlisted(productId);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const label = intl.formatMessage(saved ? messages.wishlistRemove : messages.wishlistAdd, { name });
  const onClick = async () => {
    setBusy(true);
    try {
      const change = await toggleWishlist(productId, sku);
      setStatus(intl.formatMessage(change === 'added' ? messages.wishlistAdded : messages.wishlistRemoved, { name }));
    } catch {
      setStatus(intl.formatMessage(messages.wishlistFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className={
          variant === 'inline'
            ? buttonClassName('secondary', 'sm', false, 'sf-wishlist-toggle sf-wishlist-toggle--inline')
            : 'sf-wishlist-toggle sf-wishlist-toggle--overlay'
        }
        aria-pressed={saved}
        aria-label={variant === 'overlay' ? label : undefined}
        title={variant === 'overlay' ? label : undefined}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={() => void onClick()}
      >
        <Icon name={saved ? 'heart-filled' : 'heart'} size={variant === 'inline' ? 'xs' : 'md'} />
        {variant === 'inline' ? (
          <span>{intl.formatMessage(saved ? messages.wishlistSaved : messages.wishlistSave)}</span>
        ) : null}
      </button>
      <span className="sf-visually-hidden" role="status">
        {status}
      </span>
    </>
  );
}
