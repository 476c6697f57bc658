import { expect, test } from '@playwright/test';
import { e2eOrigin } from '../../e2e/e2e-env';
import { trackPageErrors } from '../../e2e/support';

/** Addresses on the Canadian host whose `?locale=` redirect used to leave the store (issue 16), and where they land. */
const hostile = [
  ['//evil.example/?locale=en-CA', '/'],
  ['/fr//evil.example/?locale=en-CA', '/'],
  ['/\\evil.example/?locale=en-CA', '/'],
  ['/fr/%2e%2e//evil.example/?locale=en-CA', '/'],
  ['/%2F%2Fevil.example/?locale=en-CA', '/'],
  ['/%2F%2Fevil.example/?locale=fr-CA', '/fr'],
  ['/%09/evil.example/?locale=en-CA', '/'],
] as const;

test('a shopper following a hostile Canadian locale link stays on the store', async ({ page }) => {
  const store = e2eOrigin('ca.localhost');
  const storeHost = new URL(store).host;
  const elsewhere: string[] = [];
  // Every request the page makes is recorded; one to another host (bar the local stand-ins) is refused and remembered.
  await page.context().route('**/*', (route) => {
    const { host, hostname } = new URL(route.request().url());
    if (host === storeHost || hostname === '127.0.0.1') return route.continue();
    elsewhere.push(route.request().url());
    return route.abort();
  });
  const errors = trackPageErrors(page);

  for (const [payload, landing] of hostile) {
    await page.goto(`${store}${payload}`);
    await expect(page, payload).toHaveURL(`${store}${landing}`);
    await expect(page.locator('html')).toHaveAttribute('lang', landing === '/fr' ? 'fr-CA' : 'en-CA');
    expect(new URL(page.url()).origin, payload).toBe(store);
  }
  expect(elsewhere).toEqual([]);
  expect(errors).toEqual([]);
});
