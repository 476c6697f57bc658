import type { Banner, Card, FeatureFlag, InAppMessage } from '@braze/web-sdk';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * Where the engagement SDK stands on this page:
 * - `idle`: not started yet (the page is still becoming interactive), or no SDK is configured;
 * - `starting`: its code is loading and it is initialising;
 * - `ready`: running; cards, flags, banners and messages arrive through the subscriptions;
 * - `opted-out`: the shopper turned marketing messages off (the SDK's opt-out marker is stored): nothing is sent;
 * - `unavailable`: not configured here (no `braze` integration), or the SDK refused to start (logged only).
 */
export type EngagementStatus = 'idle' | 'starting' | 'ready' | 'opted-out' | 'unavailable';

/** What the engagement SDK has given this page, as its subscriptions deliver it. */
export interface EngagementState {
  status: EngagementStatus;
  /** The cards of the last sync (unsorted, unfiltered: the panel applies SPEC §4's rules), and when it arrived. */
  cards: readonly Card[];
  cardsSyncedAt: number | null;
  /** Feature flags of the last sync, by id. */
  featureFlags: Readonly<Record<string, FeatureFlag>>;
  /** Banners by placement id, from the last refresh (null: the placement has none). */
  banners: Readonly<Record<string, Banner | null>>;
  /** In-app messages waiting to be shown, oldest first (one shows at a time). */
  inAppMessages: readonly InAppMessage[];
}

const initialState: EngagementState = {
  status: 'idle',
  cards: [],
  cardsSyncedAt: null,
  featureFlags: {},
  banners: {},
  inAppMessages: [],
};

/** The engagement SDK's state on this page (one store for every widget of the remote). */
export const engagementStore = createStore<EngagementState>(() => initialState);

/** Selects from the engagement state in a component. */
export function useEngagement<T>(selector: (state: EngagementState) => T): T {
  return useStore(engagementStore, selector);
}

/** Forgets everything the SDK delivered (sign-out, opt-out), keeping `status`. */
export function clearEngagementData(status: EngagementStatus): void {
  engagementStore.setState({ ...initialState, status }, true);
}

/** An in-app message was closed (or could not be shown): it leaves the queue, and the next one may show. */
export function dismissInAppMessage(message: InAppMessage): void {
  engagementStore.setState((state) => ({ inAppMessages: state.inAppMessages.filter((queued) => queued !== message) }));
}
