import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

const engagementStartStore = createStore<{ started: boolean }>(() => ({ started: false }));

/**
 * The shell records that the engagement SDK starts loading: once per visit, after the page is interactive (ADR 013).
 * Engagement widgets other remotes place wait for it, so none of the engagement remote's code competes with a
 * page's first render and its data.
 */
export function engagementStarting(): void {
  engagementStartStore.setState({ started: true });
}

/** Whether the engagement SDK has started loading on this page (see {@link engagementStarting}). */
export const useEngagementStarted = (): boolean => useStore(engagementStartStore, (state) => state.started);
