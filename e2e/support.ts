import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** Collects uncaught page errors; assert it is empty at the end of a journey. */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Waits for the page's finite animations and transitions to end (a strip fading in, a drawer sliding): axe judges what
 * the shopper reads once it has settled, not a frame of a fade (its colours half-way are not the page's contrast).
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() => {
    const running = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    // A paused animation never finishes: two seconds is longer than any of ours.
    return Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

/** Runs axe on the page (WCAG 2.1 A and AA) once its animations have settled, and expects no violations. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/**
 * Sample values for route parameters, valid for each parameter's validation, naming content that exists (an unknown
 * connected story or article is the 404 page).
 */
export const sampleParams: Record<string, string> = {
  slug: 'spring-sparkle',
  orderNo: '100000000123',
  pcpIndex: '1',
  product: 'solitaire-engagement-ring',
  store: 'sydney-westfield-sydney',
  article: 'lifetime-diamond-warranty',
};

/** A store of each market (a store page answers 404 outside its own market). */
export const sampleStores: Readonly<Record<'AU' | 'CA' | 'NZ', string>> = {
  AU: 'sydney-westfield-sydney',
  CA: 'montreal-centre-eaton',
  NZ: 'auckland-commercial-bay',
};

/** A concrete path for a route pattern, e.g. `/p/:product` → `/p/solitaire-engagement-ring`; `params` override. */
export function concretePath(pattern: string, params: Readonly<Record<string, string>> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => params[name] ?? sampleParams[name] ?? 'x');
}

/** What a page of a remote shows a shopper: its route, its one h1 and its breadcrumb trail. */
export interface PageFrame<RouteId extends string = string> {
  routeId: RouteId;
  heading: string;
  /** The breadcrumb trail, from the home page down to this page; `null` when the page has none. */
  trail: readonly string[] | null;
  /** The accessible name of the breadcrumb navigation in the page's language. */
  breadcrumbLabel?: string;
}

/** The page is drawn by `remote`: in its area, with one h1 and (where it has one) its breadcrumb trail. */
export async function expectRemotePage(
  page: Page,
  remote: string,
  { routeId, heading, trail, breadcrumbLabel = 'Breadcrumb' }: PageFrame,
): Promise<void> {
  const area = page.locator(`[data-remote="${remote}"][data-route-id="${routeId}"]`);
  await expect(area).toBeVisible();
  await expect(area.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const crumbs = area.getByRole('navigation', { name: breadcrumbLabel });
  if (trail === null) {
    await expect(crumbs).toHaveCount(0);
    return;
  }
  await expect(crumbs.getByRole('listitem')).toHaveText(trail);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(trail[trail.length - 1]!);
}

/** Axe once the page (and the header widgets it loads) has settled. */
export async function expectAccessible(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expectNoA11yViolations(page);
}

function literally(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/** The field is marked invalid and its message is shown and tied to it (first in its description). */
export async function expectFieldError(page: Page, control: Locator, message: string): Promise<void> {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(literally(message));
  const errorId = (await control.getAttribute('aria-describedby'))?.split(' ')[0] ?? '';
  await expect(page.locator(`[id="${errorId}"]`)).toBeVisible();
  await expect(page.locator(`[id="${errorId}"]`)).toContainText(message);
}

/** The field is not marked invalid. */
export async function expectNoFieldError(control: Locator): Promise<void> {
  await expect(control).not.toHaveAttribute('aria-invalid', 'true');
}

/**
 * The header's search field: the catalogue's combobox once its widget has loaded, the shell's own search box before
 * that (or when the catalogue is down). Either takes a query and Enter.
 */
export function headerSearch(page: Page, name = 'Search jewellery'): Locator {
  const banner = page.getByRole('banner');
  return banner.getByRole('combobox', { name }).or(banner.getByRole('searchbox', { name })).first();
}

/** A move of the page the shopper did not cause: its score, and the elements it moved (`tag.class`). */
export interface LayoutShift {
  value: number;
  nodes: string[];
}

declare global {
  interface Window {
    /** What `watchLayoutShifts` recorded. */
    storefrontShifts?: LayoutShift[];
  }
}

/**
 * From the document's first paint on, records each layout shift the shopper did not cause (a press excuses those of
 * the next 500 ms: what it opens or adds) that moved an element inside `selector`; `layoutShifts` reads them.
 */
export async function watchLayoutShifts(page: Page, selector: string): Promise<void> {
  await page.addInitScript((within) => {
    window.storefrontShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const nodes = (entry.sources ?? [])
          .map((source) => source.node)
          .filter((node): node is Element => node instanceof Element && node.closest(within) !== null)
          .map((node) => `${node.tagName.toLowerCase()}.${node.className}`);
        if (nodes.length > 0) window.storefrontShifts?.push({ value: entry.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, selector);
}

/** The layout shifts `watchLayoutShifts` has recorded so far. */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => window.storefrontShifts ?? []);
}
