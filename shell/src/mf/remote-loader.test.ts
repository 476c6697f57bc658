import { loadRemote } from '@module-federation/enhanced/runtime';
import { contractsInstanceId, remoteRouteIds } from '@storefront/contracts';
import { REMOTE_LOAD_TIMEOUT_MS, RemoteLoadError, loadRemoteRoutes, registerFromRegistry } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

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
