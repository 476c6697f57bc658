import { ButtonLink } from '@storefront/ui';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { logFeatureFlagShown, useFeatureFlag } from '../../lib/engagement-sdk/use-feature-flag';
import { whenOnScreen } from '../../lib/when-on-screen';
import { PROMOTION_FLAG_ID, readFlaggedPromotion } from './promotion-flag';
import { promotionStripMessages as messages } from './promotion-strip-messages';
import './promotion-strip.css';

/**
 * The promotion the `promotion_banner` feature flag switches on (its headline, text, link, colour theme and dates from
 * the flag's typed properties, in the market's language). Nothing while the flag is off, outside its dates or not yet
 * delivered; it fades in where it is placed (below the fold), so nothing moves. Its impression is logged (`ffi`) once
 * half of it is on screen.
 */
export default function PromotionStrip() {
  const intl = useIntl();
  const flag = useFeatureFlag(PROMOTION_FLAG_ID);
  const promotion = readFlaggedPromotion(flag, Date.now());
  const strip = useRef<HTMLElement>(null);
  const shown = promotion !== null;

  useEffect(() => {
    const element = strip.current;
    if (!shown || element === null) return;
    return whenOnScreen(element, () => void logFeatureFlagShown(PROMOTION_FLAG_ID));
  }, [shown]);

  if (promotion === null) return null;
  const headingId = 'sf-promotion-strip-heading';
  return (
    <section
      ref={strip}
      className={`sf-promotion-strip sf-promotion-strip--${promotion.theme} sf-container sf-container--wide`}
      aria-labelledby={headingId}
      data-feature-flag={PROMOTION_FLAG_ID}
    >
      <div className="sf-promotion-strip__inner">
        {promotion.image ? <img className="sf-promotion-strip__image" src={promotion.image} alt="" /> : null}
        <div className="sf-promotion-strip__text">
          <h2 id={headingId} className="sf-promotion-strip__headline">
            {promotion.headline}
          </h2>
          {promotion.body ? <p className="sf-promotion-strip__body">{promotion.body}</p> : null}
          {promotion.endsAt !== null ? (
            <p className="sf-promotion-strip__ends">
              {intl.formatMessage(messages.endsOn, {
                date: intl.formatDate(promotion.endsAt, { day: 'numeric', month: 'long', year: 'numeric' }),
              })}
            </p>
          ) : null}
        </div>
        {promotion.to ? (
          <ButtonLink to={promotion.to} variant="secondary" className="sf-promotion-strip__link">
            {promotion.linkLabel ?? intl.formatMessage(messages.linkFallback)}
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}
