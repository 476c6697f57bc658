/**
 * SPEC §9's card timings, in one place. The fourth, the 10 s view debounce, is the SDK's own: it logs a card's
 * impression at most once in 10 s however often the panel reports it in view.
 */

/** Cards older than this are synced again when the panel shows (the SDK's own feed does the same). */
export const CARDS_TIME_TO_LIVE_MS = 60_000;
/** A refresh without an answer after this long says it timed out. */
export const CARDS_REFRESH_TIMEOUT_MS = 10_000;
/** A dismissed card fades for this long; then its dismissal is logged. */
export const CARD_DISMISS_ANIMATION_MS = 500;
/** Then its space closes over this long (the dismiss margin delay) before it leaves the list. */
export const CARD_DISMISS_MARGIN_DELAY_MS = 400;
