import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/**
 * Gift-card PINs are stored as salted scrypt (N=2^14, r=8, p=1; a per-card salt binds the hash to the card number).
 * A 4-digit PIN has only 10,000 values, so no hash makes it safe offline: what protects a card is that the table is
 * never exposed and that online guesses are throttled per card and per IP. The lower cost than passwords keeps the
 * check fast enough for checkout while still costing an attacker work per card.
 */
const PARAMS = { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

function material(number: string, pin: string): string {
  return `${number}:${pin}`;
}

/** `scrypt$N$r$p$salt$hash` (base64url) for a card's PIN; synchronous for the seed. */
export function hashGiftCardPinSync(number: string, pin: string, salt = randomBytes(16)): string {
  const hash = scryptSync(material(number, pin), salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** Whether the PIN matches the stored hash; an absent hash still costs one scrypt, so timing does not tell. */
export async function verifyGiftCardPin(number: string, pin: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$');
  const valid = parts?.length === 6 && parts[0] === 'scrypt';
  const salt = valid ? Buffer.from(parts[4] as string, 'base64url') : randomBytes(16);
  const options = valid
    ? { N: Number(parts[1]), r: Number(parts[2]), p: Number(parts[3]), maxmem: PARAMS.maxmem }
    : PARAMS;
  const actual = await scryptAsync(material(number, pin), salt, KEY_LENGTH, options);
  if (!valid) return false;
  const expected = Buffer.from(parts[5] as string, 'base64url');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
