import type { InAppMessage } from '@braze/web-sdk';
import type { EngagementSettings } from '@storefront/contracts';
import { getActiveLocale, getSession, getSiteConfig, onSessionChange, yieldToBrowser } from '@storefront/contracts';
import { clearEngagementData, engagementStore } from './engagement-store';
import type * as BrazeSdkModule from './braze-sdk';
import { engagementLog, setEngagementLogging } from './engagement-log';
import { followStorefrontEvents } from './engagement-events';
import { checkInput, userIdSchema } from './engagement-input-rules';
import { followUnviewedCards } from './unviewed-cards';

/** The SDK's functions this remote uses (braze-sdk.ts, the one module that imports `@braze/web-sdk`). */
export type EngagementSdk = typeof BrazeSdkModule;

const importSdk = (): Promise<EngagementSdk> => import(/* webpackChunkName: "engagement-sdk" */ './braze-sdk');

/** Where the edge serves the push service worker (deploy/src/edge/push-service-worker.ts): the site root, scope `/`. */
export const ENGAGEMENT_SERVICE_WORKER_PATH = '/service-worker.js';

/** SPEC §9: the minimum interval between in-app trigger actions. */
export const MIN_SECONDS_BETWEEN_TRIGGER_ACTIONS = 30;

/**
 * Whether every in-app message must be closed on purpose (no outside click): the storefront's setting, given to the SDK
 * (its HTML messages) and followed by our own display (features/in-app-messages), where a campaign can also require it.
 */
export const REQUIRE_EXPLICIT_IN_APP_MESSAGE_DISMISSAL = false;

let running: Promise<EngagementSdk | null> | null = null;
/** The SDK once it has (re)started and until an opt-out: what a listener subscribing later is called with. */
let started: EngagementSdk | null = null;
let stopFollowing: (() => void) | null = null;
const startListeners = new Set<(sdk: EngagementSdk) => void>();

/** The SDK has started, or started afresh (a sign-out's re-initialise drops every subscription made to it). */
function announceStart(sdk: EngagementSdk): void {
  started = sdk;
  for (const listener of startListeners) listener(sdk);
}

/** The nonce the edge gave this document (`<meta name="csp-nonce">`), for the SDK's styles and banner frames. */
function documentNonce(): string | undefined {
  const nonce = globalThis.document?.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  return nonce ? nonce : undefined;
}

/** The user id for `changeUser`, when it passes SPEC §5's check (otherwise logged only: the shopper stays anonymous). */
function userIdOf(session: ReturnType<typeof getSession>): string | null {
  if (session.status !== 'member') return null;
  const problems: string[] = [];
  const id = checkInput(userIdSchema, session.member.customerId, problems);
  if (id === null) engagementLog(`changeUser skipped: ${problems.join('; ')}`);
  return id;
}

/** The member's id is the user id (`changeUser`): a random UUID the API gave the account, never guessable. */
function memberId(): string | null {
  return userIdOf(getSession());
}

/** Who this browser is to the SDK, and where it shops: the stand-in (and Braze's segments) read `market`. */
function describeShopper(sdk: EngagementSdk): void {
  const { locale } = getActiveLocale();
  const user = sdk.getUser();
  user?.setCustomUserAttribute('market', locale);
  user?.setLanguage(locale.slice(0, 2));
}

function initialise(sdk: EngagementSdk, settings: EngagementSettings): boolean {
  const started = sdk.initialize(settings.apiKey, {
    baseUrl: settings.baseUrl,
    enableLogging: settings.logging,
    allowUserSuppliedJavascript: settings.allowUserSuppliedJavascript,
    // No third-party font; no identifiers in cookies (local storage only). The opt-out marker is still a cookie.
    doNotLoadFontAwesome: true,
    noCookies: true,
    minimumIntervalBetweenTriggerActionsInSeconds: MIN_SECONDS_BETWEEN_TRIGGER_ACTIONS,
    requireExplicitInAppMessageDismissal: REQUIRE_EXPLICIT_IN_APP_MESSAGE_DISMISSAL,
    // Web push: the edge serves the worker at the site root (scope /); registered only when "Notify me" is pressed.
    serviceWorkerLocation: ENGAGEMENT_SERVICE_WORKER_PATH,
    localization: getActiveLocale().locale.slice(0, 2),
    ...(documentNonce() ? { contentSecurityNonce: documentNonce() } : {}),
  });
  if (!started) {
    engagementLog('the engagement SDK did not start (a missing API key or endpoint, or a crawler)');
    return false;
  }
  // Subscriptions before openSession: the new session then syncs cards and flags by itself.
  sdk.subscribeToContentCardsUpdates((contentCards) => {
    engagementStore.setState({ cards: contentCards.cards, cardsSyncedAt: Date.now() });
  });
  sdk.subscribeToFeatureFlagsUpdates((flags) => {
    engagementStore.setState({ featureFlags: Object.fromEntries(flags.map((flag) => [flag.id, flag])) });
  });
  sdk.subscribeToBannersUpdates((banners) => {
    engagementStore.setState((state) => ({ banners: { ...state.banners, ...banners } }));
  });
  sdk.subscribeToInAppMessage((message: InAppMessage | InstanceType<EngagementSdk['ControlMessage']>) => {
    if (message instanceof sdk.ControlMessage) {
      // A control group's message: counted, never shown.
      sdk.logInAppMessageImpression(message);
      return;
    }
    engagementStore.setState((state) => ({ inAppMessages: [...state.inAppMessages, message] }));
  });
  const id = memberId();
  if (id) sdk.changeUser(id);
  describeShopper(sdk);
  sdk.openSession();
  const cached = sdk.getCachedContentCards();
  if (cached) engagementStore.setState({ cards: cached.cards, cardsSyncedAt: Date.now() });
  return true;
}

