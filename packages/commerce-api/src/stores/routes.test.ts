import {
  oneStoreStockAnswerSchema,
  storeDetailAnswerSchema,
  storeListAnswerSchema,
  storeSearchAnswerSchema,
  storeStockSearchAnswerSchema,
} from '@storefront/api-schemas';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi, type TestClient } from '../test/harness';
import { storesClock } from './stores-clock';
import { invalidateStoreDirectory } from './store-directory';

interface StoreJson {
  id: string;
  name: string;
  market: string;
  address: { state: string | null; city: string; postcode: string; country: string };
  distanceKm: number | null;
  clickAndCollect: boolean;
  timeZone: string;
  today: {
    date: string;
    weekday: number;
    opens: string | null;
    closes: string | null;
    closed: boolean;
    special: string | null;
  };
  openNow: boolean;
  stock?: { available: number; total: number; message: string; clickAndCollect: boolean };
}

interface SearchJson {
  query: string | null;
  place: { match: string; postcode: string | null; locality: string | null; city: string | null } | null;
  stores: StoreJson[];
  code?: string;
}

let api: TestApi;
const realNow = storesClock.now;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  storesClock.now = realNow;
  await api.close();
});
afterEach(() => {
  storesClock.now = realNow;
});

function pinClock(iso: string): void {
  storesClock.now = () => new Date(iso);
}

async function search(locale: string, query: string): Promise<SearchJson> {
  const response = await api.client({ locale }).get(`/api/stores/search?${query}`);
  expectAnswer(response, storeSearchAnswerSchema);
  return response.json() as SearchJson;
}

function expectAscending(stores: readonly StoreJson[]): void {
  const distances = stores.map((store) => store.distanceKm as number);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
}

/** A signed-in member of the AU site (a customer row and a live session cookie). */
async function member(locale = 'en-AU'): Promise<TestClient> {
  return (await api.memberClient({ locale })).client;
}

