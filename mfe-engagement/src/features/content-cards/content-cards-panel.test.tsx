import type { Card } from '@braze/web-sdk';
import { defaultSiteConfig, listen, siteConfigLoaded } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  buildBannerImageCard,
  buildCaptionedImageCard,
  buildClassicCard,
  buildControlCard,
} from '../../lib/content-card-builders';
import * as brazeSdk from '../../lib/engagement-sdk/braze-sdk';
import { resetEngagementRuntimeForTests, startEngagement } from '../../lib/engagement-sdk/engagement-runtime';
import { engagementStore } from '../../lib/engagement-sdk/engagement-store';
import ContentCardsPanel from './content-cards-panel';
import { CARDS_REFRESH_TIMEOUT_MS } from './content-cards-timings';

// The SDK is mocked at its one module: the runtime starts "it" and the panel's logging lands in these mocks. The card
// classes stay the SDK's own, so the panel tells the card types apart as it does in a browser.
jest.mock('../../lib/engagement-sdk/braze-sdk', () => {
  const actual = jest.requireActual('../../lib/engagement-sdk/braze-sdk');
  return {
    ...actual,
    initialize: jest.fn(() => true),
    openSession: jest.fn(),
    changeUser: jest.fn(),
    getUser: jest.fn(() => undefined),
    isDisabled: jest.fn(() => false),
    getCachedContentCards: jest.fn(() => null),
    subscribeToContentCardsUpdates: jest.fn(),
    subscribeToFeatureFlagsUpdates: jest.fn(),
    subscribeToBannersUpdates: jest.fn(),
    subscribeToInAppMessage: jest.fn(),
    requestBannersRefresh: jest.fn(),
    requestContentCardsRefresh: jest.fn(),
    requestImmediateDataFlush: jest.fn(),
    logContentCardImpressions: jest.fn((cards: Card[]) => {
      for (const card of cards) card.viewed = true;
      return true;
    }),
    logContentCardClick: jest.fn(() => true),
    // As the SDK does: a dismissible card's dismissal marks it dismissed.
    logCardDismissal: jest.fn((card: Card & { dismissible?: boolean }) => {
      if (card.dismissible) Object.assign(card, { dismissed: true });
      return true;
    }),
  };
});

const sdk = jest.mocked(brazeSdk);
const settings = {
  apiKey: 'panel-test-key',
  baseUrl: 'http://127.0.0.1:4060',
  allowUserSuppliedJavascript: false,
  logging: false,
};

