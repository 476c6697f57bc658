import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InsertQueryBuilder, InsertResult, QueryCreator } from 'kysely';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import { problems } from './problem';

/** Member sessions: 30 minutes idle, 12 hours absolute (ASVS 7.3). Guest sessions (a bag) slide for 30 days. */
export const MEMBER_IDLE_MS = 30 * 60 * 1000;
export const MEMBER_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const GUEST_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

export interface Session {
  /** sha256 of the cookie value; the token itself is never stored. */
  tokenHash: string;
  customerId: string | null;
}

export function cookieName(secure: boolean): string {
  return secure ? '__Host-sid' : 'sid';
}

/**
 * Whether the session cookie must be `Secure` (and so `__Host-`): always in production and with `SECURE_COOKIES=true`
 * (`secureCookies`), and whenever the shopper reached us over https. `request.protocol` honours `X-Forwarded-Proto`
 * only from a trusted proxy (`TRUSTED_PROXIES`), so behind a TLS-terminating load balancer and the edge no extra
 * variable is needed, and a client cannot claim https for itself.
 */
export function secureRequest(request: FastifyRequest): boolean {
  return request.server.apiConfig.secureCookies || request.protocol === 'https';
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 256 bits from the CSPRNG, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function cookieOptions(secure: boolean, maxAgeMs: number) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, maxAge: Math.floor(maxAgeMs / 1000) };
}

async function loadSession(db: Database, token: string, now: Date): Promise<Session | null> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .select(['customer_id', 'created_at', 'last_seen_at', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.expires_at <= now) return null;
  if (row.customer_id) {
    const idle = now.getTime() - row.last_seen_at.getTime() > MEMBER_IDLE_MS;
    const old = now.getTime() - row.created_at.getTime() > MEMBER_ABSOLUTE_MS;
    if (idle || old) {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
      return null;
    }
  }
  if (now.getTime() - row.last_seen_at.getTime() > TOUCH_EVERY_MS) {
    const expiresAt = row.customer_id ? row.expires_at : new Date(now.getTime() + GUEST_LIFETIME_MS);
    await db
      .updateTable('sessions')
      .set({ last_seen_at: now, expires_at: expiresAt })
      .where('token_hash', '=', tokenHash)
      .execute();
  }
  return { tokenHash, customerId: row.customer_id };
}

/** Reads the session cookie on every request into `request.session` (null when absent, unknown or expired). */
export function installSessions(app: FastifyInstance): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[cookieName(secureRequest(request))];
    request.session = token ? await loadSession(app.db, token, new Date()) : null;
  });
}

/**
 * A session not yet written: `insert` writes it (alone, or as a data-modifying `WITH` of another statement), and
 * `issued` then gives the shopper its cookie and makes it the request's session.
 */
interface PendingSession {
  session: Session;
  insert(creator: QueryCreator<DB>): InsertQueryBuilder<DB, 'sessions', InsertResult>;
  issued(): Session;
}

function pendingSession(request: FastifyRequest, reply: FastifyReply, customerId: string | null): PendingSession {
  const token = newToken();
  const session = { tokenHash: hashToken(token), customerId };
  const now = Date.now();
  const lifetime = customerId ? MEMBER_ABSOLUTE_MS : GUEST_LIFETIME_MS;
  return {
    session,
    insert: (creator) =>
      creator.insertInto('sessions').values({
        token_hash: session.tokenHash,
        customer_id: customerId,
        created_at: new Date(now),
        last_seen_at: new Date(now),
        expires_at: new Date(now + lifetime),
      }),
    issued() {
      const secure = secureRequest(request);
      void reply.setCookie(cookieName(secure), token, cookieOptions(secure, lifetime));
      request.session = session;
      return session;
    },
  };
}

async function issue(request: FastifyRequest, reply: FastifyReply, customerId: string | null): Promise<Session> {
  const pending = pendingSession(request, reply, customerId);
  await pending.insert(request.server.db).execute();
  return pending.issued();
}

/**
 * A new guest's session written by the same statement as `write` (as its `WITH`), which may use the session's token
 * hash: a shopper's first change (their bag) is one round trip, not two. Both rows are made, or neither, and the cookie
 * is set only once they are.
 */
export async function withNewGuestSession<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  write: (creator: QueryCreator<DB>, session: Session) => { executeTakeFirstOrThrow(): Promise<T> },
): Promise<T> {
  const pending = pendingSession(request, reply, null);
  const creator = request.server.db.with('new_session', (db) => pending.insert(db)) as unknown as QueryCreator<DB>;
  const written = await write(creator, pending.session).executeTakeFirstOrThrow();
  pending.issued();
  return written;
}

/**
 * Signs a customer in: a new token (never the pre-login one, ASVS 7.2.4), the previous session deleted.
 * Returns the previous session so callers can carry its guest data (bag, wishlist) over.
 */
export async function startMemberSession(
  request: FastifyRequest,
  reply: FastifyReply,
  customerId: string,
): Promise<{ session: Session; previous: Session | null }> {
  const previous = request.session;
  if (previous) await request.server.db.deleteFrom('sessions').where('token_hash', '=', previous.tokenHash).execute();
  const session = await issue(request, reply, customerId);
  return { session, previous };
}

/** Signs out: the server-side session is deleted, so the old cookie is dead even if replayed. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { db } = request.server;
  if (request.session) await db.deleteFrom('sessions').where('token_hash', '=', request.session.tokenHash).execute();
  const secure = secureRequest(request);
  void reply.clearCookie(cookieName(secure), { path: '/', secure });
  request.session = null;
}

/** Ends every session of a customer (password reset or change), except `keepTokenHash`'s when given. */
export async function endAllSessions(
  request: FastifyRequest,
  customerId: string,
  keepTokenHash?: string,
): Promise<void> {
  let query = request.server.db.deleteFrom('sessions').where('customer_id', '=', customerId);
  if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
  await query.execute();
}

/** The signed-in customer's id, or a 401 problem. */
export function requireMember(request: FastifyRequest): string {
  const customerId = request.session?.customerId;
  if (!customerId) throw problems.unauthenticated();
  return customerId;
}
