import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Collects uncaught page errors; assert it is empty at the end of a journey. */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Runs axe on the page (WCAG 2.1 A and AA) and expects no violations. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** Sample values for route parameters, valid for each parameter's validation. */
export const sampleParams: Record<string, string> = {
  slug: 'our-story',
  orderNo: '100000000123',
  pcpIndex: '0',
  product: 'solitaire-engagement-ring',
  store: 'sydney-pitt-street',
  article: 'caring-for-pearls',
};

/** A concrete path for a route pattern, e.g. `/p/:product` → `/p/solitaire-engagement-ring`. */
export function concretePath(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => sampleParams[name] ?? 'x');
}