describe('GET /api/stores/search', () => {
  it('finds the Sydney CBD stores first for postcode 2000, nearest first and within 5 km', async () => {
    const body = await search('en-AU', 'q=2000');
    expect(body.place).toMatchObject({ match: 'postcode', postcode: '2000', locality: 'Sydney', city: 'Sydney' });
    expect(body.stores).toHaveLength(10);
    expect(body.stores[0]?.id).toMatch(/^sydney-/);
    expect(body.stores[0]?.distanceKm).toBeLessThan(5);
    expectAscending(body.stores);
    expect(body.stores.every((store) => store.market === 'AU')).toBe(true);
  });

  it('resolves the main postcodes of Canada and New Zealand to their local stores', async () => {
    const georgetown = await search('en-CA', 'q=L7G%200J1');
    expect(georgetown.place).toMatchObject({ match: 'postcode', postcode: 'L7G 0J1', locality: 'Georgetown' });
    expect(georgetown.stores[0]).toMatchObject({ id: 'georgetown' });
    expect(georgetown.stores[0]?.distanceKm).toBeLessThan(10);

    const montreal = await search('fr-CA', 'q=H3B%201A4');
    expect(montreal.place).toMatchObject({ postcode: 'H3B 1A4', city: 'Montréal' });
    expect(montreal.stores[0]).toMatchObject({ id: 'montreal-centre-eaton' });
    expect(montreal.stores[0]?.distanceKm).toBeLessThan(2);

    const auckland = await search('en-NZ', 'q=1010');
    expect(auckland.place).toMatchObject({ postcode: '1010', city: 'Auckland' });
    expect(auckland.stores[0]).toMatchObject({ id: 'auckland-commercial-bay' });
    expect(auckland.stores[0]?.distanceKm).toBeLessThan(2);
    expectAscending(auckland.stores);
  });

  it('reads K1V 1J8, K1V-1J8 and k1v1j8 as the same Canadian postal code, and falls back to its area', async () => {
    const answers = await Promise.all(['K1V%201J8', 'K1V-1J8', 'k1v1j8'].map((q) => search('en-CA', `q=${q}`)));
    for (const answer of answers) {
      expect(answer.place).toMatchObject({ match: 'postcode', postcode: 'K1V 1J8', city: 'Ottawa' });
      expect(answer.stores[0]?.address.city).toBe('Ottawa');
    }
    expect(answers[1]?.stores).toEqual(answers[0]?.stores);
    const area = await search('en-CA', 'q=K1V%209Z9');
    expect(area.place).toMatchObject({ match: 'postcode_area', postcode: 'K1V', locality: 'Hunt Club' });
  });

  it('finds a suburb despite a typo', async () => {
    const body = await search('en-AU', 'q=Parramtta');
    expect(body.place).toMatchObject({ match: 'similar', locality: 'Parramatta', postcode: '2150' });
    expect(body.stores[0]).toMatchObject({ id: 'parramatta' });
    expect(body.stores[0]?.distanceKm).toBeLessThan(3);
    const chatswood = await search('en-AU', 'q=chatswod');
    expect(chatswood.stores[0]).toMatchObject({ id: 'chatswood' });
  });

  it('matches city names with or without accents and in any case', async () => {
    const answers = await Promise.all(['Montr%C3%A9al', 'montreal', 'MONTREAL'].map((q) => search('fr-CA', `q=${q}`)));
    for (const answer of answers) {
      expect(answer.place).toMatchObject({ match: 'city', city: 'Montréal' });
      expect(answer.stores[0]).toMatchObject({ id: 'montreal-centre-eaton' });
    }
    const orleans = await search('en-CA', 'q=orleans');
    expect(orleans.place).toMatchObject({ match: 'locality', locality: 'Orléans', city: 'Ottawa' });
  });

  it('keeps each market to its own stores', async () => {
    const nz = await search('en-NZ', 'q=1010&limit=25');
    expect(nz.stores.length).toBeGreaterThan(5);
    expect(nz.stores.every((store) => store.market === 'NZ')).toBe(true);
    const sydneyFromNz = await search('en-NZ', 'q=Sydney');
    expect(sydneyFromNz).toMatchObject({ place: null, stores: [], code: 'LOCATION_NOT_FOUND' });
    const nearSydney = await search('en-NZ', 'lat=-33.8688&lng=151.2093');
    expect(nearSydney.stores.every((store) => store.market === 'NZ')).toBe(true);
    expect(nearSydney.stores[0]?.distanceKm).toBeGreaterThan(1000);
  });

  it('searches from the browser position when given lat and lng', async () => {
    const body = await search('en-AU', 'lat=-31.95&lng=115.86&limit=3');
    expect(body.place).toMatchObject({ match: 'coordinates' });
    expect(body.stores).toHaveLength(3);
    expect(body.stores[0]).toMatchObject({ id: 'perth-forrest-chase' });
  });

  it('asks for a location when the query is empty, with the shared message id', async () => {
    for (const url of ['/api/stores/search?q=', '/api/stores/search?q=%20%20', '/api/stores/search']) {
      const response = await api.client().get(url);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { q: 'validation.location.required' },
      });
    }
    const halfPosition = await api.client().get('/api/stores/search?lat=-33.8');
    expect(halfPosition.json()).toMatchObject({ errors: { lng: 'validation.location.invalid' } });
  });

  it('answers an unknown place with LOCATION_NOT_FOUND and no stores', async () => {
    for (const q of ['Atlantis', '9999']) {
      const body = await search('en-AU', `q=${q}`);
      expect(body).toEqual({ query: q, place: null, stores: [], code: 'LOCATION_NOT_FOUND' });
    }
  });
});

