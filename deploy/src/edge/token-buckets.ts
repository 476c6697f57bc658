/** A bucket's size and how fast it refills. */
export interface BucketRate {
  /** Tokens a full bucket holds: the burst allowed. */
  capacity: number;
  /** Tokens added per minute, up to the capacity. */
  perMinute: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** The answer of a take: allowed, or how long until a token is there. */
export type TakeResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

function refill(bucket: Bucket, rate: BucketRate, now: number): void {
  const elapsed = Math.max(0, now - bucket.at);
  bucket.tokens = Math.min(rate.capacity, bucket.tokens + (elapsed * rate.perMinute) / 60_000);
  bucket.at = now;
}

function retryAfter(bucket: Bucket, rate: BucketRate): number {
  return Math.max(1, Math.ceil(((1 - bucket.tokens) * 60_000) / rate.perMinute / 1000));
}

/**
 * Token buckets per key (a client address) under one global bucket, in memory. The map of keys is bounded: past
 * `maxKeys` the least recently seen key is forgotten (it starts again with a full bucket, and the global bucket still
 * holds), so many addresses cannot grow the edge's memory.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private readonly global: Bucket;

  constructor(
    private readonly perKey: BucketRate,
    private readonly overall: BucketRate,
    private readonly maxKeys = 10_000,
    now = Date.now(),
  ) {
    this.global = { tokens: overall.capacity, at: now };
  }

  /** Takes one token from the key's bucket and the global one, or neither. */
  take(key: string, now = Date.now()): TakeResult {
    let bucket = this.buckets.get(key);
    if (bucket) {
      this.buckets.delete(key);
      refill(bucket, this.perKey, now);
    } else {
      bucket = { tokens: this.perKey.capacity, at: now };
    }
    this.buckets.set(key, bucket);
    if (this.buckets.size > this.maxKeys) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
    refill(this.global, this.overall, now);
    if (bucket.tokens < 1) return { allowed: false, retryAfterSeconds: retryAfter(bucket, this.perKey) };
    if (this.global.tokens < 1) return { allowed: false, retryAfterSeconds: retryAfter(this.global, this.overall) };
    bucket.tokens -= 1;
    this.global.tokens -= 1;
    return { allowed: true };
  }

  /** How many keys are remembered (for tests). */
  get size(): number {
    return this.buckets.size;
  }
}
