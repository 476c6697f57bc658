import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost parameters (OWASP ASVS 5.0 appendix C: N ≥ 2^17, r = 8, p = 1). */
export interface ScryptCost {
  log2N: number;
  r: number;
  p: number;
}

/** What every stored password uses in production. */
export const PRODUCTION_SCRYPT_COST: ScryptCost = { log2N: 17, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

let currentCost: ScryptCost = PRODUCTION_SCRYPT_COST;
let derivations = 0;

/**
 * How many password derivations (hash, verification or dummy) this process has run: tests compare the paths of
 * answers that must not tell accounts apart by it, where timings on a shared machine are too noisy to be sure.
 */
export function passwordDerivations(): number {
  return derivations;
}

/**
 * Test-only: hash new passwords (and run the dummy verification) with a cheaper cost, for latency tests that need
 * many samples. Refused outside `NODE_ENV=test`; stored hashes keep verifying with the cost they name.
 */
export function useTestScryptCost(cost: ScryptCost | null): void {
  if (process.env.NODE_ENV !== 'test') throw new Error('useTestScryptCost is for tests only');
  currentCost = cost ?? PRODUCTION_SCRYPT_COST;
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  derivations += 1;
  const N = 2 ** cost.log2N;
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is below N = 2^17.
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 2 * 128 * N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function encode(cost: ScryptCost, salt: Buffer, key: Buffer): string {
  return ['scrypt', 2 ** cost.log2N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

/** Reads `scrypt$N$r$p$salt$hash`; null for anything else. */
export function parsePasswordHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const log2N = Math.log2(N);
  if (!Number.isInteger(log2N) || log2N < 1 || log2N > 24 || !Number.isInteger(r) || !Number.isInteger(p)) return null;
  if (r < 1 || r > 32 || p < 1 || p > 16) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length < SALT_LENGTH || key.length !== KEY_LENGTH) return null;
  return { cost: { log2N, r, p }, salt, key };
}

/**
 * Hashes a password with scrypt (asynchronously: the event loop keeps serving) into a self-describing string
 * `scrypt$N$r$p$salt$hash`. `salt` is for deterministic seeding only; otherwise 16 random bytes.
 */
export async function hashPassword(password: string, salt: Buffer = randomBytes(SALT_LENGTH)): Promise<string> {
  const cost = currentCost;
  return encode(cost, salt, await derive(password, salt, cost));
}

/** Whether the password matches the stored hash (constant-time comparison). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed) {
    await dummyVerification(password);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.cost);
  return timingSafeEqual(key, parsed.key);
}

const dummySalt = randomBytes(SALT_LENGTH);

/**
 * Costs what a verification costs and always fails: run for unknown e-mails and accounts without a password, so the
 * answer's timing does not tell whether an account exists (ASVS 6.3.8).
 */
export async function dummyVerification(password: string): Promise<false> {
  const key = await derive(password, dummySalt, currentCost);
  timingSafeEqual(key, key);
  return false;
}

/** Whether a stored hash was made with weaker parameters than today's (rehash on the next successful sign-in). */
export function needsRehash(stored: string): boolean {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return true;
  const { log2N, r, p } = parsed.cost;
  return log2N < currentCost.log2N || r < currentCost.r || p < currentCost.p;
}
