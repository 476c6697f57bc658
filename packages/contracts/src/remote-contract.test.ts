import { checkRemoteRoutesModule, remoteRouteIds } from './index';

const page = () => Promise.resolve({ default: () => null });

describe('remote routes contract check', () => {
  it('accepts a module that serves every route id of its remote', () => {
    const routes = Object.fromEntries(remoteRouteIds.stores.map((id) => [id, page]));
    const result = checkRemoteRoutesModule('stores', { contractVersion: 1, remote: 'stores', routes });
    expect(result.ok).toBe(true);
  });

  it('names the missing route ids of an older remote', () => {
    const result = checkRemoteRoutesModule('stores', {
      contractVersion: 1,
      remote: 'stores',
      routes: { 'store-finder': page, 'reservation-cancel': page },
    });
    expect(result).toEqual({ ok: false, problems: ['routes.store-detail: missing'] });
  });

  it('rejects a module of another contract version or another remote', () => {
    expect(checkRemoteRoutesModule('stores', { contractVersion: 2, remote: 'stores', routes: {} }).ok).toBe(false);
    const routes = Object.fromEntries(remoteRouteIds.stores.map((id) => [id, page]));
    expect(checkRemoteRoutesModule('stores', { contractVersion: 1, remote: 'account', routes }).ok).toBe(false);
    expect(checkRemoteRoutesModule('stores', null).ok).toBe(false);
  });
});
