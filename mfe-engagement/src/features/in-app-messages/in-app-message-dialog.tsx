import type { InAppMessageButton, ModalMessage } from '@braze/web-sdk';
import { Button, Icon, classNames } from '@storefront/ui';
import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { inAppMessagesMessages } from './in-app-messages-messages';
import type { DismissReason } from './in-app-message-model';
import { useAutoDismiss } from './use-auto-dismiss';

/** Props of {@link InAppMessageDialog}. */
export interface InAppMessageDialogProps {
  /** A modal or full-screen message (both carry a header, an image and buttons). */
  message: ModalMessage;
  kind: 'modal' | 'full';
  /** The image, once loaded (absent: none, or it did not load in time). */
  imageUrl?: string;
  closesOnOutsideClick: boolean;
  autoDismissAfter: number | null;
  /** The body's click action, when it has one and no buttons (as the SDK's own display does). */
  onBodyClick?: () => void;
  onButtonClick: (button: InAppMessageButton) => void;
  onDismiss: (reason: DismissReason) => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal or full-screen in-app message as a modal dialog: the native `<dialog>` opened with `showModal()` (the page
 * behind is inert), labelled by its header and described by its text, focus on its close button and kept inside
 * (Tab wraps), given back to where it was when the message closes. Escape, the close button and, unless explicit
 * dismissal is required, a click outside close it.
 */
export function InAppMessageDialog({
  message,
  kind,
  imageUrl,
  closesOnOutsideClick,
  autoDismissAfter,
  onBodyClick,
  onButtonClick,
  onDismiss,
}: InAppMessageDialogProps) {
  const intl = useIntl();
  const headerId = useId();
  const textId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const dismissRef = useRef(onDismiss);
  const outsideRef = useRef(closesOnOutsideClick);
  useEffect(() => {
    dismissRef.current = onDismiss;
    outsideRef.current = closesOnOutsideClick;
  });
  // Focus is always inside a dialog and its backdrop covers the page: nothing holds its time, unlike a slide-up's.
  useAutoDismiss(autoDismissAfter, () => onDismiss('auto-dismiss'));

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    closeRef.current?.focus();
    // The surface fills the dialog's box: a click on the <dialog> itself landed on the backdrop, outside the message.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog && outsideRef.current) dismissRef.current('outside');
    };
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('click', onClick);
      if (typeof dialog.close === 'function') {
        if (dialog.open) dialog.close();
      } else {
        dialog.removeAttribute('open');
      }
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onDismiss('escape');
      return;
    }
    if (event.key !== 'Tab') return;
    // Focus stays inside the message: Tab from the last control goes to the first, Shift+Tab from the first to the last.
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
  // Other close requests (the Android back gesture) ask the same as Escape, instead of closing behind our back.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onDismiss('escape');
  };

  const buttons = message.buttons;
  return (
    <dialog
      ref={ref}
      className={classNames('sf-iam', `sf-iam--${kind}`, message.animateIn && 'sf-iam--animated')}
      aria-modal="true"
      aria-labelledby={message.header ? headerId : undefined}
      aria-label={message.header ? undefined : intl.formatMessage(inAppMessagesMessages.notice)}
      aria-describedby={message.message ? textId : undefined}
      lang={message.language || undefined}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
    >
      <div className="sf-iam__surface">
        <button
          ref={closeRef}
          type="button"
          className="sf-icon-button sf-iam__close"
          onClick={() => onDismiss('close')}
        >
          <Icon name="close" label={intl.formatMessage(inAppMessagesMessages.close)} />
        </button>
        {imageUrl ? (
          <div className="sf-iam__media">
            <img className="sf-iam__image" src={imageUrl} alt={message.altImageText ?? ''} />
          </div>
        ) : null}
        <div className="sf-iam__body">
          {/* A pointer convenience over the whole text; keyboard users have the "Find out more" button below. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
          <div
            className={classNames('sf-iam__content', onBodyClick && 'sf-iam__content--clickable')}
            onClick={onBodyClick}
          >
            {message.header ? (
              <h2 id={headerId} className="sf-iam__header">
                {message.header}
              </h2>
            ) : null}
            {message.message ? (
              <p id={textId} className="sf-iam__text">
                {message.message}
              </p>
            ) : null}
          </div>
          {buttons.length > 0 ? (
            <div className="sf-iam__actions">
              {buttons.map((button, index) => (
                <Button
                  key={button.id ?? index}
                  variant={index === 0 ? 'primary' : 'secondary'}
                  onClick={() => onButtonClick(button)}
                >
                  {button.text}
                </Button>
              ))}
            </div>
          ) : onBodyClick ? (
            <div className="sf-iam__actions">
              <Button variant="primary" onClick={onBodyClick}>
                {intl.formatMessage(inAppMessagesMessages.open)}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
