import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CartPreferences } from './cart-preferences-api';
import { cartPreferencesMessages as messages } from './cart-preferences-messages';
import { ContentLinkTo } from './content-link';
import { ContentPicture } from '@storefront/ui';

/** The cart's product promotion from the content service (the first entry). */
export function ProductPromotion({ promotion }: { promotion: NonNullable<CartPreferences['productPromotion']> }) {
  const intl = useIntl();
  // A picture that cannot load (blocked or gone) is left out rather than shown broken.
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <aside
      className={`checkout-promotion checkout-promotion--${promotion.theme || 'default'}`}
      aria-label={intl.formatMessage(messages.promotion)}
    >
      {promotion.image && !imageFailed ? (
        <ContentPicture
          className="checkout-promotion__image"
          image={promotion.image}
          onError={() => setImageFailed(true)}
        />
      ) : null}
      <div className="checkout-promotion__text">
        <p className="checkout-promotion__headline">{promotion.headline}</p>
        {promotion.body ? <p className="checkout-promotion__body">{promotion.body}</p> : null}
        {promotion.cta ? (
          <ContentLinkTo url={promotion.cta.url} className="checkout-promotion__cta">
            {promotion.cta.label}
          </ContentLinkTo>
        ) : null}
      </div>
    </aside>
  );
}
