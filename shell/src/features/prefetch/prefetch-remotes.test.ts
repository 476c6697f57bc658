import { PREFETCH_DELAY_MS, prefetchManifests, shouldSkipPrefetch } from './prefetch-remotes';

const registry = {
  remotes: { catalogue: { version: '1.0.0-a', entry: '/remotes/catalogue/1.0.0-a/mf-manifest.json' } },
};

describe('manifest prefetch', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
  });
  afterEach(() => jest.useRealTimers());

  it('waits one second before prefetching the likely-next manifest', () => {
    prefetchManifests(registry, ['catalogue'], document, { effectiveType: '4g' });
    jest.advanceTimersByTime(PREFETCH_DELAY_MS - 1);
    expect(document.head.querySelector('link[rel=prefetch]')).toBeNull();
    jest.advanceTimersByTime(1);
    expect(document.head.querySelector('link[rel=prefetch]')?.getAttribute('href')).toBe(
      registry.remotes.catalogue.entry,
    );
  });

  it('skips prefetching on slow-2g and when the shopper saves data', () => {
    expect(shouldSkipPrefetch({ effectiveType: 'slow-2g' })).toBe(true);
    expect(shouldSkipPrefetch({ saveData: true })).toBe(true);
    prefetchManifests(registry, ['catalogue'], document, { effectiveType: 'slow-2g' });
    jest.advanceTimersByTime(5 * PREFETCH_DELAY_MS);
    expect(document.head.querySelector('link[rel=prefetch]')).toBeNull();
  });
});