describe('today’s hours and open now, in each store’s own time zone', () => {
  async function directory(locale: string): Promise<Map<string, StoreJson>> {
    const response = await api.client({ locale }).get('/api/stores');
    expectAnswer(response, storeListAnswerSchema);
    return new Map((response.json() as { stores: StoreJson[] }).stores.map((store) => [store.id, store]));
  }

  it('computes the same instant as local times across Australian zones', async () => {
    // Wednesday 4 March 2020, 07:00 UTC: 18:00 in Sydney (daylight time), 17:30 in Adelaide, 16:30 in Darwin, 15:00 in Perth.
    pinClock('2020-03-04T07:00:00Z');
    const stores = await directory('en-AU');
    expect(stores.get('sydney-westfield-sydney')).toMatchObject({
      today: { date: '2020-03-04', weekday: 3, opens: '09:00', closes: '18:00', closed: false, special: null },
      openNow: false,
    });
    expect(stores.get('perth-forrest-chase')?.openNow).toBe(true);
    expect(stores.get('darwin-casuarina')?.openNow).toBe(true);
    expect(stores.get('marion')).toMatchObject({ today: { closes: '17:30' }, openNow: false });
    expect(stores.get('adelaide-rundle-mall')).toMatchObject({ today: { closes: '18:00' }, openNow: true });
  });

  it('uses the store’s local date when it differs from UTC (Canada, New Zealand)', async () => {
    // 02:30 UTC on Wednesday is Tuesday evening in Canada: 21:30 in Toronto, 18:30 in Vancouver.
    pinClock('2020-03-04T02:30:00Z');
    const canada = await directory('en-CA');
    expect(canada.get('toronto-eaton-centre')).toMatchObject({
      today: { date: '2020-03-03', weekday: 2 },
      openNow: false,
    });
    expect(canada.get('vancouver-pacific-centre')).toMatchObject({ today: { date: '2020-03-03' }, openNow: true });
    // 07:00 UTC is 20:00 in Auckland (daylight time): malls are shut, the resort town still trades.
    pinClock('2020-03-04T07:00:00Z');
    const nz = await directory('en-NZ');
    expect(nz.get('auckland-sylvia-park')).toMatchObject({ today: { date: '2020-03-04' }, openNow: false });
    expect(nz.get('queenstown')?.openNow).toBe(true);
  });

  it('lets special hours override the weekly hours, with labels in the shopper’s language', async () => {
    await api.db
      .insertInto('store_special_hours')
      .values([
        {
          store_id: 'chatswood',
          day: '2020-03-05',
          label_en: 'Stocktake',
          label_fr: 'Inventaire',
          opens: null,
          closes: null,
        },
        {
          store_id: 'bondi-junction',
          day: '2020-03-05',
          label_en: 'Late-night sale',
          label_fr: 'Vente nocturne',
          opens: '08:00',
          closes: '23:00',
        },
        {
          store_id: 'toronto-eaton-centre',
          day: '2020-03-05',
          label_en: 'Inventory',
          label_fr: 'Inventaire',
          opens: '12:00',
          closes: '17:00',
        },
        {
          store_id: 'chatswood',
          day: '2020-05-20',
          label_en: 'Later',
          label_fr: 'Plus tard',
          opens: null,
          closes: null,
        },
      ])
      .execute();
    invalidateStoreDirectory(api.db);
    // Thursday 5 March 2020, 22:30 in Sydney: weekly hours close at 21:00.
    pinClock('2020-03-05T11:30:00Z');
    const stores = await directory('en-AU');
    expect(stores.get('chatswood')).toMatchObject({
      today: { date: '2020-03-05', closed: true, opens: null, special: 'Stocktake' },
      openNow: false,
    });
    expect(stores.get('bondi-junction')).toMatchObject({
      today: { opens: '08:00', closes: '23:00', special: 'Late-night sale' },
      openNow: true,
    });
    expect(stores.get('miranda')).toMatchObject({ today: { closes: '21:00', special: null }, openNow: false });

    // 13:00 in Toronto on 5 March: the special day opens at noon (weekly: 10:00), labelled in French for fr-CA.
    pinClock('2020-03-05T18:00:00Z');
    const canada = await directory('fr-CA');
    expect(canada.get('toronto-eaton-centre')).toMatchObject({
      today: { opens: '12:00', closes: '17:00', special: 'Inventaire' },
      openNow: true,
    });

    pinClock('2020-03-01T01:00:00Z');
    const detail = expectAnswer(await api.client().get('/api/stores/chatswood'), storeDetailAnswerSchema);
    const specials = detail.specialHours.map((day) => day.date);
    expect(specials).toContain('2020-03-05');
    expect(specials).not.toContain('2020-05-20');
  });
});

describe('GET /api/stores/:id and the directory', () => {
  it('gives a store page with address, contact, the week from Monday and its services', async () => {
    const response = await api.client().get('/api/stores/sydney-westfield-sydney');
    const body = expectAnswer(response, storeDetailAnswerSchema);
    expect(body).toMatchObject({
      name: 'Lustre & Co. Westfield Sydney',
      address: { postcode: '2000', state: 'NSW', country: 'AU' },
      phone: expect.stringMatching(/^\(02\) \d{4} \d{4}$/),
      email: 'sydney-westfield-sydney@lustreandco.com.au',
      timeZone: 'Australia/Sydney',
      distanceKm: null,
    });
    expect(body.weeklyHours.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(body.weeklyHours[3]).toMatchObject({ weekday: 4, closes: '21:00' });
    expect(body.services).toContain('click_and_collect');
    expect(body.specialHours.length).toBeGreaterThan(0);
  });

  it('answers 404 STORE_NOT_FOUND for an unknown store or one of another market, 400 for a malformed id', async () => {
    const unknown = await api.client().get('/api/stores/atlantis');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'STORE_NOT_FOUND' });
    const otherMarket = await api.client({ locale: 'en-AU' }).get('/api/stores/toronto-eaton-centre');
    expect(otherMarket.statusCode).toBe(404);
    const malformed = await api.client().get('/api/stores/Not%20A%20Store');
    expect(malformed.statusCode).toBe(400);
  });

  it('lists a market’s stores by province then name', async () => {
    const response = await api.client({ locale: 'en-AU' }).get('/api/stores?market=CA');
    const body = response.json() as { market: string; stores: StoreJson[] };
    expect(body.market).toBe('CA');
    expect(body.stores.every((store) => store.market === 'CA')).toBe(true);
    const keys = body.stores.map((store) => `${store.address.state}|${store.name}`);
    expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b, 'en')));
    const defaulted = await api.client({ locale: 'en-NZ' }).get('/api/stores');
    expect((defaulted.json() as { market: string }).market).toBe('NZ');
  });
});