/** A fake IntersectionObserver: tests say which cards came into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  show(element: Element) {
    const entry = { target: element, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

function cardElement(name: string): HTMLElement {
  return screen.getByRole('article', { name }).closest('[data-card-id]') as HTMLElement;
}

async function showInView(name: string) {
  const element = cardElement(name);
  const observer = FakeIntersectionObserver.instances.find((instance) => instance.observed.has(element));
  expect(observer).toBeDefined();
  await act(async () => observer!.show(element));
}

const anniversary = () => buildCaptionedImageCard({ id: 'cc-anniversary', pinned: true, updatedMinutesAgo: 300 });
const delivery = () =>
  buildClassicCard({
    id: 'cc-delivery',
    imageUrl: 'http://127.0.0.1:4060/images/delivery-icon.svg',
    url: '/customer-service/delivery',
    linkText: 'Delivery details',
    dismissible: true,
    updatedMinutesAgo: 5,
  });
const lateNight = () =>
  buildClassicCard({
    id: 'cc-late-night',
    title: 'Late-night shopping',
    description: 'Our stores are open until 9 pm every Thursday.',
    updatedMinutesAgo: 50,
  });
const engraving = () => buildBannerImageCard({ id: 'cc-engraving', updatedMinutesAgo: 100, dismissible: true });
const expired = () =>
  buildClassicCard({ id: 'cc-expired', title: 'Spring sale', expiresAt: new Date(Date.now() - 60_000) });
const giftWrap = () =>
  buildCaptionedImageCard({
    id: 'offer-gift-wrap',
    title: 'Complimentary gift wrapping',
    url: '/gifts',
    linkText: 'Find a gift',
    extras: { feed_type: 'offer', offer_code: 'GIFTWRAP' },
  });

async function startWith(cards: Card[], engagement: typeof settings | null = settings) {
  siteConfigLoaded({ ...defaultSiteConfig, engagement });
  await act(async () => {
    await startEngagement();
  });
  act(() => engagementStore.setState({ cards, cardsSyncedAt: Date.now() }));
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  resetEngagementRuntimeForTests();
  siteConfigLoaded(defaultSiteConfig);
  jest.clearAllMocks();
  jest.useRealTimers();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('the content cards panel', () => {
  it('draws each card for its type, pinned first then the newest, without the control or the expired card', async () => {
    const control = buildControlCard({ id: 'cc-control' });
    await startWith([lateNight(), control, expired(), engraving(), delivery(), anniversary()]);
    renderRemotePage(<ContentCardsPanel filter="all" />, { app: 'engagement' });

    const list = await screen.findByRole('list', { name: 'Your updates' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => card.closest('[data-card-id]')?.getAttribute('data-card-id'))).toEqual([
      'cc-anniversary',
      'cc-delivery',
      'cc-late-night',
      'cc-engraving',
    ]);
    // Captioned image: picture with its alt text, title, description and link text.
    const captioned = within(cards[0]!);
    expect(captioned.getByRole('img', { name: 'A diamond eternity ring on a velvet cushion' })).toBeInTheDocument();
    expect(captioned.getByRole('heading', { name: 'The Anniversary Collection' })).toBeInTheDocument();
    expect(captioned.getByText('Featured')).toBeInTheDocument();
    expect(captioned.getByRole('link', { name: 'Shop the collection' })).toHaveAttribute(
      'href',
      '/collections/anniversary',
    );
    // Classic: short news with its icon, and a text announcement without link.
    expect(within(cards[1]!).getByRole('link', { name: 'Delivery details' })).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Our stores are open until 9 pm every Thursday.')).toBeInTheDocument();
    expect(within(cards[2]!).queryByRole('link')).not.toBeInTheDocument();
    // Banner image: the image is the link.
    expect(within(cards[3]!).getByRole('link', { name: 'Free engraving on every ring' })).toHaveAttribute(
      'href',
      '/engraving',
    );
    expect(screen.queryByText('Spring sale')).not.toBeInTheDocument();
    // The control card is never drawn, but its impression is logged as the panel shows.
    expect(sdk.logContentCardImpressions).toHaveBeenCalledWith([control]);
  });

  it('links in-app paths in the shopper’s language and never draws a script-style link', async () => {
    const script = buildClassicCard({ id: 'cc-script', title: 'Run me', url: 'javascript:alert(1)', linkText: 'Go' });
    await startWith([delivery(), script]);
    renderRemotePage(<ContentCardsPanel />, { app: 'engagement', locale: 'fr-CA' });
    expect(await screen.findByRole('link', { name: 'Delivery details' })).toHaveAttribute(
      'href',
      '/fr/customer-service/delivery',
    );
    expect(screen.queryByText('Run me')).not.toBeInTheDocument();
  });

  it('shows a script-style card without its link when user-supplied script is allowed', async () => {
    const script = buildClassicCard({ id: 'cc-script', title: 'Run me', url: 'javascript:alert(1)', linkText: 'Go' });
    await startWith([script], { ...settings, allowUserSuppliedJavascript: true });
    renderRemotePage(<ContentCardsPanel />, { app: 'engagement' });
    const card = await screen.findByRole('article', { name: 'Run me' });
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('logs a card’s impression when it comes into view, and tells the header how many are unseen', async () => {
    const counts: number[] = [];
    const stop = listen('storefront:engagement-cards-changed', ({ unviewedCount }) => counts.push(unviewedCount));
    await startWith([anniversary(), delivery()]);
    renderRemotePage(<ContentCardsPanel />, { app: 'engagement' });
    await screen.findByRole('list', { name: 'Your updates' });
    expect(sdk.logContentCardImpressions).not.toHaveBeenCalled();
    expect(counts.at(-1)).toBe(2);

    await showInView('Free express delivery');
    expect(sdk.logContentCardImpressions).toHaveBeenCalledTimes(1);
    expect(sdk.logContentCardImpressions.mock.calls[0]![0].map((card) => card.id)).toEqual(['cc-delivery']);
    expect(counts.at(-1)).toBe(1);
    stop();
  });

  it('logs a click, then opens the card’s page in the app', async () => {
    const user = userEvent.setup();
    await startWith([delivery()]);
    const { router } = renderRemotePage(<ContentCardsPanel />, { app: 'engagement' });
    await user.click(await screen.findByRole('link', { name: 'Delivery details' }));
    expect(sdk.logContentCardClick).toHaveBeenCalledWith(expect.objectContaining({ id: 'cc-delivery' }));
    expect(sdk.requestImmediateDataFlush).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/customer-service/delivery');
  });

  it('dismisses a dismissible card once, logging it after its 500 ms animation', async () => {
    const user = userEvent.setup();
    await startWith([anniversary(), delivery()]);
    renderRemotePage(<ContentCardsPanel />, { app: 'engagement' });
    const card = await screen.findByRole('article', { name: 'Free express delivery' });
    expect(
      within(screen.getByRole('article', { name: 'The Anniversary Collection' })).queryByRole('button'),
    ).not.toBeInTheDocument();

    const dismiss = within(card).getByRole('button', { name: 'Dismiss “Free express delivery”' });
    await user.click(dismiss);
    await user.click(dismiss);
    expect(sdk.logCardDismissal).not.toHaveBeenCalled();
    expect(card.closest('[data-card-id]')).toHaveClass('sf-cc-card--fading');

    await waitFor(() => expect(sdk.logCardDismissal).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Free express delivery' })).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('Update dismissed.');
    expect(screen.getByRole('list', { name: 'Your updates' })).toHaveFocus();
    expect(sdk.logCardDismissal).toHaveBeenCalledTimes(1);
  });

  it('keeps focus in the panel when its last card is dismissed', async () => {
    const user = userEvent.setup();
    await startWith([delivery()]);
    renderRemotePage(<ContentCardsPanel />, { app: 'engagement' });
    await user.click(await screen.findByRole('button', { name: 'Dismiss “Free express delivery”' }));
    expect(
      await screen.findByText('We have no updates for you at this time. Please check again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Updates' })).toHaveFocus();
  });

  it('dismisses at once, without the animation, when the shopper prefers reduced motion', async () => {
    const user = userEvent.setup();
    const matchMedia = jest.fn((query: string) => ({ matches: query.includes('reduce') }) as MediaQueryList);
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
    try {
      await startWith([delivery()]);
      renderRemotePage(<ContentCardsPanel />, { app: 'engagement' });
      await user.click(await screen.findByRole('button', { name: 'Dismiss “Free express delivery”' }));
      // Well before the 500 ms the animation would take.
      await waitFor(() => expect(sdk.logCardDismissal).toHaveBeenCalledTimes(1), { timeout: 200 });
      await waitFor(() => expect(screen.queryByRole('article', { name: 'Free express delivery' })).toBeNull(), {
        timeout: 200,
      });
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('still logs a dismissal when the panel closes during its animation', async () => {
    const user = userEvent.setup();
    await startWith([delivery()]);
    const { unmount } = renderRemotePage(<ContentCardsPanel />, { app: 'engagement' });
    await user.click(await screen.findByRole('button', { name: 'Dismiss “Free express delivery”' }));
    expect(sdk.logCardDismissal).not.toHaveBeenCalled();
    unmount();
    expect(sdk.logCardDismissal).toHaveBeenCalledWith(expect.objectContaining({ id: 'cc-delivery' }));
  });

  it('refreshes with a spinner and says so when no answer comes within 10 seconds', async () => {
    await startWith([anniversary()]);
    renderRemotePage(<ContentCardsPanel />, { app: 'engagement' });
    const refresh = await screen.findByRole('button', { name: 'Refresh' });
    jest.useFakeTimers();
    act(() => refresh.click());
    expect(sdk.requestContentCardsRefresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('list', { name: 'Your updates' })).toHaveAttribute('aria-busy', 'true');

    act(() => jest.advanceTimersByTime(CARDS_REFRESH_TIMEOUT_MS - 1));
    expect(screen.queryByText('Sorry, this refresh timed out. Please try again later.')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Sorry, this refresh timed out. Please try again later.');
    expect(refresh).not.toHaveAttribute('aria-busy');

    // A later answer (the SDK's retry) ends it.
    const [succeeded] = sdk.requestContentCardsRefresh.mock.calls[0]!;
    act(() => succeeded?.());
    expect(screen.queryByText('Sorry, this refresh timed out. Please try again later.')).toBeNull();
  });

  it('asks for cards again when they are older than their time to live', async () => {
    await startWith([anniversary()]);
    act(() => engagementStore.setState({ cardsSyncedAt: Date.now() - 61_000 }));
    renderRemotePage(<ContentCardsPanel />, { app: 'engagement' });
    await screen.findByRole('list', { name: 'Your updates' });
    expect(sdk.requestContentCardsRefresh).toHaveBeenCalledTimes(1);
  });

  it('shows only offers, each with its call to action and code, for the offers filter', async () => {
    await startWith([
      anniversary(),
      giftWrap(),
      buildControlCard({ id: 'offer-control', extras: { feed_type: 'offer' } }),
    ]);
    renderRemotePage(<ContentCardsPanel filter="offers" />, { app: 'engagement' });
    const list = await screen.findByRole('list', { name: 'Your offers' });
    const [offer, ...others] = within(list).getAllByRole('article');
    expect(others).toEqual([]);
    expect(within(offer!).getByRole('heading', { name: 'Complimentary gift wrapping' })).toBeInTheDocument();
    expect(within(offer!).getByText('Use code GIFTWRAP')).toBeInTheDocument();
    expect(within(offer!).getByRole('link', { name: 'Find a gift' })).toHaveAttribute('href', '/gifts');
    expect(sdk.logContentCardImpressions).toHaveBeenCalledWith([expect.objectContaining({ id: 'offer-control' })]);
  });

  it('says there are no updates when nothing is left to show', async () => {
    await startWith([expired(), buildControlCard({ id: 'cc-control' })]);
    renderRemotePage(<ContentCardsPanel />, { app: 'engagement' });
    expect(
      await screen.findByText('We have no updates for you at this time. Please check again later.'),
    ).toBeInTheDocument();
  });

  it('says the updates are on their way while the SDK starts', () => {
    siteConfigLoaded({ ...defaultSiteConfig, engagement: settings });
    act(() => engagementStore.setState({ status: 'starting' }));
    renderRemotePage(<ContentCardsPanel />, { app: 'engagement' });
    expect(screen.getByText('Getting your updates…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });

  it('says plainly when the shopper opted out, or when updates are not available', () => {
    siteConfigLoaded({ ...defaultSiteConfig, engagement: settings });
    act(() => engagementStore.setState({ status: 'opted-out' }));
    const { unmount } = renderRemotePage(<ContentCardsPanel />, { app: 'engagement' });
    expect(screen.getByRole('region', { name: 'Updates' })).toHaveTextContent(
      'You have turned off marketing messages, so we have no updates to show.',
    );
    unmount();
    siteConfigLoaded(defaultSiteConfig);
    renderRemotePage(<ContentCardsPanel filter="offers" />, { app: 'engagement' });
    expect(screen.getByRole('region', { name: 'Offers' })).toHaveTextContent(
      'Updates are not available right now. Please check again later.',
    );
  });
});
