import type { StoreSummary } from '@storefront/api-schemas';
import {
  getMyStore,
  myStoreChosen,
  myStoreLoaded,
  myStoreOf,
  signedIn,
  signedOut,
  type MemberSummary,
} from '@storefront/contracts';
import { installFakeApi, problemReply, type FakeApi } from '@storefront/http/testing';
import { waitFor } from '@testing-library/react';
import { keepMyStoreInSync } from './my-store-sync';

const TODAY = '2026-11-30';
/** 30 November 2026, 2 pm in Sydney. */
const now = () => new Date('2026-11-30T03:00:00Z');

function store(id: string, name: string, day = TODAY): StoreSummary {
  return {
    id,
    name,
    market: 'AU',
    address: {
      address1: '1 Pitt Street',
      address2: null,
      suburb: null,
      city: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      country: 'AU',
    },
    phone: '(02) 9000 0000',
    email: `${id}@example.com`,
    latitude: -33.87,
    longitude: 151.2,
    timeZone: 'Australia/Sydney',
    clickAndCollect: true,
    services: [],
    distanceKm: null,
    today: { date: day, weekday: 1, opens: '09:00', closes: '17:30', closed: false, special: null },
    openNow: true,
  };
}

const westfield = store('sydney-westfield-sydney', 'Westfield Sydney');
const bondi = store('bondi-junction', 'Bondi Junction');
const ava: MemberSummary = { customerId: 'c-ava', firstName: 'Ava', email: 'ava@example.com', brillianceMember: false };

/** The account's My Store as the API keeps it, and the stores it knows. */
function fakeAccount(api: FakeApi, initial: StoreSummary | null) {
  const account = { store: initial };
  const known = new Map([westfield, bondi].map((s) => [s.id, s]));
  api
    .on('GET', '/api/account/my-store', () => ({ store: account.store }))
    .on('PUT', '/api/account/my-store', ({ body }) => {
      const chosen = known.get((body as { storeId: string }).storeId);
      if (!chosen) return problemReply(404, 'STORE_NOT_FOUND');
      account.store = chosen;
      return { store: chosen };
    })
    .on('DELETE', '/api/account/my-store', () => {
      account.store = null;
      return new Response(null, { status: 204 });
    })
    .on(
      'GET',
      '/api/stores/:id',
      ({ path }) => known.get(path.split('/').pop()!) ?? problemReply(404, 'STORE_NOT_FOUND'),
    );
  return account;
}

const calls = (api: FakeApi) => api.requests.map((request) => `${request.method} ${request.path}`);

describe('keepMyStoreInSync', () => {
  let api: FakeApi;
  let stop: () => void = () => undefined;
  const start = () => {
    stop = keepMyStoreInSync({ now, whenIdle: (task) => task() });
  };

  beforeEach(() => {
    localStorage.clear();
    signedOut();
    myStoreLoaded(null);
    api = installFakeApi();
  });
  afterEach(() => {
    stop();
    api.restore();
  });

  it('at sign-in shows the account’s store, which wins over the guest’s choice', async () => {
    const account = fakeAccount(api, bondi);
    myStoreChosen(myStoreOf(westfield));
    start();
    signedIn(ava);
    await waitFor(() => expect(getMyStore()?.storeId).toBe('bondi-junction'));
    expect(account.store?.id).toBe('bondi-junction');
    expect(calls(api)).toEqual(['GET /api/account/my-store']);
  });

  it('at sign-in saves the guest’s choice to an account that has none', async () => {
    const account = fakeAccount(api, null);
    myStoreChosen(myStoreOf(westfield));
    start();
    signedIn(ava);
    await waitFor(() => expect(account.store?.id).toBe('sydney-westfield-sydney'));
    expect(getMyStore()?.storeId).toBe('sydney-westfield-sydney');
  });

  it('merges once per sign-in: the next page of the same member asks nothing', async () => {
    fakeAccount(api, bondi);
    start();
    signedIn(ava);
    await waitFor(() => expect(getMyStore()?.storeId).toBe('bondi-junction'));
    stop();
    api.requests.length = 0;

    // The next page: the boot finds Ava signed in, with her store kept from her account.
    signedOut();
    signedIn(ava);
    start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls(api)).toEqual([]);
    expect(getMyStore()?.storeId).toBe('bondi-junction');
  });

  it('saves a member’s choice and a member’s clearing to the account', async () => {
    const account = fakeAccount(api, null);
    signedIn(ava);
    start();
    await waitFor(() => expect(calls(api)).toContain('GET /api/account/my-store'));
    myStoreChosen(myStoreOf(westfield));
    await waitFor(() => expect(account.store?.id).toBe('sydney-westfield-sydney'));
    myStoreChosen(null);
    await waitFor(() => expect(account.store).toBeNull());
  });

  it('keeps a guest’s choice in the browser only', async () => {
    fakeAccount(api, null);
    start();
    myStoreChosen(myStoreOf(westfield));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls(api)).toEqual([]);
  });

  it('at sign-out keeps the store as this browser’s, and the next sign-in merges again', async () => {
    const account = fakeAccount(api, bondi);
    start();
    signedIn(ava);
    await waitFor(() => expect(getMyStore()?.storeId).toBe('bondi-junction'));
    signedOut();
    expect(getMyStore()?.storeId).toBe('bondi-junction');

    account.store = westfield; // changed on another device meanwhile
    signedIn(ava);
    await waitFor(() => expect(getMyStore()?.storeId).toBe('sydney-westfield-sydney'));
  });

  it('asks the store’s hours again once they are of another day on the store’s clock', async () => {
    fakeAccount(api, null);
    myStoreLoaded(myStoreOf(store('sydney-westfield-sydney', 'Westfield Sydney', '2026-11-29')));
    start();
    await waitFor(() => expect(getMyStore()?.today?.date).toBe(TODAY));
    expect(calls(api)).toEqual(['GET /api/stores/sydney-westfield-sydney']);

    api.requests.length = 0;
    stop();
    start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls(api)).toEqual([]);
  });

  it('forgets a store the API no longer has', async () => {
    fakeAccount(api, null);
    myStoreLoaded({ storeId: 'closed-for-good', name: 'Old Store' });
    start();
    await waitFor(() => expect(getMyStore()).toBeNull());
  });
});