describe('in-store stock', () => {
  beforeAll(async () => {
    await api.db
      .insertInto('categories')
      .values({ id: 'test-stores-category', parent_id: null, position: 999, name_en: 'Test', name_fr: 'Test' })
      .execute();
    const product = {
      category_id: 'test-stores-category',
      kind: 'ring',
      description_en: 'Test piece',
      description_fr: 'Pièce d’essai',
      featured_rank: 99999,
      created_at: new Date('2020-01-01T00:00:00Z'),
    };
    await api.db
      .insertInto('products')
      .values([
        {
          ...product,
          id: 'test-stores-ring',
          number: '99990001',
          slug: 'test-stores-ring',
          name_en: 'Test ring',
          name_fr: 'Bague',
          sized: true,
        },
        {
          ...product,
          id: 'test-stores-pendant',
          number: '99990002',
          slug: 'test-stores-pendant',
          name_en: 'Test pendant',
          name_fr: 'Pendentif',
          kind: 'pendant',
        },
      ])
      .execute();
    await api.db
      .insertInto('variants')
      .values([
        { sku: 'TESTSTORES-RING', product_id: 'test-stores-ring', metal: '18Y', is_default: true },
        { sku: 'TESTSTORES-PEND', product_id: 'test-stores-pendant', metal: 'SS', is_default: true },
      ])
      .execute();
    await api.db
      .insertInto('stock')
      .values([
        { sku: 'TESTSTORES-RING', size: 'M', quantity: 5 },
        { sku: 'TESTSTORES-RING', size: 'N', quantity: 0 },
        { sku: 'TESTSTORES-PEND', size: '', quantity: 0 },
      ])
      .execute();
    await api.db
      .insertInto('store_stock')
      .values([
        { store_id: 'chatswood', sku: 'TESTSTORES-RING', size: 'N', quantity: 5 },
        { store_id: 'bondi-junction', sku: 'TESTSTORES-RING', size: 'N', quantity: 2 },
        { store_id: 'sydney-queen-victoria-building', sku: 'TESTSTORES-RING', size: 'M', quantity: 3 },
        { store_id: 'chatswood', sku: 'TESTSTORES-PEND', size: '', quantity: 1 },
      ])
      .execute();
  });

  async function stock(query: string, locale = 'en-AU') {
    const response = await api.client({ locale }).get(`/api/stores/stock?${query}`);
    expectAnswer(response, storeStockSearchAnswerSchema);
    const body = response.json() as SearchJson & { summary: { storesListed: number; storesWithStock: number } };
    return { body, byId: new Map(body.stores.map((store) => [store.id, store.stock])) };
  }

  it('gives each store its message and “available of total” for the chosen size', async () => {
    const { body, byId } = await stock('sku=TESTSTORES-RING&size=N&q=2000&limit=25');
    expect(byId.get('chatswood')).toEqual({ available: 5, total: 5, message: 'in_stock', clickAndCollect: true });
    expect(byId.get('bondi-junction')).toEqual({
      available: 2,
      total: 2,
      message: 'limited_stock',
      clickAndCollect: true,
    });
    expect(byId.get('sydney-queen-victoria-building')).toEqual({
      available: 0,
      total: 3,
      message: 'size_not_available',
      clickAndCollect: false,
    });
    expect(byId.get('parramatta')).toEqual({
      available: 0,
      total: 0,
      message: 'not_available',
      clickAndCollect: false,
    });
    expect(body.summary.storesWithStock).toBe(2);
    expectAscending(body.stores);
  });

  it('says “available” where the store has none of the size but it can be ordered online, without click and collect there', async () => {
    const sydney = await stock('sku=TESTSTORES-RING&size=M&q=2000');
    expect(sydney.byId.get('sydney-westfield-sydney')).toMatchObject({
      available: 0,
      message: 'available',
      clickAndCollect: false,
    });
    const launceston = await stock('sku=TESTSTORES-RING&size=M&q=7250&limit=1');
    expect(launceston.body.stores[0]).toMatchObject({
      id: 'launceston',
      clickAndCollect: false,
      stock: { message: 'not_available', clickAndCollect: false },
    });
  });

  it('refuses click and collect for engraved pieces everywhere', async () => {
    const { body } = await stock('sku=TESTSTORES-RING&size=N&q=2000&engraving=1');
    expect(body.stores.length).toBeGreaterThan(0);
    for (const store of body.stores)
      expect(store.stock).toMatchObject({ message: 'engraving_not_available', clickAndCollect: false });
    expect(body.stores.find((store) => store.id === 'chatswood')?.stock?.available).toBe(5);
  });

  it('handles pieces without sizes and can list only stores with stock', async () => {
    const { body } = await stock('sku=TESTSTORES-PEND&q=Chatswood&inStockOnly=1');
    expect(body.stores.map((store) => store.id)).toEqual(['chatswood']);
    expect(body.stores[0]?.stock).toEqual({ available: 1, total: 1, message: 'limited_stock', clickAndCollect: true });
  });

  it('asks for a size for sized pieces, and answers unknown variants and places with codes', async () => {
    const noSize = await api.client().get('/api/stores/stock?sku=TESTSTORES-RING&q=2000');
    expect(noSize.statusCode).toBe(400);
    expect(noSize.json()).toMatchObject({ errors: { size: 'validation.size.required' } });
    const unknownSku = await api.client().get('/api/stores/stock?sku=NOPE-0000&q=2000');
    expect(unknownSku.statusCode).toBe(404);
    expect(unknownSku.json()).toMatchObject({ code: 'SKU_NOT_FOUND' });
    const unknownPlace = await stock('sku=TESTSTORES-PEND&q=Atlantis');
    expect(unknownPlace.body).toMatchObject({ place: null, stores: [], code: 'LOCATION_NOT_FOUND' });
  });

  it('lists a store’s stock of several variants by size', async () => {
    const response = await api
      .client()
      .get('/api/stores/chatswood/stock?skus=TESTSTORES-RING,TESTSTORES-PEND,NOPE-1&size=N');
    expectAnswer(response, oneStoreStockAnswerSchema);
    expect(response.json()).toEqual({
      storeId: 'chatswood',
      clickAndCollect: true,
      items: [
        {
          sku: 'TESTSTORES-RING',
          known: true,
          size: 'N',
          available: 5,
          total: 5,
          sizes: [{ size: 'N', quantity: 5 }],
          message: 'in_stock',
          clickAndCollect: true,
        },
        {
          sku: 'TESTSTORES-PEND',
          known: true,
          size: '',
          available: 1,
          total: 1,
          sizes: [{ size: '', quantity: 1 }],
          message: 'limited_stock',
          clickAndCollect: true,
        },
        {
          sku: 'NOPE-1',
          known: false,
          size: null,
          available: 0,
          total: 0,
          sizes: [],
          message: 'not_available',
          clickAndCollect: false,
        },
      ],
    });
  });
});

