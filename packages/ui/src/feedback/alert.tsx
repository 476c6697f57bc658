import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { classNames } from '../class-names';
import { Icon } from '../icons/icon';
import type { IconName } from '../icons/icon-names';
import { VisuallyHidden } from '../typography/visually-hidden';
import { uiMessages } from '../ui-messages';

/** Tone of an {@link Alert}; only `error` interrupts (role `alert`), the others are polite (role `status`). */
export type AlertVariant = 'error' | 'warning' | 'info' | 'success' | 'default';

/** Props of {@link Alert}. */
export type AlertProps = {
  variant?: AlertVariant;
  /** Short summary in bold above the message. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** A follow-up control (a `Button` or `ButtonLink`, "Try again", "Review your bag"). */
  action?: ReactNode;
  className?: string;
};

const icons: Record<AlertVariant, IconName> = {
  error: 'alert',
  warning: 'alert',
  info: 'info',
  success: 'check',
  default: 'info',
};

const prefixes: Partial<Record<AlertVariant, MessageDescriptor>> = {
  error: uiMessages.alertErrorPrefix,
  warning: uiMessages.alertWarningPrefix,
  info: uiMessages.alertInfoPrefix,
  success: uiMessages.alertSuccessPrefix,
};

/**
 * A message about the page or a task. The tone is also spoken ("Error: …"), so it is not conveyed by colour alone.
 * Render it in the DOM before its content changes when it must be announced on arrival.
 */
export function Alert({ variant = 'default', title, children, action, className }: AlertProps) {
  const intl = useIntl();
  const prefix = prefixes[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={classNames('sf-alert', `sf-alert--${variant}`, className)}
    >
      <Icon name={icons[variant]} size="sm" className="sf-alert__icon" />
      <div className="sf-alert__body">
        {title ? (
          <p className="sf-alert__title">
            {prefix && <VisuallyHidden>{intl.formatMessage(prefix)} </VisuallyHidden>}
            {title}
          </p>
        ) : null}
        {children ? (
          <div className="sf-alert__message">
            {!title && prefix && <VisuallyHidden>{intl.formatMessage(prefix)} </VisuallyHidden>}
            {children}
          </div>
        ) : null}
      </div>
      {action ? <div className="sf-alert__action">{action}</div> : null}
    </div>
  );
}
