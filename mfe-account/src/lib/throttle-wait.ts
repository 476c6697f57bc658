import { ProblemError } from '@storefront/http';
import type { IntlShape } from 'react-intl';
import { throttleWaitMessages as messages } from './throttle-wait-messages';

/** When the API refused for too many requests (429), how long to wait in seconds (undefined: not said); else null. */
export function throttleWaitOf(error: unknown): number | undefined | null {
  if (!(error instanceof ProblemError) || error.status !== 429) return null;
  const wait = error.extensions.retryAfterSeconds;
  return typeof wait === 'number' && wait > 0 ? wait : undefined;
}

/** 'Too many requests. Please wait 30 seconds…' in the shopper's language (a minute when the API did not say). */
export function throttleWaitMessage(intl: IntlShape, seconds: number | undefined): string {
  if (seconds === undefined) return intl.formatMessage(messages.minutes, { minutes: 1 });
  return seconds < 120
    ? intl.formatMessage(messages.seconds, { seconds: Math.ceil(seconds) })
    : intl.formatMessage(messages.minutes, { minutes: Math.ceil(seconds / 60) });
}
