import type { InAppMessage, InAppMessageButton } from '@braze/web-sdk';
import { navigateSafely, safeLinkTarget } from '@storefront/contracts';
import { engagementLog } from '../../lib/engagement-sdk/engagement-log';
import type { EngagementSdk } from '../../lib/engagement-sdk/engagement-runtime';

/** What the in-app message host needs of the SDK: its message classes and its logging (and its own HTML display). */
export type InAppMessageSdk = Pick<
  EngagementSdk,
  | 'FullScreenMessage'
  | 'HtmlMessage'
  | 'ModalMessage'
  | 'SlideUpMessage'
  | 'logInAppMessageButtonClick'
  | 'logInAppMessageClick'
  | 'logInAppMessageImpression'
  | 'showInAppMessage'
>;

/** How a message is drawn: modal and full-screen are dialogs, slide-up a status, HTML the SDK's own frame. */
export type InAppMessageKind = 'modal' | 'full' | 'slide-up' | 'html';

/** How a message was closed (SPEC §4: click, button, close, auto-dismiss, outside click; and Escape). */
export type DismissReason = 'click' | 'button' | 'close' | 'auto-dismiss' | 'outside' | 'escape';

/** SPEC §9: how long a message waits for its image before it shows without it. */
export const IMAGE_LOAD_TIMEOUT_MS = 60_000;

/**
 * The campaign's own demand that a message be closed on purpose (no outside click): an extra (key-value pair) of the
 * message, `require_explicit_dismissal: "true"`, on top of the storefront-wide SDK option.
 */
export const EXPLICIT_DISMISSAL_EXTRA = 'require_explicit_dismissal';

/** Which of the SDK's message classes this is (null: a kind this storefront does not draw). */
export function kindOf(message: InAppMessage, sdk: InAppMessageSdk): InAppMessageKind | null {
  if (message instanceof sdk.HtmlMessage) return 'html';
  if (message instanceof sdk.FullScreenMessage) return 'full';
  if (message instanceof sdk.ModalMessage) return 'modal';
  if (message instanceof sdk.SlideUpMessage) return 'slide-up';
  return null;
}

/** Whether an outside click may close the message: not when the campaign or the storefront requires explicit dismissal. */
export function closesOnOutsideClick(message: InAppMessage, requireExplicitDismissal: boolean): boolean {
  return !requireExplicitDismissal && message.extras[EXPLICIT_DISMISSAL_EXTRA] !== 'true';
}

/** Whether the message closes by itself, and after how long. */
export function autoDismissAfter(message: InAppMessage): number | null {
  return message.dismissType === 'AUTO_DISMISS' ? message.duration : null;
}

/** The click action and address of the message's body (modal, full-screen and slide-up have them). */
export function bodyAction(message: InAppMessage): { clickAction: string; uri: string | undefined } {
  const { clickAction, uri } = message as InAppMessage & { clickAction?: string; uri?: string };
  return { clickAction: clickAction ?? 'NONE', uri };
}

/** The message's buttons (modal and full-screen; up to two). */
export function buttonsOf(message: InAppMessage): readonly InAppMessageButton[] {
  return (message as InAppMessage & { buttons?: InAppMessageButton[] }).buttons ?? [];
}

/** Whether a click action leads anywhere (URI, or the retired news feed). */
export function hasClickAction(clickAction: string): boolean {
  return clickAction !== 'NONE';
}

/**
 * Follows a message's (or a button's) click action: a path on this site through the router, an `https:` page by the
 * storefront's safe navigation; anything else (another scheme, another host over http, `javascript:`) is refused and
 * logged only (SPEC §8). NEWS_FEED leads nowhere: this storefront has no news feed, its updates are the cards panel.
 */
export function followClickAction(
  clickAction: string,
  uri: string | undefined,
  navigate: (path: string) => void,
): void {
  if (clickAction === 'NEWS_FEED') {
    engagementLog('in-app message click action NEWS_FEED: there is no news feed, nothing opened');
    return;
  }
  if (clickAction !== 'URI') return;
  const target = safeLinkTarget(uri);
  if (target === null) {
    engagementLog('in-app message link refused: only paths on this site and https pages', uri);
    return;
  }
  if (target.kind === 'in-app') navigate(target.path);
  else navigateSafely(target.href, { fallback: globalThis.location.pathname, allowSecureExternal: true });
}
