import { randomInt } from 'node:crypto';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** The password of every member a journey makes for itself. */
export const JOURNEY_PASSWORD = 'Sparkle9Ring';

/** An e-mail address of this test alone (both projects and both workers share the run's database and outbox). */
export function freshEmail(testInfo: TestInfo, tag: string): string {
  return `e2e.${tag}.${testInfo.project.name}.${testInfo.workerIndex}.${Date.now()}@example.com`;
}

/**
 * The address of a shopper a journey's set-up makes (RFC 2544's benchmarking range), sent as `X-Forwarded-For`: the
 * journeys' edge trusts its loopback peer as production's trusts its load balancer (`TRUSTED_PROXIES`), so members
 * made for a journey's set-up join from addresses of their own, as real shoppers do, and leave the per-address limits
 * (registrations: 30 an hour) to the journeys that exercise the forms.
 */
function setUpShopperAddress(): string {
  return `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A JSON call to the API from the page, as the storefront's scripts make it (its locale, the CSRF header). */
export async function callApi(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, path, body, headers }) => {
      const answer = await fetch(`/api${path}`, {
        method,
        headers: {
          'x-storefront-csrf': '1',
          'x-storefront-locale': document.documentElement.lang,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await answer.text();
      return { status: answer.status, json: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, path, body, headers },
  );
}

/** The token of the newest registration confirmation e-mailed to the address (the development outbox). */
async function confirmationToken(page: Page, to: string): Promise<string> {
  let token = '';
  await expect
    .poll(
      async () => {
        const query = new URLSearchParams({ to, kind: 'registration-confirmation' }).toString();
        const { json } = await callApi(page, 'GET', `/dev/outbox?${query}`);
        token = (json as { messages: { text: string }[] }).messages[0]?.text.match(/token=([\w-]+)/)?.[1] ?? '';
        return token;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return token;
}

/**
 * Joins Brilliance through the API (register, then the e-mailed link read from the outbox), which signs this browser
 * in; with `signOut`, signs it out again. The page must be open on the member's market (its locale goes with every
 * call).
 */
export async function joinBrilliance(
  page: Page,
  email: string,
  member: { state: string; mobilePhone: string; firstName?: string; lastName?: string },
  { signOut = false }: { signOut?: boolean } = {},
): Promise<void> {
  const { firstName = 'Mia', lastName = 'Laurent', ...rest } = member;
  const registration = {
    email,
    firstName,
    lastName,
    ...rest,
    password: JOURNEY_PASSWORD,
    confirmPassword: JOURNEY_PASSWORD,
    birthdayDay: 2,
    birthdayMonth: 7,
    birthdayYear: 1985,
    terms: true,
  };
  const from = { 'x-forwarded-for': setUpShopperAddress() };
  expect((await callApi(page, 'POST', '/identity/register', registration, from)).status).toBe(202);
  const token = await confirmationToken(page, email);
  expect((await callApi(page, 'POST', '/identity/register/confirm', { token }, from)).status).toBe(201);
  if (signOut) expect((await callApi(page, 'POST', '/identity/logout', undefined, from)).status).toBe(200);
}
