import { createStoredValue, getSession, getSiteConfig } from '@storefront/contracts';
import * as v from 'valibot';
import { engagementLog } from './engagement-log';
import type { EngagementSdk } from './engagement-runtime';
import { engagementStore } from './engagement-store';

/**
 * The storefront's banner placements. The first refresh of a session asks for all of them at once: the SDK keeps only
 * the banners of its last answer, so one answer holding every placement serves each page of the session (the home
 * page, then the bag) without asking again. A placement not listed here is added to the next refresh.
 */
export const STOREFRONT_BANNER_PLACEMENTS: readonly string[] = [
  'home_page_banner',
  'bag_page_banner',
  'wishlist_page_banner',
];

/** SPEC §5: a banner placement id is non-empty and has no whitespace. */
export function isValidPlacementId(placementId: string): boolean {
  return /^\S+$/u.test(placementId);
}

/** Which placements were refreshed for which SDK session and user (a sign-in or sign-out is another user). */
const refreshedSchema = v.object({
  session: v.string(),
  user: v.nullable(v.string()),
  placements: v.array(v.string()),
});
type Refreshed = v.InferOutput<typeof refreshedSchema>;

const refreshedStorage = createStoredValue({
  area: 'local',
  key: 'storefront:engagement-banners-refreshed',
  schema: refreshedSchema,
});

/**
 * The SDK's session id, from its own storage (`ab.storage.sessionId.<api key>`: `{"v":"g:<id>|e:…|c:…|l:…"}`), or
 * null before it has one. Read as anything (`v.unknown()`): this helper must never remove the SDK's own value.
 */
const sdkSessionStorage = (apiKey: string) =>
  createStoredValue({ area: 'local', key: `ab.storage.sessionId.${apiKey}`, schema: v.unknown() });

function currentSession(): { session: string; user: string | null } | null {
  const apiKey = getSiteConfig().engagement?.apiKey;
  if (!apiKey) return null;
  const stored = sdkSessionStorage(apiKey).read();
  const text = typeof stored === 'object' && stored !== null && 'v' in stored ? stored.v : stored;
  const match = typeof text === 'string' ? /^g:([^|]+)\|/u.exec(text) : null;
  if (!match?.[1]) return null;
  const session = getSession();
  return {
    session: decodeURIComponent(match[1]),
    user: session.status === 'member' ? session.member.customerId : null,
  };
}

const sameSession = (a: Omit<Refreshed, 'placements'>, b: Omit<Refreshed, 'placements'>) =>
  a.session === b.session && a.user === b.user;

/** Placements mounted since the last flush, each with the callers waiting for it. */
const waiting = new Map<string, Array<() => void>>();
let flushScheduled = false;
/** The placements this SDK instance asked for: the SDK asks for them again by itself when a new session starts. */
let askedByThisInstance: readonly string[] | null = null;
/** The refresh on its way, for which session and user: a placement it covers waits for it instead of asking again. */
let inFlight: Refreshed | null = null;

// A re-initialised SDK (sign-out: wiped and started afresh) has asked for nothing yet.
engagementStore.subscribe((state, previous) => {
  if (state.status !== 'ready' && previous.status === 'ready') askedByThisInstance = null;
});

function settle(placements: Iterable<string>): void {
  for (const placement of placements) {
    for (const resolve of waiting.get(placement) ?? []) resolve();
    waiting.delete(placement);
  }
}

function flush(sdk: EngagementSdk): void {
  flushScheduled = false;
  const mounted = [...waiting.keys()];
  const now = currentSession();
  if (now === null) {
    // No session yet (the SDK has not opened one): nothing can be asked for; the banners stay away.
    engagementLog('banners not refreshed: the engagement SDK has no session', mounted);
    settle(mounted);
    return;
  }
  const remembered = refreshedStorage.read();
  const known = remembered && sameSession(remembered, now) ? remembered.placements : [];
  const coming = inFlight && sameSession(inFlight, now) ? inFlight.placements : [];
  // Those the refresh on its way covers stay waiting: it settles them when it answers.
  const missing = mounted.filter((placement) => !known.includes(placement) && !coming.includes(placement));
  if (missing.length === 0) {
    settle(mounted.filter((placement) => !coming.includes(placement)));
    return;
  }
  if (askedByThisInstance !== null && missing.every((placement) => askedByThisInstance?.includes(placement))) {
    // A new session (a sign-in, or the old one timed out) on a page that already asked: the SDK refreshes the same
    // placements by itself as the session starts, and its answer reaches the store through the subscription.
    refreshedStorage.write({ ...now, placements: [...askedByThisInstance] });
    settle(mounted);
    return;
  }
  const asked = [...new Set([...STOREFRONT_BANNER_PLACEMENTS, ...known, ...coming, ...mounted])];
  askedByThisInstance = asked;
  const request: Refreshed = { ...now, placements: asked };
  inFlight = request;
  const done = (ok: boolean) => {
    if (inFlight === request) inFlight = null;
    if (ok) refreshedStorage.write(request);
    else engagementLog('the banners refresh failed', asked);
    settle(asked);
  };
  sdk.requestBannersRefresh(
    asked,
    () => done(true),
    () => done(false),
  );
}

/**
 * Resolves once the banners of `placementId` are refreshed for this SDK session and user (SPEC §4: once per session
 * per user). Placements mounted in the same tick share one `requestBannersRefresh`; a placement already refreshed in
 * this session for this user resolves at once, from the SDK's cache. An invalid id (SPEC §5) is logged and resolves.
 */
export function ensureBannersRefreshed(sdk: EngagementSdk, placementId: string): Promise<void> {
  if (!isValidPlacementId(placementId)) {
    engagementLog('banner placement id refused: it must be non-empty with no whitespace', placementId);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    waiting.set(placementId, [...(waiting.get(placementId) ?? []), resolve]);
    if (flushScheduled) return;
    flushScheduled = true;
    setTimeout(() => flush(sdk), 0);
  });
}

/** For tests: forgets what this page asked for and what was remembered. */
export function resetBannerRefreshForTests(): void {
  waiting.clear();
  flushScheduled = false;
  askedByThisInstance = null;
  inFlight = null;
  refreshedStorage.remove();
}
