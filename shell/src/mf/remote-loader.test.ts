import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { contractsInstanceId, federationName, remoteRouteIds } from '@storefront/contracts';
import {
  REMOTE_LOAD_TIMEOUT_MS,
  RemoteLoadError,
  documentPreloadsRemote,
  loadRemotePage,
  loadRemoteRoutes,
  registerFromRegistry,
  startLoadingRemotePage,
} from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
  registerRemotes: jest.fn(),
}));
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const preloadRemoteMock = preloadRemote as jest.MockedFunction<typeof preloadRemote>;

const page = () => Promise.resolve({ default: () => null });
const storesModule = (extra: object = {}) => ({
  contractVersion: 1,
  remote: 'stores',
  routes: Object.fromEntries(remoteRouteIds.stores.map((id) => [id, page])),
  contractsInstanceId,
  ...extra,
});

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RemoteLoadError);
  return (error as RemoteLoadError).failure;
}

describe('loading a remote’s routes', () => {
  beforeEach(() => {
    loadRemoteMock.mockReset();
    registerFromRegistry({
      remotes: { stores: { version: '1.0.0-a', entry: '/remotes/stores/1.0.0-a/mf-manifest.json' } },
    });
  });

  it('returns a module that fulfils the contract', async () => {
    loadRemoteMock.mockResolvedValue(storesModule());
    const module = await loadRemoteRoutes('stores', true);
    expect(Object.keys(module.routes)).toEqual([...remoteRouteIds.stores]);
  });

  it('refuses a module missing a route id (an older remote)', async () => {
    loadRemoteMock.mockResolvedValue(storesModule({ routes: { 'store-finder': page } }));
    expect(await failureOf(loadRemoteRoutes('stores', true))).toMatchObject({ reason: 'wrong-shape' });
  });

  it('refuses a remote that bundled its own copy of the contracts (its stores would be split)', async () => {
    loadRemoteMock.mockResolvedValue(storesModule({ contractsInstanceId: 'another-copy' }));
    expect(await failureOf(loadRemoteRoutes('stores', true))).toMatchObject({
      reason: 'wrong-shape',
      detail: expect.stringContaining('contracts'),
    });
  });

  it('reports a remote the runtime could not load', async () => {
    loadRemoteMock.mockResolvedValue({ __remoteUnavailable: true, id: 'mfe_stores/routes', message: 'RUNTIME-003' });
    expect(await failureOf(loadRemoteRoutes('stores', true))).toMatchObject({ reason: 'unavailable' });
  });

  it('reports a remote missing from the registry without asking the runtime', async () => {
    registerFromRegistry({ remotes: {} });
    expect(await failureOf(loadRemoteRoutes('stores', true))).toMatchObject({ reason: 'not-registered' });
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('cuts off a remote that never answers', async () => {
    jest.useFakeTimers();
    loadRemoteMock.mockReturnValue(new Promise(() => undefined));
    const pending = failureOf(loadRemoteRoutes('stores', true));
    await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS);
    expect(await pending).toMatchObject({ reason: 'timeout' });
    jest.useRealTimers();
  });
});

describe('loading a remote page', () => {
  beforeEach(() => {
    loadRemoteMock.mockReset();
    registerFromRegistry({
      remotes: { stores: { version: '1.0.0-b', entry: '/remotes/stores/1.0.0-b/mf-manifest.json' } },
    });
  });

  it('lets the page area take over the load the boot started: one attempt, kept for the page’s later visits', async () => {
    const StoreFinder = () => null;
    const finder = jest.fn(() => Promise.resolve({ default: StoreFinder }));
    const routes = Object.fromEntries(remoteRouteIds.stores.map((id) => [id, id === 'store-finder' ? finder : page]));
    loadRemoteMock.mockResolvedValue(storesModule({ routes }));
    loadRemoteRoutes('stores', true).catch(() => undefined); // a fresh routes module for this test

    startLoadingRemotePage('stores', 'store-finder', Promise.resolve());
    await expect(loadRemotePage('stores', 'store-finder')).resolves.toBe(StoreFinder);
    await expect(loadRemotePage('stores', 'store-finder')).resolves.toBe(StoreFinder);
    expect(finder).toHaveBeenCalledTimes(1);
  });

  it('preloads the remote at once and runs its modules only after the first render (they ask for shared code)', async () => {
    loadRemoteMock.mockResolvedValue({ __remoteUnavailable: true, id: 'mfe_stores/routes', message: 'RUNTIME-003' });
    await failureOf(loadRemoteRoutes('stores', true)); // nothing cached from earlier tests
    loadRemoteMock.mockClear();
    preloadRemoteMock.mockClear();
    loadRemoteMock.mockResolvedValue(storesModule());
    let firstRender: () => void = () => undefined;
    startLoadingRemotePage('stores', 'reservation-cancel', new Promise<void>((resolve) => (firstRender = resolve)));
    expect(preloadRemoteMock).toHaveBeenCalledWith([{ nameOrAlias: federationName('stores'), exposes: ['routes'] }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadRemoteMock).not.toHaveBeenCalled();

    firstRender();
    await expect(loadRemotePage('stores', 'reservation-cancel')).resolves.toEqual(expect.any(Function));
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('hands the boot’s failed attempt to the page area instead of starting a second wait', async () => {
    loadRemoteMock.mockResolvedValue({ __remoteUnavailable: true, id: 'mfe_stores/routes', message: 'RUNTIME-003' });
    await failureOf(loadRemoteRoutes('stores', true)); // nothing cached from earlier tests
    loadRemoteMock.mockClear();
    startLoadingRemotePage('stores', 'store-detail', Promise.resolve());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await failureOf(loadRemotePage('stores', 'store-detail'))).toMatchObject({ reason: 'unavailable' });
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed attempt, so the next one tries again', async () => {
    loadRemoteMock.mockResolvedValue({ __remoteUnavailable: true, id: 'mfe_stores/routes', message: 'RUNTIME-003' });
    expect(await failureOf(loadRemotePage('stores', 'store-detail', true))).toMatchObject({ reason: 'unavailable' });

    loadRemoteMock.mockResolvedValue(storesModule());
    await expect(loadRemotePage('stores', 'store-detail')).resolves.toEqual(expect.any(Function));
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });
});

describe('preload hints in the document', () => {
  it('tells whether the edge hinted files of the registered version of a remote', () => {
    registerFromRegistry({
      remotes: { stores: { version: '1.0.0-b', entry: '/remotes/stores/1.0.0-b/mf-manifest.json' } },
    });
    document.head.innerHTML = '<link rel="preload" href="/remotes/stores/1.0.0-a/remoteEntry.js" as="script">';
    expect(documentPreloadsRemote('stores')).toBe(false);
    document.head.innerHTML += '<link rel="preload" href="/remotes/stores/1.0.0-b/remoteEntry.js" as="script">';
    expect(documentPreloadsRemote('stores')).toBe(true);
    expect(documentPreloadsRemote('catalogue')).toBe(false);
    document.head.innerHTML = '';
  });
});
