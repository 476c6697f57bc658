import type { Card } from '@braze/web-sdk';
import { localisePath, safeLinkTarget, type SafeLinkTarget } from '@storefront/contracts';
import { Icon, classNames } from '@storefront/ui';
import type { MouseEvent, ReactNode, Ref } from 'react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { cardFields, isOfferCard } from '../../lib/content-card-rules';
import type { EngagementSdk } from '../../lib/engagement-sdk/engagement-runtime';
import { contentCardsMessages as messages } from './content-cards-messages';

/** How a card is drawn (SPEC §3's types; short news and text announcement are both the SDK's classic card). */
export type ContentCardKind = 'captioned-image' | 'classic' | 'banner-image';

/** The kind of a card the panel shows, from the SDK's own classes (control cards are never drawn). */
export function contentCardKind(card: Card, sdk: EngagementSdk): ContentCardKind | null {
  if (card instanceof sdk.CaptionedImage) return 'captioned-image';
  if (card instanceof sdk.ClassicCard) return 'classic';
  if (card instanceof sdk.ImageOnly) return 'banner-image';
  return null;
}

/** Where a card leaves the panel: dismissing (fading, then closing its space) or not at all. */
export type CardExit = 'fading' | 'closing' | null;

interface ContentCardProps {
  card: Card;
  kind: ContentCardKind;
  exit: CardExit;
  /** The impression observer's ref (the element carries `data-card-id`). */
  observe: Ref<HTMLElement>;
  onOpen: (card: Card) => void;
  onDismiss: (card: Card) => void;
}

/**
 * The card's link, when it has a safe one: an in-app path through the router (with the locale's prefix), an `https:`
 * page as a plain link that opens nothing else. Anything else (a script-style URL, another scheme) is no link at all.
 */
function CardLink({
  card,
  target,
  className,
  onOpen,
  children,
  label,
}: {
  card: Card;
  target: SafeLinkTarget;
  className: string;
  onOpen: (card: Card) => void;
  children: ReactNode;
  label?: string;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button === 0) onOpen(card);
  };
  const name = label ? { 'aria-label': label } : {};
  if (target.kind === 'in-app') {
    return (
      <Link to={localisePath(target.path)} className={className} onClick={onClick} {...name}>
        {children}
      </Link>
    );
  }
  return (
    <a href={target.href} className={className} rel="noopener noreferrer" onClick={onClick} {...name}>
      {children}
    </a>
  );
}

function CardImage({ card, decorative = false }: { card: Card; decorative?: boolean }) {
  const { imageUrl, altImageText, aspectRatio } = cardFields(card);
  if (!imageUrl) return null;
  return (
    <img
      className="sf-cc-card__image"
      src={imageUrl}
      alt={decorative ? '' : (altImageText ?? '')}
      loading="lazy"
      decoding="async"
      style={aspectRatio ? { aspectRatio: String(aspectRatio) } : undefined}
    />
  );
}

/** One content card, drawn as its type asks, with its link (logged as a click) and, when allowed, its dismiss button. */
export function ContentCard({ card, kind, exit, observe, onOpen, onDismiss }: ContentCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const fields = cardFields(card);
  const { title = '', description = '', linkText = '', url, imageUrl, dismissible } = fields;
  const altImageText = fields.altImageText ?? '';
  const target = url ? safeLinkTarget(url) : null;
  const offer = isOfferCard(card);
  const code = offer ? card.extras?.['offer_code'] : undefined;
  const member = offer && card.extras?.['tier'] === 'brilliance';
  const eyebrow = member
    ? intl.formatMessage(messages.memberOffer)
    : offer
      ? intl.formatMessage(messages.offerBadge)
      : card.pinned
        ? intl.formatMessage(messages.pinned)
        : null;
  const dismiss = dismissible ? (
    <button
      type="button"
      className="sf-icon-button sf-cc-card__dismiss"
      onClick={() => onDismiss(card)}
      aria-disabled={exit !== null || undefined}
    >
      <Icon
        name="close"
        size="sm"
        label={
          title || altImageText
            ? intl.formatMessage(messages.dismiss, { title: title || altImageText })
            : intl.formatMessage(messages.dismissUntitled)
        }
      />
    </button>
  ) : null;

  const className = classNames(
    'sf-cc-card',
    `sf-cc-card--${kind}`,
    card.pinned && 'sf-cc-card--pinned',
    offer && 'sf-cc-card--offer',
    exit && `sf-cc-card--${exit}`,
  );

  if (kind === 'banner-image') {
    return (
      <article
        ref={observe}
        className={className}
        data-card-id={card.id}
        aria-label={altImageText || intl.formatMessage(messages.bannerLink)}
      >
        <div className="sf-cc-card__inner">
          {target ? (
            <CardLink
              card={card}
              target={target}
              className="sf-cc-card__image-link"
              onOpen={onOpen}
              label={altImageText || intl.formatMessage(messages.bannerLink)}
            >
              <CardImage card={card} decorative />
            </CardLink>
          ) : (
            <CardImage card={card} />
          )}
          {dismiss}
        </div>
      </article>
    );
  }

  return (
    <article ref={observe} className={className} data-card-id={card.id} aria-labelledby={titleId}>
      <div className="sf-cc-card__inner">
        {kind === 'captioned-image' ? <CardImage card={card} /> : null}
        {kind === 'classic' && imageUrl ? (
          <div className="sf-cc-card__icon">
            <CardImage card={card} decorative />
          </div>
        ) : null}
        <div className="sf-cc-card__body">
          {eyebrow ? <p className="sf-cc-card__eyebrow">{eyebrow}</p> : null}
          <h3 id={titleId} className="sf-cc-card__title">
            {target && !linkText ? (
              <CardLink card={card} target={target} className="sf-cc-card__title-link" onOpen={onOpen}>
                {title}
              </CardLink>
            ) : (
              title
            )}
          </h3>
          {description ? <p className="sf-cc-card__description">{description}</p> : null}
          {code ? <p className="sf-cc-card__code">{intl.formatMessage(messages.offerCode, { code })}</p> : null}
          {target && linkText ? (
            <CardLink card={card} target={target} className="sf-cc-card__link" onOpen={onOpen}>
              {linkText}
              <Icon name="chevron-right" size="sm" />
            </CardLink>
          ) : null}
        </div>
        {dismiss}
      </div>
    </article>
  );
}