/** Sign-in: the member's user; sign-out: the member's data wiped and a fresh anonymous user. */
function followSession(sdk: EngagementSdk, settings: EngagementSettings): () => void {
  return onSessionChange((session, previous) => {
    const before = previous.status === 'member' ? previous.member.customerId : null;
    const now = userIdOf(session);
    if (before === now) return;
    if (now !== null && before === null) {
      sdk.changeUser(now);
      describeShopper(sdk);
      return;
    }
    // Signed out, or another member: nothing of the previous member stays in this browser.
    sdk.wipeData();
    sdk.destroy();
    started = null;
    clearEngagementData('starting');
    const again = initialise(sdk, settings);
    engagementStore.setState({ status: again ? 'ready' : 'unavailable' });
    if (again) announceStart(sdk);
  });
}

async function start(): Promise<EngagementSdk | null> {
  followUnviewedCards();
  const settings = getSiteConfig().engagement ?? null;
  if (settings === null) {
    engagementStore.setState({ status: 'unavailable' });
    return null;
  }
  setEngagementLogging(settings.logging);
  engagementStore.setState({ status: 'starting' });
  let sdk: EngagementSdk;
  try {
    sdk = await importSdk();
  } catch (error) {
    engagementLog('the engagement SDK could not be loaded', error);
    engagementStore.setState({ status: 'unavailable' });
    return null;
  }
  // The SDK's code has just been evaluated: its start (storage, session, first requests) in a task of its own.
  await yieldToBrowser();
  if (sdk.isDisabled()) {
    engagementStore.setState({ status: 'opted-out' });
    return null;
  }
  if (!initialise(sdk, settings)) {
    engagementStore.setState({ status: 'unavailable' });
    return null;
  }
  // One subscription each, kept across the sign-out's re-initialise (same SDK functions), stopped by an opt-out.
  stopFollowing?.();
  const stopSession = followSession(sdk, settings);
  const stopEvents = followStorefrontEvents(sdk);
  stopFollowing = () => {
    stopSession();
    stopEvents();
  };
  engagementStore.setState({ status: 'ready' });
  announceStart(sdk);
  return sdk;
}

/**
 * Starts the engagement SDK once per page (later calls get the same promise): imports its code, initialises it with
 * the edge's settings unless the shopper opted out, follows the session. Resolves to the SDK, or null when it is not
 * configured, opted out or failed (logged only, SPEC §8). The engagement host calls it after the page is interactive.
 */
export function startEngagement(): Promise<EngagementSdk | null> {
  running ??= start();
  return running;
}

/**
 * The running SDK for an action (log a click, refresh cards), or null when it is not running. Never starts it: a
 * widget rendered before the host has started it waits for {@link onEngagementStarted} instead.
 */
export async function engagementSdk(): Promise<EngagementSdk | null> {
  if (running === null) return null;
  return running;
}

/**
 * Calls `listener` with the SDK each time it starts: now when it is running, once when it finishes starting, and again
 * after a sign-out starts it afresh. Returns the unsubscribe.
 */
export function onEngagementStarted(listener: (sdk: EngagementSdk) => void): () => void {
  startListeners.add(listener);
  if (started !== null) listener(started);
  return () => startListeners.delete(listener);
}

/**
 * Turns marketing messages off (SPEC §4): the SDK flushes, stores its opt-out marker (the `ab.optOut` cookie, read by
 * `isDisabled()` before any later start) and stops; nothing is sent afterwards, on this page or the next.
 */
export async function optOutOfEngagement(): Promise<void> {
  const sdk = await importSdk();
  stopFollowing?.();
  stopFollowing = null;
  sdk.disableSDK();
  started = null;
  running = Promise.resolve(null);
  clearEngagementData('opted-out');
}

/** Turns marketing messages back on: the marker is removed and the SDK starts again. */
export async function optInToEngagement(): Promise<EngagementSdk | null> {
  const sdk = await importSdk();
  sdk.enableSDK();
  running = start();
  return running;
}

/** Whether the shopper has opted out (the SDK's marker), without starting anything. */
export async function hasOptedOutOfEngagement(): Promise<boolean> {
  const sdk = await importSdk();
  return sdk.isDisabled();
}

/** For tests: forgets the started SDK so the next {@link startEngagement} starts afresh. */
export function resetEngagementRuntimeForTests(): void {
  stopFollowing?.();
  stopFollowing = null;
  running = null;
  started = null;
  startListeners.clear();
  clearEngagementData('idle');
}
