import type { Card } from '@braze/web-sdk';

/**
 * The fields every card the SDK hands out carries at run time: its `Card` type names only some of them (the rest are
 * declared on each subclass, `dismissed` nowhere).
 */
export type CardFields = Card & {
  title?: string;
  description?: string;
  imageUrl?: string;
  url?: string;
  linkText?: string;
  aspectRatio?: number | null;
  altImageText?: string | null;
  dismissible?: boolean;
  dismissed?: boolean;
};

/** A card with every field it has at run time. */
export function cardFields(card: Card): CardFields {
  return card;
}

/** Which cards a panel lists: every card, or only offers (SPEC §3: extras `feed_type` offer, not control). */
export type ContentCardFilter = 'all' | 'offers';

/** What a card's link may be: `javascript:`, `data:` and `vbscript:` run script instead of opening a page. */
const SCRIPT_URL = /^\s*(?:javascript|data|vbscript):/i;

/** Whether a card's link is script-style (SPEC §4: hidden unless user-supplied script is allowed). */
export function hasScriptUrl(card: Card): boolean {
  const { url } = cardFields(card);
  return typeof url === 'string' && SCRIPT_URL.test(url);
}

/** SPEC §3: an offer is a card whose extras' `feed_type` is `offer` and that is not a control card. */
export function isOfferCard(card: Card): boolean {
  return !card.isControl && card.extras?.['feed_type'] === 'offer';
}

/** What the rules need besides the cards. */
export interface CardRulesOptions {
  /** SPEC §9 `allowUserSuppliedJavascript`: only then may a card with a script-style link be listed. */
  allowUserSuppliedJavascript: boolean;
  filter?: ContentCardFilter;
  /** The moment expiry is judged at (now, unless a test says). */
  now?: Date;
}

function isLive(card: Card, now: Date): boolean {
  if (cardFields(card).dismissed) return false;
  return card.expiresAt == null || card.expiresAt.getTime() >= now.getTime();
}

function inFilter(card: Card, filter: ContentCardFilter): boolean {
  return filter === 'all' || card.extras?.['feed_type'] === 'offer';
}

/** SPEC §4's order: pinned first, then the most recently updated first. */
function byPinnedThenUpdated(a: Card, b: Card): number {
  if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
  return (b.updated?.getTime() ?? 0) - (a.updated?.getTime() ?? 0);
}

/**
 * The cards a panel shows (SPEC §4): no control cards, none expired or dismissed, none with a script-style link
 * unless allowed, only offers for the `offers` filter; pinned first, then the most recently updated.
 */
export function shownCards(cards: readonly Card[], options: CardRulesOptions): Card[] {
  const { filter = 'all', now = new Date() } = options;
  return cards
    .filter(
      (card) =>
        !card.isControl &&
        isLive(card, now) &&
        inFilter(card, filter) &&
        (options.allowUserSuppliedJavascript || !hasScriptUrl(card)),
    )
    .sort(byPinnedThenUpdated);
}

/** The control cards of the same filter: never shown, but their impressions are logged when the panel shows. */
export function controlCards(cards: readonly Card[], options: CardRulesOptions): Card[] {
  const { filter = 'all', now = new Date() } = options;
  return cards.filter((card) => card.isControl && isLive(card, now) && inFilter(card, filter));
}

/** How many shown cards the shopper has not seen yet (the header's badge). */
export function unviewedCount(cards: readonly Card[], options: CardRulesOptions): number {
  return shownCards(cards, options).filter((card) => !card.viewed).length;
}
