import type { Database } from '../db/database';
import { hashToken } from '../http/session';
import { doublingPolicy, hourlyLimitPolicy, type ThrottleKey } from '../http/throttle';

/**
 * Sign-in throttling (T3, after Saleor's throttling and ASVS 4.0.3 V2.2.1; the design is ADR 008), counted before
 * the password is checked and for unknown e-mails exactly as for known ones.
 *
 * From a browser that is not a known device of the account:
 * - per e-mail and IP, the k-th consecutive failure blocks for 2^(k-1) s, and the 10th blocks for 2 hours (the
 *   counters forget after 2 hours of quiet), so past 10 failures there is at most one attempt an hour;
 * - per IP across all e-mails (credential stuffing): at most 100 failures an hour;
 * - per account from all such browsers: at most 100 failures an hour.
 * From a known device (a signed cookie set by an earlier sign-in or e-mailed link of this account), only that
 * device's own counters apply (the same doubling, and 10 failures in 2 hours), so an attacker who fills the
 * account's cap from rotating addresses does not keep its owner out.
 *
 * A success clears the e-mail's counters from this source and takes back its own attempt from the IP and account
 * caps (it does not wipe other sources' failures); a completed password reset clears every counter of the e-mail.
 */
export const LOGIN_SCOPES = {
  pair: 'login:email-ip',
  pairCap: 'login:email-ip-cap',
  ip: 'login:ip',
  account: 'login:account',
  device: 'login:device',
  deviceCap: 'login:device-cap',
} as const;

/** Ten consecutive failures of one e-mail from one source: blocked for the two hours the counters take to forget. */
export const pairCapPolicy = { kind: 'window', limit: 10, windowSeconds: 7200 } as const;

/** The throttle key of an e-mail: its sha256, so the table holds no addresses. */
export function emailKey(email: string): string {
  return hashToken(`email:${email.trim().toLowerCase()}`);
}

/**
 * Every counter a sign-in attempt for this e-mail is charged to: those of this known device of the account, or
 * those of this IP and of the account when the browser is not one.
 */
export function loginThrottleKeys(email: string, ip: string, knownDevice: string | null): ThrottleKey[] {
  const account = emailKey(email);
  if (knownDevice) {
    const device = `${account}|${hashToken(`device:${knownDevice}`)}`;
    return [
      { scope: LOGIN_SCOPES.device, key: device, policy: doublingPolicy },
      { scope: LOGIN_SCOPES.deviceCap, key: device, policy: pairCapPolicy },
    ];
  }
  return [
    { scope: LOGIN_SCOPES.pair, key: `${account}|${ip}`, policy: doublingPolicy },
    { scope: LOGIN_SCOPES.pairCap, key: `${account}|${ip}`, policy: pairCapPolicy },
    { scope: LOGIN_SCOPES.ip, key: ip, policy: hourlyLimitPolicy, onSuccess: 'refund' },
    { scope: LOGIN_SCOPES.account, key: account, policy: hourlyLimitPolicy, onSuccess: 'refund' },
  ];
}

/** Clears every sign-in counter of an e-mail, from every IP and device (after a completed password reset). */
export async function clearLoginThrottles(db: Database, email: string): Promise<void> {
  const account = emailKey(email);
  await db.deleteFrom('throttles').where('scope', '=', LOGIN_SCOPES.account).where('key', '=', account).execute();
  await db
    .deleteFrom('throttles')
    .where('scope', 'in', [LOGIN_SCOPES.pair, LOGIN_SCOPES.pairCap, LOGIN_SCOPES.device, LOGIN_SCOPES.deviceCap])
    .where('key', 'like', `${account}|%`)
    .execute();
}