describe('My Store for members', () => {
  it('requires a signed-in member', async () => {
    const guest = api.client();
    expect((await guest.get('/api/account/my-store')).statusCode).toBe(401);
    const put = await guest.put('/api/account/my-store', { storeId: 'chatswood' });
    expect(put.statusCode).toBe(401);
    expect(put.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('keeps the chosen store, refuses unknown stores and stores of another market, and clears it', async () => {
    const shopper = await member();
    expect((await shopper.get('/api/account/my-store')).json()).toEqual({ store: null });

    const unknown = await shopper.put('/api/account/my-store', { storeId: 'atlantis' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'STORE_NOT_FOUND' });
    const otherMarket = await shopper.put('/api/account/my-store', { storeId: 'toronto-eaton-centre' });
    expect(otherMarket.statusCode).toBe(404);
    const malformed = await shopper.put('/api/account/my-store', { storeId: 42 });
    expect(malformed.statusCode).toBe(400);

    const chosen = await shopper.put('/api/account/my-store', { storeId: 'chatswood' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ store: { id: 'chatswood', name: 'Lustre & Co. Chatswood' } });
    await shopper.put('/api/account/my-store', { storeId: 'parramatta' });
    expect((await shopper.get('/api/account/my-store')).json()).toMatchObject({ store: { id: 'parramatta' } });

    const forged = await shopper.request('PUT', '/api/account/my-store', { body: { storeId: 'miranda' }, csrf: false });
    expect(forged.statusCode).toBe(403);

    expect((await shopper.delete('/api/account/my-store')).statusCode).toBe(204);
    expect((await shopper.get('/api/account/my-store')).json()).toEqual({ store: null });
  });
});
