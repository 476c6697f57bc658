import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createTestApi, type TestApi, type TestClient } from './test/harness';

/**
 * Markup in every stored free-text field (issue 16): each route that stores what a shopper types answers 400 with the
 * field's error and stores nothing. Plain-text fields say 'Please remove the < and > characters' (`validation.markup`);
 * fields with their own characters (names, address lines, places, phone numbers) say which characters they take.
 */
const payloads = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '</b><svg onload=alert(1)>',
  '<!-- x -->',
  '<b>',
  '＜script＞alert(1)＜/script＞',
];

const address = {
  firstName: 'Ava',
  lastName: 'Mitchell',
  address1: 'Unit 3/12 George Street',
  suburb: 'The Rocks',
  city: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  country: 'AU',
  phone: '0412 345 678',
};
const enquiry = { firstName: 'Grace', lastName: 'Nguyen', email: 'grace@example.com', comment: 'My clasp is loose.' };

const MARKUP = 'validation.markup';
const NAME = 'validation.name.characters';
const ADDRESS_LINE = 'validation.address.characters';
const PLACE = 'validation.place.characters';
const PHONE = 'validation.phone.invalid';

interface FreeTextCase {
  route: string;
  field: string;
  message: string;
  body: (text: string) => unknown;
}

const someLine = randomUUID();
let savedAddressId = '';

const cases: FreeTextCase[] = [
  ...(['POST /api/account/addresses', 'PUT /api/account/addresses/:id'] as const).flatMap((route) => [
    { route, field: 'label', message: MARKUP, body: (text: string) => ({ ...address, label: text }) },
    ...(
      [
        ['firstName', NAME],
        ['lastName', NAME],
        ['address1', ADDRESS_LINE],
        ['address2', ADDRESS_LINE],
        ['suburb', PLACE],
        ['city', PLACE],
        ['phone', PHONE],
      ] as const
    ).map(([field, message]) => ({ route, field, message, body: (text: string) => ({ ...address, [field]: text }) })),
  ]),
  ...(['firstName', 'address1', 'city', 'phone'] as const).flatMap((field) => [
    {
      route: 'PUT /api/checkout/shipping',
      field: `address.${field}`,
      message: { firstName: NAME, address1: ADDRESS_LINE, city: PLACE, phone: PHONE }[field],
      body: (text: string) => ({ deliveryMethod: 'standard', address: { ...address, [field]: text } }),
    },
    {
      route: 'PUT /api/checkout/billing',
      field: `address.${field}`,
      message: { firstName: NAME, address1: ADDRESS_LINE, city: PLACE, phone: PHONE }[field],
      body: (text: string) => ({ sameAsShipping: false, address: { ...address, [field]: text } }),
    },
  ]),
  {
    route: 'POST /api/contact',
    field: 'comment',
    message: MARKUP,
    body: (text) => ({ ...enquiry, enquiryType: 'general', comment: text }),
  },
  {
    route: 'POST /api/contact',
    field: 'productName',
    message: MARKUP,
    body: (text) => ({ ...enquiry, enquiryType: 'product', productName: text }),
  },
  {
    route: 'POST /api/contact',
    field: 'storeLocation',
    // A store is picked by its id, which allows only its own characters.
    message: 'validation.storeLocation.required',
    body: (text) => ({ ...enquiry, enquiryType: 'store-feedback', storeLocation: text }),
  },
  {
    route: 'POST /api/contact',
    field: 'firstName',
    message: NAME,
    body: (text) => ({ ...enquiry, enquiryType: 'general', firstName: text }),
  },
  { route: 'POST /api/identity/register', field: 'firstName', message: NAME, body: (text) => ({ firstName: text }) },
  { route: 'POST /api/identity/register', field: 'lastName', message: NAME, body: (text) => ({ lastName: text }) },
  {
    route: 'POST /api/identity/register',
    field: 'mobilePhone',
    message: PHONE,
    body: (text) => ({ mobilePhone: text }),
  },
  { route: 'PATCH /api/account/profile', field: 'firstName', message: NAME, body: (text) => ({ firstName: text }) },
  { route: 'PATCH /api/account/profile', field: 'lastName', message: NAME, body: (text) => ({ lastName: text }) },
  {
    route: 'PATCH /api/account/profile',
    field: 'mobilePhone',
    message: PHONE,
    body: (text) => ({ mobilePhone: text }),
  },
  {
    route: 'POST /api/bag/lines',
    field: 'engraving',
    message: MARKUP,
    body: (text) => ({ sku: 'any-sku', engraving: text }),
  },
  { route: 'POST /api/bag/lines', field: 'size', message: MARKUP, body: (text) => ({ sku: 'any-sku', size: text }) },
  { route: 'PATCH /api/bag/lines/:id', field: 'engraving', message: MARKUP, body: (text) => ({ engraving: text }) },
];

let api: TestApi;
let member: TestClient;
beforeAll(async () => {
  api = await createTestApi();
  ({ client: member } = await api.memberClient());
  const saved = await member.post('/api/account/addresses', { ...address, label: 'Home' });
  expect(saved.statusCode).toBe(201);
  savedAddressId = (saved.json() as { id: string }).id;
});
afterAll(async () => {
  await api.close();
});

/** Rows of the tables these routes write to. */
async function storedRows(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['addresses', 'contact_enquiries', 'bag_lines', 'customers', 'account_tokens', 'email_outbox']) {
    const result = await sql<{ count: number }>`select count(*)::int as count from ${sql.table(table)}`.execute(api.db);
    counts[table] = result.rows[0]?.count ?? 0;
  }
  return counts;
}

describe('markup in a stored free-text field', () => {
  it('is refused on every route with the field’s error, and nothing is stored', async () => {
    const before = await storedRows();
    const savedBefore = await api.db.selectFrom('addresses').selectAll().where('id', '=', savedAddressId).execute();
    const failures: string[] = [];
    for (const { route, field, message, body } of cases) {
      const [method, path] = route.split(' ') as ['POST' | 'PUT' | 'PATCH', string];
      const url = path.replace(':id', path.includes('addresses') ? savedAddressId : someLine);
      for (const payload of payloads) {
        const response = await member.request(method, url, { body: body(payload) });
        const errors = (response.json() as { errors?: Record<string, string> }).errors ?? {};
        if (response.statusCode !== 400 || errors[field] !== message) {
          failures.push(`${route} ${field} ${JSON.stringify(payload)}: ${response.statusCode} ${errors[field]}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await storedRows()).toEqual(before);
    expect(await api.db.selectFrom('addresses').selectAll().where('id', '=', savedAddressId).execute()).toEqual(
      savedBefore,
    );
  });

  it('answers PUT /api/account/addresses/:id with an <img onerror> label with 400 and the label’s error', async () => {
    const response = await member.put(`/api/account/addresses/${savedAddressId}`, {
      ...address,
      label: '<img src=x onerror=alert(1)>',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { label: 'validation.markup' } });
  });

  it('keeps ordinary text as typed: ampersands, a lone <, accents and apostrophes', async () => {
    const response = await member.post('/api/account/addresses', { ...address, label: 'Mum’s & Dad’s <3 été' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ label: 'Mum’s & Dad’s <3 été' });
  });

  it('answers a search with markup but never logs it for popular searches', async () => {
    const query = '<b>diamond</b> ring';
    const response = await api.client().get(`/api/search?q=${encodeURIComponent(query)}`);
    expect(response.statusCode).toBe(200);
    await api.app.searchLog.flush();
    const logged = await api.db.selectFrom('search_queries').select('query').where('query', '=', query).execute();
    expect(logged).toEqual([]);
  });
});
