/**
 * @jest-environment-options {"url": "http://localhost:8080/"}
 */
import { defaultSiteConfig, signedIn, signedOut, siteConfigLoaded } from '@storefront/contracts';
import { ensureBannersRefreshed, resetBannerRefreshForTests } from './banner-refresh';
import { resetEngagementRuntimeForTests, startEngagement, type EngagementSdk } from './engagement-runtime';
import { engagementStore } from './engagement-store';
import { inProcessStandin } from './in-process-standin';

const apiKey = 'banner-refresh-test-key';
const engagement = inProcessStandin({ apiKey });

beforeAll(async () => {
  siteConfigLoaded({
    ...defaultSiteConfig,
    engagement: { apiKey, baseUrl: engagement.standin.url, allowUserSuppliedJavascript: true, logging: false },
  });
});

afterAll(async () => {
  (await startEngagement())?.destroy();
});

async function until<T>(read: () => T | undefined | null | false, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const bannerSyncs = () => engagement.standin.received.filter((request) => request.endpoint === 'banners/sync');
const askedPlacements = (index: number) =>
  ((bannerSyncs()[index]?.body?.placements as Array<{ id: string }> | undefined) ?? []).map(({ id }) => id);

/** A fresh page of the same browser: the runtime and this module start again, local storage stays. */
async function newPage(sdk: EngagementSdk): Promise<EngagementSdk> {
  sdk.destroy();
  resetEngagementRuntimeForTests();
  const started = await startEngagement();
  if (started === null) throw new Error('the engagement SDK did not start');
  return started;
}

describe('banners refresh once per SDK session and user (the real @braze/web-sdk against the stand-in)', () => {
  it('asks once for every placement mounted together, then serves later pages of the session from the SDK', async () => {
    resetBannerRefreshForTests();
    const sdk = await startEngagement();
    expect(sdk).not.toBeNull();
    expect(engagementStore.getState().status).toBe('ready');

    // Two placements mounted in the same tick, and an invalid id (SPEC §5), which is never asked for.
    await Promise.all([
      ensureBannersRefreshed(sdk!, 'home_page_banner'),
      ensureBannersRefreshed(sdk!, 'bag_page_banner'),
      ensureBannersRefreshed(sdk!, 'home page'),
    ]);
    expect(bannerSyncs()).toHaveLength(1);
    expect(askedPlacements(0)).toEqual(['home_page_banner', 'bag_page_banner', 'wishlist_page_banner']);
    expect(sdk!.getBanner('home_page_banner')?.id).toBe('banner-home-hero');
    expect(sdk!.getBanner('wishlist_page_banner')?.isControl).toBe(true);

    // The same placement mounted again on this page: nothing asked.
    await ensureBannersRefreshed(sdk!, 'home_page_banner');
    expect(bannerSyncs()).toHaveLength(1);

    // The next page of the same session (the bag): answered from the SDK's cache, nothing asked.
    const next = await newPage(sdk!);
    await ensureBannersRefreshed(next, 'bag_page_banner');
    expect(next.getBanner('bag_page_banner')?.id).toBe('banner-bag-delivery');
    expect(next.getBanner('home_page_banner')?.id).toBe('banner-home-hero');
    expect(bannerSyncs()).toHaveLength(1);
  });

  it('asks again for a signed-in member (a new user), once, and again after the sign-out', async () => {
    const sdk = await startEngagement();
    await ensureBannersRefreshed(sdk!, 'home_page_banner');
    const before = bannerSyncs().length;

    signedIn({ customerId: 'member-5c1e', firstName: 'Ada', email: 'ada@example.com', brillianceMember: true });
    await ensureBannersRefreshed(sdk!, 'home_page_banner');
    await until(() => bannerSyncs().length > before, 'the refresh for the member');
    // Long enough for a second request to show up if one were sent.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(bannerSyncs()).toHaveLength(before + 1);
    expect(bannerSyncs().at(-1)?.body?.user_id).toBe('member-5c1e');
    await until(() => sdk!.getBanner('home_page_banner'), 'the member’s banner');

    // Signed out: the SDK is wiped and starts afresh for an anonymous user, whose banners are asked for once.
    signedOut();
    await until(() => engagementStore.getState().status === 'ready', 'the fresh SDK');
    await ensureBannersRefreshed(sdk!, 'home_page_banner');
    await ensureBannersRefreshed(sdk!, 'bag_page_banner');
    expect(bannerSyncs()).toHaveLength(before + 2);
    expect(bannerSyncs().at(-1)?.body?.user_id).toBeUndefined();
  });
});
