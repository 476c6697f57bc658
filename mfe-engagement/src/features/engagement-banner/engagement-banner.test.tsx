/**
 * @jest-environment-options {"url": "http://localhost:8080/"}
 */
import { defaultSiteConfig, siteConfigLoaded } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { act, waitFor } from '@testing-library/react';
import { resetBannerRefreshForTests } from '../../lib/engagement-sdk/banner-refresh';
import * as sdk from '../../lib/engagement-sdk/braze-sdk';
import { startEngagement } from '../../lib/engagement-sdk/engagement-runtime';
import EngagementBanner from './engagement-banner';
import { inProcessStandin } from '../../lib/engagement-sdk/in-process-standin';

// The real @braze/web-sdk, started by the remote's runtime, against the engagement stand-in in this process.
const apiKey = 'engagement-banner-test-key';
const engagement = inProcessStandin({ apiKey });
const settings = (allowUserSuppliedJavascript: boolean) => ({
  ...defaultSiteConfig,
  engagement: { apiKey, baseUrl: engagement.standin.url, allowUserSuppliedJavascript, logging: false },
});

beforeAll(async () => {
  siteConfigLoaded(settings(true));
  resetBannerRefreshForTests();
  await act(async () => {
    expect(await startEngagement()).not.toBeNull();
  });
});
afterEach(() => {
  jest.useRealTimers();
  siteConfigLoaded(settings(true));
});

const flush = () => act(() => new Promise<boolean>((resolve) => sdk.requestImmediateDataFlush(resolve)));
const impressions = () =>
  engagement.standin.received
    .flatMap((request) => (request.body?.events as Array<{ name: string; data: { ids?: string[] } }> | undefined) ?? [])
    .filter((event) => event.name === 'bi')
    .flatMap((event) => event.data.ids ?? []);
const placement = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLElement>(`[data-banner-placement="${id}"]`);

describe('the engagement banner over the real SDK and the stand-in', () => {
  it('draws the placement’s banner in the SDK’s frame and logs its impression', async () => {
    const { container } = renderRemotePage(<EngagementBanner placementId="home_page_banner" />, { app: 'engagement' });
    const frame = await waitFor(
      () => {
        const found = placement(container, 'home_page_banner')?.querySelector('iframe');
        expect(found).not.toBeNull();
        return found!;
      },
      { timeout: 10_000 },
    );
    expect(frame).toHaveClass('ab-html-banner');
    expect(frame.getAttribute('srcdoc')).toContain('Made to be treasured');
    // The page's CSP allows no inline handlers: the banner's script is nonced by the SDK and adds its listeners.
    expect(frame.getAttribute('srcdoc')).not.toMatch(/\son[a-z]+=/i);
    frame.dispatchEvent(new Event('load'));
    expect(frame).toHaveAttribute('title');
    expect(frame.title.trim()).not.toBe('');
    expect(await flush()).toBe(true);
    expect(impressions()).toContain('banner-home-hero');
  });

  it('logs a control banner as seen and draws nothing: the placement takes no space', async () => {
    const { container } = renderRemotePage(<EngagementBanner placementId="wishlist_page_banner" />, {
      app: 'engagement',
    });
    await waitFor(async () => {
      expect(await flush()).toBe(true);
      expect(impressions()).toContain('banner-wishlist-control');
    });
    expect(placement(container, 'wishlist_page_banner')).toBeEmptyDOMElement();
  });

  it('shows nothing for an expired banner, for an invalid placement id, or where user-supplied script is not allowed', async () => {
    // 2031: the bag's banner expired at the start of 2030.
    jest.useFakeTimers({
      now: new Date('2031-01-01T00:00:00Z'),
      doNotFake: [
        'setTimeout',
        'setInterval',
        'clearTimeout',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'queueMicrotask',
        'nextTick',
        'hrtime',
        'performance',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
      ],
    });
    const expired = renderRemotePage(<EngagementBanner placementId="bag_page_banner" />, { app: 'engagement' });
    const invalid = renderRemotePage(<EngagementBanner placementId="home page" />, { app: 'engagement' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(placement(expired.container, 'bag_page_banner')).toBeEmptyDOMElement();
    expect(placement(invalid.container, 'home page')).toBeEmptyDOMElement();
    jest.useRealTimers();

    act(() => siteConfigLoaded(settings(false)));
    const refused = renderRemotePage(<EngagementBanner placementId="home_page_banner" />, { app: 'engagement' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(placement(refused.container, 'home_page_banner')).toBeEmptyDOMElement();
  });
});
