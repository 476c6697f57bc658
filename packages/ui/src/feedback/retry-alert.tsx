import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../actions/button';
import { uiMessages } from '../ui-messages';
import { Alert } from './alert';

/** Props of {@link RetryAlert}. */
export type RetryAlertProps = {
  /** What went wrong, in the shopper's words. */
  children: ReactNode;
  /** A short summary in bold above the message. */
  title?: ReactNode;
  onRetry: () => void;
  /** The button's text; "Try again" unless the page says what it retries. */
  retryLabel?: string;
  /** `error` when nothing could be shown, `warning` when the page still shows an older answer. */
  variant?: 'error' | 'warning';
  className?: string;
};

/** A failed load with its way out: the message and a "Try again" button. */
export function RetryAlert({ children, title, onRetry, retryLabel, variant = 'error', className }: RetryAlertProps) {
  const intl = useIntl();
  return (
    <Alert
      variant={variant}
      title={title}
      className={className}
      action={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {retryLabel ?? intl.formatMessage(uiMessages.retryAlertRetry)}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
