import { isIdempotentMethod, isRetryableStatus, maxRetriesFor, parseRetryAfter } from './retry-policy';

describe('retry policy', () => {
  it('retries exactly the statuses of SPEC §9', () => {
    const retryable = Array.from({ length: 500 }, (_, i) => i + 100).filter(isRetryableStatus);
    expect(retryable).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });

  it('retries idempotent methods once and POST/PATCH never', () => {
    expect(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', 'get'].map(maxRetriesFor)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(['POST', 'PATCH'].map(maxRetriesFor)).toEqual([0, 0]);
    expect(isIdempotentMethod('post')).toBe(false);
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('2', now)).toBe(2000);
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Tue, 31 Dec 2024 00:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});
