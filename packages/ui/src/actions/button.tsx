import type { ComponentProps, MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../typography/visually-hidden';
import { uiMessages } from '../ui-messages';
import { buttonClassName, type ButtonSize, type ButtonVariant } from './button-classes';

/** Props of {@link Button}. */
export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the width of the container (mobile call-to-action bars). */
  fullWidth?: boolean;
  /** Work is in progress: shows a spinner, sets `aria-busy` and ignores presses while staying focusable. */
  busy?: boolean;
};

/** A native button in the storefront's styles; `type` defaults to `button` so it never submits by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  busy = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const intl = useIntl();
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A busy button stays focusable (unlike `disabled`, which would drop focus) but must not submit twice.
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={buttonClassName(variant, size, fullWidth, className)}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={handleClick}
      {...rest}
    >
      {busy && <span className="sf-button__spinner" aria-hidden="true" />}
      <span className="sf-button__label">{children}</span>
      {busy && <VisuallyHidden>{intl.formatMessage(uiMessages.buttonBusy)}</VisuallyHidden>}
    </button>
  );
}
