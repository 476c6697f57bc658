/**
 * A seeded pseudo-random source (mulberry32), so `npm run seed` builds the same business on every machine.
 * Each domain's seeder takes its own `Random` forked from a name, so adding data in one domain does not reshuffle
 * another's.
 */
export class Random {
  #state: number;

  constructor(seed: number | string) {
    this.#state = typeof seed === 'number' ? seed >>> 0 : Random.hash(seed);
  }

  static hash(text: string): number {
    let hash = 2166136261;
    for (let index = 0; index < text.length; index++) {
      hash ^= text.charCodeAt(index);
      hash = Math.imul(hash, 16777619);
    }
    return hash >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** `count` distinct items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = Math.floor(this.next() * (index + 1));
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy.slice(0, Math.min(count, copy.length));
  }

  /** A digit string of this length (leading zeros allowed unless `noLeadingZero`). */
  digits(length: number, noLeadingZero = false): string {
    let out = '';
    for (let index = 0; index < length; index++)
      out += String(index === 0 && noLeadingZero ? this.int(1, 9) : this.int(0, 9));
    return out;
  }

  fork(name: string): Random {
    return new Random((this.#state ^ Random.hash(name)) >>> 0);
  }
}
