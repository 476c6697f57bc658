import { expect, type Page, type TestInfo } from '@playwright/test';

/** The password of every member a journey makes for itself. */
export const JOURNEY_PASSWORD = 'Sparkle9Ring';

/** An e-mail address of this test alone (both projects and both workers share the run's database and outbox). */
export function freshEmail(testInfo: TestInfo, tag: string): string {
  return `e2e.${tag}.${testInfo.project.name}.${testInfo.workerIndex}.${Date.now()}@example.com`;
}

/** A call to the API from the page, as the storefront's scripts make it (its locale, the CSRF header); the status. */
async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const answer = await fetch(`/api${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          'x-storefront-csrf': '1',
          'x-storefront-locale': document.documentElement.lang,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return answer.status;
    },
    { method, path, body },
  );
}

/**
 * Joins Brilliance through the API (register, then the e-mailed link read from the outbox), which signs this browser
 * in. The page must be open on the member's market (its locale goes with every call).
 */
export async function joinBrilliance(
  page: Page,
  email: string,
  member: { state: string; mobilePhone: string; firstName?: string; lastName?: string },
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
  expect(await callApi(page, 'POST', '/identity/register', registration)).toBe(202);
  let token = '';
  await expect
    .poll(async () => {
      token = await page.evaluate(async (to) => {
        const answer = await fetch(`/api/dev/outbox?${new URLSearchParams({ to, kind: 'registration-confirmation' })}`);
        const { messages } = (await answer.json()) as { messages: { text: string }[] };
        return messages[0]?.text.match(/token=([\w-]+)/)?.[1] ?? '';
      }, email);
      return token;
    })
    .not.toBe('');
  expect(await callApi(page, 'POST', '/identity/register/confirm', { token })).toBe(201);
}
