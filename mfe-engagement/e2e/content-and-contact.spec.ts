import { expect, test, type Page } from '@playwright/test';
import { type PageFrame, expectAccessible, expectRemotePage, trackPageErrors } from '../../e2e/support';

/** The page is drawn by the engagement remote (see `expectRemotePage`). */
const expectEngagementPage = (page: Page, frame: PageFrame) => expectRemotePage(page, 'engagement', frame);

/** Content pages as they are today: a heading from the address and a note that the content is on its way. */
const contentPages = [
  { path: '/customer-service/delivery', routeId: 'content-page', heading: 'Delivery', trail: ['Home', 'Delivery'] },
  { path: '/customer-service/returns', routeId: 'content-page', heading: 'Returns', trail: ['Home', 'Returns'] },
  { path: '/customer-service/faqs', routeId: 'content-page', heading: 'Faqs', trail: ['Home', 'Faqs'] },
  {
    path: '/brilliance-terms',
    routeId: 'content-page',
    heading: 'Brilliance terms',
    trail: ['Home', 'Brilliance terms'],
  },
  {
    path: '/connected/spring-sparkle',
    routeId: 'connected-content',
    heading: 'Spring sparkle',
    trail: ['Home', 'Spring sparkle'],
  },
] as const;

test.describe('a visitor reading the site’s content', () => {
  for (const { path, routeId, heading, trail } of contentPages) {
    test(`reads ${path}, whose content is on its way`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await page.goto(path);
      await expectEngagementPage(page, { routeId, heading, trail });
      await expect(page.getByRole('heading', { level: 2, name: 'This content is on its way' })).toBeVisible();
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });
  }

  test('reads a page the catch-all resolves to content', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.route('**/api/slugs/resolve?**', (route) => {
      const asked = new URL(route.request().url()).searchParams.get('path');
      return route.fulfill({
        json: asked === '/our-story' ? { kind: 'content', id: 'page-1', slug: 'our-story' } : { kind: 'not-found' },
      });
    });
    await page.goto('/our-story');
    await expectEngagementPage(page, { routeId: 'content-page', heading: 'Our story', trail: ['Home', 'Our story'] });
    await expect(page.getByRole('heading', { level: 2, name: 'This content is on its way' })).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
