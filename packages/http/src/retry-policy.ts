/** HTTP methods the client sends. */
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/** Statuses worth one more try (SPEC §9): timeouts, conflicts, too early, rate limits and gateway/server trouble. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

const idempotentMethods: ReadonlySet<string> = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

/** True when a response with this status may be retried. */
export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status);
}

/** True for methods whose repetition has no further effect (RFC 9110 §9.2.2). */
export function isIdempotentMethod(method: string): boolean {
  return idempotentMethods.has(method.toUpperCase());
}

/**
 * How many times a failed request is repeated (SPEC §9): idempotent methods once, POST and PATCH never, since a
 * repeated order or payment is worse than an error the shopper can retry.
 */
export function maxRetriesFor(method: string): 0 | 1 {
  return isIdempotentMethod(method) ? 1 : 0;
}

/** The wait a `Retry-After` header asks for, in ms (delta-seconds or an HTTP date); undefined when absent or invalid. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
