/**
 * @jest-environment-options {"url": "http://localhost:8080/"}
 */
import { defaultSiteConfig, siteConfigLoaded } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { act, screen, waitFor } from '@testing-library/react';
import * as sdk from '../../lib/engagement-sdk/braze-sdk';
import { startEngagement } from '../../lib/engagement-sdk/engagement-runtime';
import { engagementStore } from '../../lib/engagement-sdk/engagement-store';
import { PROMOTION_FLAG_ID, readFlaggedPromotion } from './promotion-flag';
import PromotionStrip from './promotion-strip';
import { inProcessStandin } from '../../lib/engagement-sdk/in-process-standin';

// The real @braze/web-sdk, started by the remote's runtime, against the engagement stand-in in this process: the
// stand-in's `promotion_banner` flag (data/en-AU/feature-flags.json) drives the strip.
const apiKey = 'promotion-strip-test-key';
const engagement = inProcessStandin({ apiKey });

const flagImpressions = () =>
  engagement.standin.received
    .flatMap((request) => (request.body?.events as Array<{ name: string; data: unknown }> | undefined) ?? [])
    .filter((event) => event.name === 'ffi')
    .map((event) => event.data);

describe('the promotion strip of the promotion_banner feature flag', () => {
  it('shows nothing before the engagement SDK has delivered the flags', () => {
    const { container } = renderRemotePage(<PromotionStrip />, { app: 'engagement' });
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the flag’s headline, text, link and end date, and logs its impression', async () => {
    siteConfigLoaded({
      ...defaultSiteConfig,
      engagement: { apiKey, baseUrl: engagement.standin.url, allowUserSuppliedJavascript: true, logging: false },
    });
    await act(async () => {
      expect(await startEngagement()).not.toBeNull();
    });
    renderRemotePage(<PromotionStrip />, { app: 'engagement' });
    const strip = await screen.findByRole('region', { name: 'Free engraving this week' }, { timeout: 10_000 });
    expect(strip).toHaveTextContent('Initials, a date or a few words, engraved by hand on any ring.');
    expect(strip).toHaveTextContent('Offer ends 1 January 2030');
    expect(screen.getByRole('link', { name: 'Choose a ring' })).toHaveAttribute('href', '/engagement-rings');

    const flushed = await act(() => new Promise<boolean>((resolve) => sdk.requestImmediateDataFlush(resolve)));
    expect(flushed).toBe(true);
    await waitFor(() => expect(flagImpressions()).toEqual([{ fid: PROMOTION_FLAG_ID, fts: expect.any(String) }]));
  });

  it('reads the flag’s dates: nothing before starts_at or from ends_at, nothing when the flag is off', () => {
    const flag = engagementStore.getState().featureFlags[PROMOTION_FLAG_ID] ?? null;
    const startsAt = flag?.getTimestampProperty('starts_at');
    const endsAt = flag?.getTimestampProperty('ends_at');
    expect(startsAt).toEqual(expect.any(Number));
    expect(endsAt).toEqual(expect.any(Number));
    expect(readFlaggedPromotion(flag, startsAt! - 1)).toBeNull();
    expect(readFlaggedPromotion(flag, startsAt!)).toMatchObject({ theme: 'noir', to: '/engagement-rings' });
    expect(readFlaggedPromotion(flag, endsAt!)).toBeNull();
    expect(
      readFlaggedPromotion(engagementStore.getState().featureFlags['gift_wrap_at_checkout'] ?? null, startsAt!),
    ).toBeNull();
    expect(readFlaggedPromotion(null, startsAt!)).toBeNull();
  });
});
