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

  it('does not prefetch a manifest the page asked the runtime for while it waited (one request for it)', () => {
    const remotes = {
      remotes: {
        catalogue: { version: '1.0.0-b', entry: '/remotes/catalogue/1.0.0-b/mf-manifest.json' },
        checkout: { version: '1.0.0-c', entry: '/remotes/checkout/1.0.0-c/mf-manifest.json' },
      },
    };
    let asked = false;
    prefetchManifests(remotes, ['catalogue', 'checkout'], document, { effectiveType: '4g' }, (remote) => {
      return remote === 'catalogue' && asked;
    });
    asked = true; // the shopper went to the header search before the delay was over
    jest.advanceTimersByTime(PREFETCH_DELAY_MS);
    const hrefs = [...document.head.querySelectorAll('link[rel=prefetch]')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([remotes.remotes.checkout.entry]);
  });

  it('skips prefetching on slow-2g and when the shopper saves data', () => {
    expect(shouldSkipPrefetch({ effectiveType: 'slow-2g' })).toBe(true);
    expect(shouldSkipPrefetch({ saveData: true })).toBe(true);
    prefetchManifests(registry, ['catalogue'], document, { effectiveType: 'slow-2g' });
    jest.advanceTimersByTime(5 * PREFETCH_DELAY_MS);
    expect(document.head.querySelector('link[rel=prefetch]')).toBeNull();
  });
});
