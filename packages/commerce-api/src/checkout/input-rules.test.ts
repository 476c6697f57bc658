import { fixtureVariant, defaultContent, type FixtureVariant } from '../bag/test-fixtures';
import { createTestApi, type TestApi, type TestClient } from '../test/harness';
import { addresses } from './test-journey';

// What the checkout's input rules answer a shopper (issue 17): a place name as a gazetteer writes it, a postcode of
// another province, and an over-long e-mail whose message needs its length.
let api: TestApi;
let piece: FixtureVariant;
beforeAll(async () => {
  api = await createTestApi({ content: defaultContent });
  piece = await fixtureVariant(api.db, { sized: false, minStock: 5 });
});
afterAll(async () => {
  await api.close();
});

async function shopper(locale: string): Promise<TestClient> {
  const client = api.client({ locale });
  const added = await client.post('/api/bag/lines', { sku: piece.sku, quantity: 1 });
  if (added.statusCode !== 201) throw new Error(added.body);
  return client;
}

describe('the checkout’s input rules', () => {
  it('take a suburb and a city with full stops, as the gazetteer writes them', async () => {
    const client = await shopper('en-AU');
    const response = await client.put('/api/checkout/shipping', {
      deliveryMethod: 'standard',
      address: { ...addresses.AU, suburb: 'St. Kilda', city: 'Melbourne', state: 'VIC', postcode: '3182' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().shippingAddress).toMatchObject({ suburb: 'St. Kilda', state: 'VIC', postcode: '3182' });
  });

  it('refuse a Montréal postal code with Newfoundland, on the postal code, as the browser does', async () => {
    const client = await shopper('fr-CA');
    const response = await client.put('/api/checkout/shipping', {
      deliveryMethod: 'standard',
      address: { ...addresses.QC, state: 'NL' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'address.postcode': 'validation.postcode.notInProvince' });
    const billing = await client.put('/api/checkout/billing', {
      sameAsShipping: false,
      address: { ...addresses.AU, postcode: '0800' },
    });
    expect(billing.statusCode).toBe(400);
    expect(billing.json().errors).toMatchObject({ 'address.postcode': 'validation.postcode.notInState' });
  });

  it('answer a 260-character e-mail with the length its message needs', async () => {
    const client = await shopper('fr-CA');
    const response = await client.put('/api/checkout/email', { email: `${'a'.repeat(248)}@example.com` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { email: 'validation.maxLength' },
      errorValues: { email: { length: 254 } },
    });
  });
});
