import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { secureRequest } from '../http/session';

/** A known device stays known for a year after its last sign-in (each sign-in renews it). */
export const KNOWN_DEVICE_LIFETIME_SECONDS = 365 * 24 * 60 * 60;

/** The device cookie's name: `__Host-` whenever the session cookie is. */
export function deviceCookieName(secure: boolean): string {
  return secure ? '__Host-did' : 'did';
}

function signature(secret: string, accountKey: string, deviceId: string): Buffer {
  return createHmac('sha256', secret).update(`known-device:v1:${accountKey}:${deviceId}`).digest();
}

/**
 * The id of the device (browser) that this request comes from, when it carries a device cookie that we signed for
 * this account (its e-mail key) at a sign-in or an e-mailed link; null otherwise. OWASP's "device cookies": the
 * cookie proves the browser got past the password (or the inbox) of this account before; it is no credential.
 */
export function knownDeviceOf(request: FastifyRequest, accountKey: string): string | null {
  const value = request.cookies[deviceCookieName(secureRequest(request))];
  const [deviceId, mac, extra] = value?.split('.') ?? [];
  if (!deviceId || !mac || extra !== undefined || !/^[A-Za-z0-9_-]{22}$/.test(deviceId)) return null;
  const expected = signature(request.server.apiConfig.secret, accountKey, deviceId);
  const given = Buffer.from(mac, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}

/**
 * Makes this browser a known device of the account (a signed, long-lived, httpOnly cookie), keeping its id when it
 * already was one. One account per browser: the newest sign-in's.
 */
export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  accountKey: string,
  deviceId: string | null = knownDeviceOf(request, accountKey),
): void {
  const id = deviceId ?? randomBytes(16).toString('base64url');
  const mac = signature(request.server.apiConfig.secret, accountKey, id).toString('base64url');
  const secure = secureRequest(request);
  void reply.setCookie(deviceCookieName(secure), `${id}.${mac}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: KNOWN_DEVICE_LIFETIME_SECONDS,
  });
}
