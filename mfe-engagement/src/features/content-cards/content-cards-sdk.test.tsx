import { defaultSiteConfig, siteConfigLoaded } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as sdk from '../../lib/engagement-sdk/braze-sdk';
import { startEngagement } from '../../lib/engagement-sdk/engagement-runtime';
import { engagementStore } from '../../lib/engagement-sdk/engagement-store';
import ContentCardsPanel from './content-cards-panel';
import { inProcessStandin } from '../../lib/engagement-sdk/in-process-standin';

// The real @braze/web-sdk, started by the remote's runtime, against the engagement stand-in in this process: what the
// panel logs must reach the stand-in as Braze's card events (cci impressions, ccc clicks, ccd dismissals).
const apiKey = 'cards-panel-test-key';
const engagement = inProcessStandin({ apiKey });

const flush = () => new Promise<boolean>((resolve) => sdk.requestImmediateDataFlush(resolve));
const cardEvents = (name: string) =>
  engagement.standin.received
    .flatMap((request) => (request.body?.events as Array<{ name: string; data: { ids?: string[] } }> | undefined) ?? [])
    .filter((event) => event.name === name)
    .flatMap((event) => event.data.ids ?? []);

describe('the content cards panel over the real SDK and the stand-in', () => {
  it('shows the stand-in’s cards in order and its impressions, click and dismissal reach the stand-in', async () => {
    siteConfigLoaded({
      ...defaultSiteConfig,
      engagement: { apiKey, baseUrl: engagement.standin.url, allowUserSuppliedJavascript: true, logging: false },
    });
    await act(async () => {
      expect(await startEngagement()).not.toBeNull();
    });
    await waitFor(() => expect(engagementStore.getState().cards.length).toBeGreaterThan(0), { timeout: 10_000 });

    const user = userEvent.setup();
    const { router } = renderRemotePage(<ContentCardsPanel filter="all" />, { app: 'engagement' });
    const list = await screen.findByRole('list', { name: 'Your updates' });
    const ids = within(list)
      .getAllByRole('article')
      .map((card) => card.closest('[data-card-id]')?.getAttribute('data-card-id'));
    // Pinned first, then the newest; the control and the expired card are not drawn; no member offers for a guest.
    expect(ids).toEqual([
      'cc-anniversary-collection',
      'offer-gift-wrap',
      'cc-free-delivery',
      'cc-late-night-shopping',
      'cc-engraving',
    ]);

    await user.click(screen.getByRole('link', { name: 'Shop the collection' }));
    expect(router.state.location.pathname).toBe('/collections/anniversary');
    await user.click(screen.getByRole('button', { name: 'Dismiss “Free express delivery”' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Free express delivery' })).toBeNull());
    expect(await act(flush)).toBe(true);

    // jsdom has no IntersectionObserver: every drawn card counts as seen; the control cards with them (ccic).
    expect([...cardEvents('cci')].sort()).toEqual([...(ids as string[])].sort());
    expect([...cardEvents('ccic')].sort()).toEqual(['cc-control-news', 'offer-control']);
    expect(cardEvents('ccc')).toEqual(['cc-anniversary-collection']);
    expect(cardEvents('ccd')).toEqual(['cc-free-delivery']);
  });
});
