import type { FeatureFlag } from '@braze/web-sdk';
import { engagementSdk } from './engagement-runtime';
import { useEngagement } from './engagement-store';

/**
 * A feature flag of the last sync (SPEC §3: id, enabled, typed properties, tracking string), or null while the SDK is
 * not running, before the flags arrive, or when the flag is unknown. Read its properties with the SDK's typed getters
 * (`getStringProperty`, `getTimestampProperty`, `getImageProperty`, …), which answer null for a missing key or type.
 */
export function useFeatureFlag(flagId: string): FeatureFlag | null {
  return useEngagement((state) => (state.status === 'ready' ? (state.featureFlags[flagId] ?? null) : null));
}

/**
 * Logs that the shopper saw what a flag switched on (`ffi`): call it when the flagged thing is on screen. The SDK sends
 * one impression per flag per session, and none for a flag outside an experiment (no tracking string).
 */
export async function logFeatureFlagShown(flagId: string): Promise<void> {
  const sdk = await engagementSdk();
  sdk?.logFeatureFlagImpression(flagId);
}
