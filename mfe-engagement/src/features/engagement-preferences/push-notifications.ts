import { engagementLog } from '../../lib/engagement-sdk/engagement-log';
import { ENGAGEMENT_SERVICE_WORKER_PATH, type EngagementSdk } from '../../lib/engagement-sdk/engagement-runtime';

/**
 * Where web push stands in this browser: `unsupported` (no Push API), `blocked` (the shopper or the browser refused
 * notifications for the site), `ask` ("Notify me" is offered), `asking` (the SDK is asking and subscribing) or `on`
 * (subscribed; the SDK sent the subscription to the engagement service).
 */
export type PushStatus = 'unsupported' | 'blocked' | 'ask' | 'asking' | 'on';

/**
 * How long "Notify me" shows its work before it is offered again when the SDK has not answered: a service worker that
 * fails to register is only logged by the SDK, which then never calls back.
 */
export const PUSH_ANSWER_TIMEOUT_MS = 20_000;

/** Whether the push service worker holds a subscription (read only: nothing is registered or asked). */
async function hasPushSubscription(): Promise<boolean> {
  try {
    const registration = await globalThis.navigator?.serviceWorker?.getRegistration(ENGAGEMENT_SERVICE_WORKER_PATH);
    return (await registration?.pushManager.getSubscription()) != null;
  } catch (error) {
    engagementLog('push: the subscription could not be read', error);
    return false;
  }
}

/**
 * Where push stands now, without asking the shopper anything (SPEC §8: an unsupported browser or blocked
 * notifications are logged only). The SDK's token maintenance renews a granted subscription on each new session and
 * replaces one older than 6 months (SPEC §9), so a granted permission with a subscription is `on`.
 */
export async function currentPushStatus(sdk: EngagementSdk): Promise<PushStatus> {
  if (!sdk.isPushSupported()) {
    engagementLog('push: this browser does not support web push');
    return 'unsupported';
  }
  if (sdk.isPushBlocked()) {
    engagementLog('push: notifications are blocked for this site');
    return 'blocked';
  }
  return sdk.isPushPermissionGranted() && (await hasPushSubscription()) ? 'on' : 'ask';
}

/**
 * Asks for notifications (only ever from the shopper's press on "Notify me"): the SDK registers the service worker,
 * asks the browser's permission when it has not been given, subscribes and sends the subscription. `onStatus` gets
 * `on`, `blocked`, or `ask` again when the shopper dismissed the prompt or the subscription failed (logged only,
 * SPEC §8: the control stays usable). Problems never throw.
 */
export function requestPushNotifications(sdk: EngagementSdk, onStatus: (status: PushStatus) => void): void {
  let answered = false;
  const timer = setTimeout(() => {
    if (answered) return;
    engagementLog('push: no answer from the SDK (the service worker may have failed to register)');
    onStatus('ask');
  }, PUSH_ANSWER_TIMEOUT_MS);
  const answer = (status: PushStatus) => {
    answered = true;
    clearTimeout(timer);
    onStatus(status);
  };
  try {
    sdk.requestPushPermission(
      () => answer('on'),
      (temporary) => {
        if (sdk.isPushBlocked()) {
          engagementLog('push: notifications are blocked for this site');
          answer('blocked');
          return;
        }
        engagementLog(
          temporary
            ? 'push: permission not given yet, or the subscription failed (no push service?)'
            : 'push: permission denied',
        );
        answer('ask');
      },
    );
  } catch (error) {
    engagementLog('push: the request failed', error);
    answer('ask');
  }
}
