import type { SlideUpMessage } from '@braze/web-sdk';
import { Icon, classNames } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { inAppMessagesMessages } from './in-app-messages-messages';
import type { DismissReason } from './in-app-message-model';
import { useAutoDismiss } from './use-auto-dismiss';

/** Props of {@link InAppSlideUp}. */
export interface InAppSlideUpProps {
  message: SlideUpMessage;
  /** The image, once loaded (absent: none, or it did not load in time). */
  imageUrl?: string;
  autoDismissAfter: number | null;
  /** The message's click action, when it has one. */
  onBodyClick?: () => void;
  onDismiss: (reason: DismissReason) => void;
}

/**
 * A slide-up message: a small note at the bottom (or top) of the viewport that neither takes focus nor blocks the
 * page, rendered inside the host's polite status region so that screen readers read it once it appears. Its text is
 * the button of its click action, when it has one; its close button has a name; it closes by itself after its
 * duration unless the pointer or focus rests on it.
 */
export function InAppSlideUp({ message, imageUrl, autoDismissAfter, onBodyClick, onDismiss }: InAppSlideUpProps) {
  const intl = useIntl();
  const hold = useAutoDismiss(autoDismissAfter, () => onDismiss('auto-dismiss'));
  const fromTop = message.slideFrom === 'TOP';
  return (
    <div
      className={classNames(
        'sf-iam-slide-up',
        fromTop ? 'sf-iam-slide-up--top' : 'sf-iam-slide-up--bottom',
        message.animateIn && 'sf-iam--animated',
      )}
      lang={message.language || undefined}
      data-iam-slide-up=""
      {...hold}
    >
      {imageUrl ? <img className="sf-iam-slide-up__image" src={imageUrl} alt={message.altImageText ?? ''} /> : null}
      {onBodyClick ? (
        <button type="button" className="sf-iam-slide-up__text sf-iam-slide-up__action" onClick={onBodyClick}>
          <span>{message.message}</span>
          <Icon name="chevron-right" size="xs" />
        </button>
      ) : (
        <p className="sf-iam-slide-up__text">{message.message}</p>
      )}
      <button type="button" className="sf-icon-button sf-iam-slide-up__close" onClick={() => onDismiss('close')}>
        <Icon name="close" size="sm" label={intl.formatMessage(inAppMessagesMessages.close)} />
      </button>
    </div>
  );
}
