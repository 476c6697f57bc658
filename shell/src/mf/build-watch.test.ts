import { BUILD_POLL_INTERVAL_MS, checkForNewBuild, currentBuildId, startBuildPolling } from './build-watch';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

function serveLatest(buildId: string) {
  const requests: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    requests.push(String(input));
    return new Response(JSON.stringify({ buildId, publishedAt: '2026-11-21T00:00:00Z' }), {
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return requests;
}

describe('build watch', () => {
  const originalFetch = globalThis.fetch;
  beforeEach(() => {
    document.head.innerHTML = '<meta name="storefront-build" content="1.0.0-aaaa">';
  });
  afterEach(() => {
    globalThis.fetch = originalFetch;
    jest.useRealTimers();
  });

  it('reads the build this page runs from the document', () => {
    expect(currentBuildId()).toBe('1.0.0-aaaa');
  });

  it('asks for the latest-build descriptor with a cache-busting timestamp', async () => {
    const requests = serveLatest('1.0.0-aaaa');
    expect(await checkForNewBuild(1234)).toBe(false);
    expect(requests[0]).toMatch(/\/_build\/latest\.json\?t=1234$/);
  });

  it('notices a newer deployment', async () => {
    serveLatest('1.0.0-bbbb');
    expect(await checkForNewBuild()).toBe(true);
  });

  it('polls once an hour', async () => {
    jest.useFakeTimers();
    const requests = serveLatest('1.0.0-aaaa');
    const stop = startBuildPolling();
    await jest.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS - 1);
    expect(requests).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(1);
    stop();
    await jest.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS);
    expect(requests).toHaveLength(1);
  });
});
