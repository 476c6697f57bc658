import { Alert, Button } from '@storefront/ui';
import type { ReactNode } from 'react';

interface RetryAlertProps {
  /** What went wrong, in the shopper's words. */
  children: ReactNode;
  title?: string | undefined;
  /** The button's text (each feature says what it retries). */
  retryLabel: string;
  onRetry: () => void;
  /** `error` when nothing could be shown, `warning` when the page still shows an older answer. */
  variant?: 'error' | 'warning';
}

/** A failed load with its way out: the message and a "Try again" button. */
export function RetryAlert({ children, title, retryLabel, onRetry, variant = 'error' }: RetryAlertProps) {
  return (
    <Alert
      variant={variant}
      title={title}
      action={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
