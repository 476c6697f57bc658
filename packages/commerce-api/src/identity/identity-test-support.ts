import type { Database } from '../db/database';
import { settleEmailTasks } from '../email/send-later';
import type { TestApi, TestClient } from '../test/harness';
import { hashPassword } from './passwords';

/** A complete, valid registration form (SPEC §3) for the given e-mail; override any field. */
export function registrationForm(email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email,
    title: 'ms',
    firstName: 'Harper',
    lastName: "O'Connell",
    state: 'NSW',
    mobilePhone: '0412 345 678',
    password: 'Sparkle9Ring',
    confirmPassword: 'Sparkle9Ring',
    birthdayDay: 14,
    birthdayMonth: 2,
    birthdayYear: 1991,
    interests: ['engagement-and-wedding', 'gifts-for-myself'],
    terms: true,
    ...overrides,
  };
}

/**
 * An active Australian member with a known password, written straight into the database (the registration flow is
 * tested elsewhere). Resolves with the e-mail.
 */
export async function insertActiveMember(
  db: Database,
  member: { email: string; password: string; firstName: string },
): Promise<string> {
  await db
    .insertInto('customers')
    .values({
      email: member.email,
      password_hash: await hashPassword(member.password),
      status: 'active',
      market: 'AU',
      locale: 'en-AU',
      first_name: member.firstName,
      last_name: 'Member',
    })
    .execute();
  return member.email;
}

/** The e-mails sent to an address (newest first), read the way e2e tests do: through the dev outbox route. */
export async function outboxFor(
  api: TestApi,
  to: string,
  kind?: string,
): Promise<Array<{ subject: string; text: string; html: string | null; kind: string; to: string }>> {
  await settleEmailTasks();
  const query = new URLSearchParams({ to, ...(kind ? { kind } : {}) });
  const response = await api.client().get(`/api/dev/outbox?${query.toString()}`);
  return (
    response.json() as {
      messages: Array<{ subject: string; text: string; html: string | null; kind: string; to: string }>;
    }
  ).messages;
}

/** The token of the newest link of this kind e-mailed to the address. */
export async function linkTokenFor(api: TestApi, to: string, kind: string): Promise<{ url: URL; token: string }> {
  const [message] = await outboxFor(api, to, kind);
  const match = message?.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no ${kind} link e-mailed to ${to}`);
  const url = new URL(match[0]);
  return { url, token: url.searchParams.get('token') ?? '' };
}

/** Signs a client in (asserting success). */
export async function signIn(
  client: TestClient,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const response = await client.post('/api/identity/login', { email, password }, headers);
  if (response.statusCode !== 200)
    throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  return response;
}

let ipCounter = 0;
/** A fresh client IP (the API trusts X-Forwarded-For from the local edge), so throttles of one test never leak. */
export function freshIp(): Record<string, string> {
  ipCounter += 1;
  return { 'x-forwarded-for': `198.51.100.${ipCounter}` };
}
