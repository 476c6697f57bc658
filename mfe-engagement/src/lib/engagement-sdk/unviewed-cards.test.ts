import { defaultSiteConfig, listen, siteConfigLoaded } from '@storefront/contracts';
import { buildClassicCard, buildControlCard } from '../content-card-builders';
import { clearEngagementData, engagementStore } from './engagement-store';
import { cardsChangedInPlace, followUnviewedCards } from './unviewed-cards';

describe('the unviewed cards count for the header', () => {
  const counts: number[] = [];
  let stopListening: () => void = () => undefined;
  let stopFollowing: () => void = () => undefined;
  beforeEach(() => {
    counts.length = 0;
    siteConfigLoaded({
      ...defaultSiteConfig,
      engagement: { apiKey: 'k', baseUrl: 'http://127.0.0.1:4060', allowUserSuppliedJavascript: false, logging: false },
    });
    stopListening = listen('storefront:engagement-cards-changed', ({ unviewedCount }) => counts.push(unviewedCount));
  });
  afterEach(() => {
    stopFollowing();
    stopListening();
    clearEngagementData('idle');
    siteConfigLoaded(defaultSiteConfig);
  });

  it('is announced at once, then whenever the cards or the SDK’s status change', () => {
    stopFollowing = followUnviewedCards();
    expect(counts).toEqual([0]);
    const news = buildClassicCard({ id: 'news' });
    engagementStore.setState({
      status: 'ready',
      cards: [news, buildClassicCard({ id: 'seen', viewed: true }), buildControlCard({ id: 'control' })],
    });
    expect(counts.at(-1)).toBe(1);
    // The SDK marks a card viewed in place; the store hears of it and so does the header.
    news.viewed = true;
    cardsChangedInPlace();
    expect(counts.at(-1)).toBe(0);
    engagementStore.setState({ cards: [buildClassicCard({ id: 'fresh' })] });
    expect(counts.at(-1)).toBe(1);
    // Opted out (or signed out and not started again): nothing to count.
    engagementStore.setState({ status: 'opted-out' });
    expect(counts.at(-1)).toBe(0);
  });

  it('follows once however often the SDK starts', () => {
    stopFollowing = followUnviewedCards();
    expect(followUnviewedCards()).toBe(stopFollowing);
    engagementStore.setState({ status: 'ready', cards: [buildClassicCard({ id: 'news' })] });
    expect(counts).toEqual([0, 1]);
  });
});
