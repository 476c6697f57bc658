/** @jest-environment node */
import { TokenBuckets } from './token-buckets';

describe('token buckets per client address under a global cap', () => {
  it('allows a burst of the capacity, then one more per refill interval', () => {
    const buckets = new TokenBuckets({ capacity: 3, perMinute: 6 }, { capacity: 100, perMinute: 100 }, 100, 0);

    const burst = [1, 2, 3, 4].map(() => buckets.take('198.51.100.1', 0).allowed);
    const refused = buckets.take('198.51.100.1', 0);

    expect(burst).toEqual([true, true, true, false]);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 10 });
    expect(buckets.take('198.51.100.1', 9_999).allowed).toBe(false);
    expect(buckets.take('198.51.100.1', 10_000).allowed).toBe(true);
  });

  it('keeps one address’s bucket from another’s', () => {
    const buckets = new TokenBuckets({ capacity: 1, perMinute: 1 }, { capacity: 100, perMinute: 100 }, 100, 0);

    expect(buckets.take('198.51.100.1', 0).allowed).toBe(true);
    expect(buckets.take('198.51.100.1', 0).allowed).toBe(false);
    expect(buckets.take('198.51.100.2', 0).allowed).toBe(true);
  });

  it('caps everyone together, so many addresses cannot flood', () => {
    const buckets = new TokenBuckets({ capacity: 5, perMinute: 5 }, { capacity: 10, perMinute: 60 }, 1000, 0);

    const allowed = Array.from({ length: 50 }, (_, i) => buckets.take(`198.51.100.${i}`, 0).allowed);

    expect(allowed.filter(Boolean)).toHaveLength(10);
    expect(buckets.take('203.0.113.1', 0)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('remembers a bounded number of addresses, forgetting the least recently seen', () => {
    const buckets = new TokenBuckets({ capacity: 1, perMinute: 1 }, { capacity: 1000, perMinute: 1000 }, 3, 0);

    for (const key of ['a', 'b', 'c']) buckets.take(key, 0);
    buckets.take('a', 0); // a is seen again: b is now the oldest
    buckets.take('d', 0);

    expect(buckets.size).toBe(3);
    expect(buckets.take('a', 0).allowed).toBe(false); // still remembered, still empty
    expect(buckets.take('b', 0).allowed).toBe(true); // forgotten: a full bucket again
  });
});
