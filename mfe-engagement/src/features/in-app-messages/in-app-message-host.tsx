import './in-app-messages.css';
import type { InAppMessage, InAppMessageButton, ModalMessage, SlideUpMessage, HtmlMessage } from '@braze/web-sdk';
import { useSiteConfig } from '@storefront/contracts';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { engagementLog } from '../../lib/engagement-sdk/engagement-log';
import { REQUIRE_EXPLICIT_IN_APP_MESSAGE_DISMISSAL } from '../../lib/engagement-sdk/engagement-runtime';
import { dismissInAppMessage, useEngagement } from '../../lib/engagement-sdk/engagement-store';
import { useEngagementSdk } from '../../lib/engagement-sdk/use-engagement-sdk';
import { HtmlInAppMessage } from './html-in-app-message';
import { InAppMessageDialog } from './in-app-message-dialog';
import {
  autoDismissAfter,
  bodyAction,
  buttonsOf,
  closesOnOutsideClick,
  followClickAction,
  hasClickAction,
  kindOf,
  type DismissReason,
  type InAppMessageKind,
  type InAppMessageSdk,
} from './in-app-message-model';
import { InAppSlideUp } from './in-app-slide-up';
import { useMessageImage } from './use-message-image';

/** Impressions already logged: one per message, however often it renders. */
const impressionLogged = new WeakSet<InAppMessage>();
const keys = new WeakMap<InAppMessage, number>();
let nextKey = 0;
function keyOf(message: InAppMessage): number {
  let key = keys.get(message);
  if (key === undefined) {
    key = nextKey++;
    keys.set(message, key);
  }
  return key;
}

interface ShownMessageProps {
  message: InAppMessage;
  kind: Exclude<InAppMessageKind, 'html'>;
  sdk: InAppMessageSdk;
  requireExplicitDismissal: boolean;
}

/** One modal, full-screen or slide-up message: waits for its image, logs its impression, its clicks and its close. */
function ShownMessage({ message, kind, sdk, requireExplicitDismissal }: ShownMessageProps) {
  const navigate = useNavigate();
  const imageUrl = (message as InAppMessage & { imageUrl?: string }).imageUrl;
  const image = useMessageImage(imageUrl);
  const shown = image.state !== 'loading';
  useEffect(() => {
    if (!shown || impressionLogged.has(message)) return;
    impressionLogged.add(message);
    sdk.logInAppMessageImpression(message);
  }, [shown, message, sdk]);

  const dismiss = useCallback(
    (reason: DismissReason) => {
      engagementLog(`in-app message closed: ${reason}`, message.triggerId);
      dismissInAppMessage(message);
    },
    [message],
  );
  const { clickAction, uri } = bodyAction(message);
  const bodyClickable = hasClickAction(clickAction) && buttonsOf(message).length === 0;
  const onBodyClick = () => {
    sdk.logInAppMessageClick(message);
    dismiss('click');
    followClickAction(clickAction, uri, navigate);
  };
  const onButtonClick = (button: InAppMessageButton) => {
    sdk.logInAppMessageButtonClick(button, message);
    dismiss('button');
    followClickAction(button.clickAction, button.uri, navigate);
  };

  if (!shown) return <>{image.preload}</>;
  const shownImage = image.state === 'ready' ? imageUrl : undefined;
  if (kind === 'slide-up') {
    return (
      <InAppSlideUp
        message={message as SlideUpMessage}
        imageUrl={shownImage}
        autoDismissAfter={autoDismissAfter(message)}
        onBodyClick={hasClickAction(clickAction) ? onBodyClick : undefined}
        onDismiss={dismiss}
      />
    );
  }
  return (
    <InAppMessageDialog
      message={message as ModalMessage}
      kind={kind}
      imageUrl={shownImage}
      closesOnOutsideClick={closesOnOutsideClick(message, requireExplicitDismissal)}
      autoDismissAfter={autoDismissAfter(message)}
      onBodyClick={bodyClickable ? onBodyClick : undefined}
      onButtonClick={onButtonClick}
      onDismiss={dismiss}
    />
  );
}

/** Props of {@link InAppMessageHost}; the defaults are the storefront's (tests pass their own). */
export interface InAppMessageHostProps {
  /** The SDK, once started (default: the running one, from the engagement runtime). */
  sdk?: InAppMessageSdk | null;
  requireExplicitDismissal?: boolean;
}

/**
 * The in-app messages of the engagement SDK, one at a time, oldest first, in the storefront's own display: modal and
 * full-screen messages as modal dialogs, slide-ups in a polite status region, HTML messages through the SDK's own frame
 * where user-supplied script is allowed (SPEC §9). Each leaves the queue when it closes, and the next one shows.
 */
export default function InAppMessageHost({
  sdk: givenSdk,
  requireExplicitDismissal = REQUIRE_EXPLICIT_IN_APP_MESSAGE_DISMISSAL,
}: InAppMessageHostProps) {
  const startedSdk = useEngagementSdk();
  const sdk = givenSdk === undefined ? startedSdk : givenSdk;
  const allowScript = useSiteConfig().engagement?.allowUserSuppliedJavascript === true;
  const message = useEngagement((state) => state.inAppMessages[0]);
  const kind = message && sdk ? kindOf(message, sdk) : null;
  const onGone = useCallback(() => {
    if (message) dismissInAppMessage(message);
  }, [message]);

  useEffect(() => {
    if (message && sdk && kind === null) {
      engagementLog('an in-app message of a kind this storefront does not show was dropped', message.triggerId);
      dismissInAppMessage(message);
    }
  }, [message, sdk, kind]);

  const shown =
    message && sdk && kind !== null && kind !== 'html' ? (
      <ShownMessage
        key={keyOf(message)}
        message={message}
        kind={kind}
        sdk={sdk}
        requireExplicitDismissal={requireExplicitDismissal}
      />
    ) : null;
  return (
    <>
      {kind !== 'slide-up' ? shown : null}
      {message && sdk && kind === 'html' ? (
        <HtmlInAppMessage
          key={keyOf(message)}
          message={message as HtmlMessage}
          sdk={sdk}
          allowed={allowScript}
          onGone={onGone}
        />
      ) : null}
      <div className="sf-iam-status" role="status" aria-live="polite">
        {kind === 'slide-up' ? shown : null}
      </div>
    </>
  );
}
