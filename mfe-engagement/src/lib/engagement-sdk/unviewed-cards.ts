import { announce, getSiteConfig } from '@storefront/contracts';
import { unviewedCount } from '../content-card-rules';
import { engagementStore, type EngagementState } from './engagement-store';

let following: (() => void) | null = null;

function countOf(state: EngagementState): number {
  if (state.status !== 'ready') return 0;
  const allowUserSuppliedJavascript = getSiteConfig().engagement?.allowUserSuppliedJavascript ?? false;
  return unviewedCount(state.cards, { allowUserSuppliedJavascript });
}

/**
 * Tells the header how many cards the shopper has not seen (`storefront:engagement-cards-changed`), now and whenever
 * the cards or the SDK's status change (a sync, an impression, a dismissal, sign-out, opt-out). Once per page: later
 * calls keep the one subscription. Returns the function that stops it.
 */
export function followUnviewedCards(): () => void {
  if (following) return following;
  announce('storefront:engagement-cards-changed', { unviewedCount: countOf(engagementStore.getState()) });
  const unsubscribe = engagementStore.subscribe((state, previous) => {
    if (state.cards === previous.cards && state.status === previous.status) return;
    announce('storefront:engagement-cards-changed', { unviewedCount: countOf(state) });
  });
  following = () => {
    unsubscribe();
    following = null;
  };
  return following;
}

/**
 * The SDK changes its card objects in place (viewed on impression, dismissed on dismissal): this hands the store a new
 * list of the same cards so every reader (the panel, the header's count) sees the change.
 */
export function cardsChangedInPlace(): void {
  engagementStore.setState((state) => ({ cards: [...state.cards] }));
}
