import type { HtmlMessage } from '@braze/web-sdk';
import { useEffect } from 'react';
import { engagementLog } from '../../lib/engagement-sdk/engagement-log';
import type { InAppMessageSdk } from './in-app-message-model';

/** Messages the SDK has been asked to show: a second render (React's development double effects) must not show twice. */
const handedToSdk = new WeakSet<HtmlMessage>();

/** Props of {@link HtmlInAppMessage}. */
export interface HtmlInAppMessageProps {
  message: HtmlMessage;
  sdk: InAppMessageSdk;
  /** SPEC §9: HTML messages run the campaign's own script, so they show only where the edge allows user script. */
  allowed: boolean;
  /** The message is gone (closed in its frame, refused or not shown): the next one may come. */
  onGone: () => void;
}

/**
 * An HTML in-app message, drawn by the SDK itself (`showInAppMessage`): its sandboxed frame, the `brazeBridge` its
 * script calls (`brazeBridge.closeMessage()`, `logClick`), its impression and click logging, Escape and focus. Only
 * where user-supplied script is allowed; elsewhere it is dropped and logged only (SPEC §8).
 */
export function HtmlInAppMessage({ message, sdk, allowed, onGone }: HtmlInAppMessageProps) {
  useEffect(() => {
    if (handedToSdk.has(message)) return;
    handedToSdk.add(message);
    if (!allowed) {
      engagementLog('HTML in-app messages disabled', message.triggerId);
      onGone();
      return;
    }
    const subscription = message.subscribeToDismissedEvent(onGone);
    if (!sdk.showInAppMessage(message)) {
      engagementLog('the HTML in-app message could not be shown', message.triggerId);
      if (subscription) message.removeSubscription(subscription);
      onGone();
    }
  }, [message, sdk, allowed, onGone]);
  return null;
}
