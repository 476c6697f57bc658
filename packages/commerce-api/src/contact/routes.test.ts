import { outboxFor } from '../identity/identity-test-support';
import { createTestApi, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

let ipCounter = 0;
function freshIp(): Record<string, string> {
  ipCounter += 1;
  return { 'x-forwarded-for': `192.0.2.${ipCounter}` };
}

const shopper = {
  firstName: 'Grace',
  lastName: 'Nguyen',
  email: 'grace.nguyen@example.com',
  phone: '0412 000 111',
  comment: 'My bracelet clasp feels loose. Can a store look at it?',
};

describe('POST /api/contact', () => {
  it('stores a general enquiry and e-mails customer service and the shopper', async () => {
    const response = await api.client().post('/api/contact', { enquiryType: 'general', ...shopper }, freshIp());
    expect(response.statusCode).toBe(201);
    const { reference } = response.json() as { reference: string };
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    const rows = await api.db.selectFrom('contact_enquiries').selectAll().where('email', '=', shopper.email).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ market: 'AU', locale: 'en-AU', enquiry_type: 'general' });
    expect(rows[0]!.fields).toMatchObject({ comment: shopper.comment, firstName: 'Grace' });
    const [service] = await outboxFor(api, 'customer.service@example-jewellers.com.au', 'contact');
    expect(service?.text).toContain(shopper.comment);
    const [ack] = await outboxFor(api, shopper.email, 'contact-acknowledgement');
    expect(ack?.subject).toBe(`We have received your enquiry (${reference})`);
    expect(ack?.text).not.toContain(shopper.comment);
  });

  it('acknowledges in French for fr-CA and sends the enquiry to the Canadian mailbox', async () => {
    const response = await api.client({ locale: 'fr-CA' }).post(
      '/api/contact',
      {
        enquiryType: 'order',
        orderEnquiryType: 'delivery',
        orderNumber: '1234 5678 9012',
        ...shopper,
        email: 'marie@example.com',
      },
      freshIp(),
    );
    expect(response.statusCode).toBe(201);
    const [ack] = await outboxFor(api, 'marie@example.com', 'contact-acknowledgement');
    expect(ack?.subject).toMatch(/^Nous avons bien reçu votre demande/);
    expect(ack?.text).toContain('123456789012');
    const [service] = await outboxFor(api, 'customer.service@example-jewellers.ca', 'contact');
    expect(service?.text).toContain('Order number: 123456789012');
  });

  it.each([
    ['no enquiry type', { ...shopper }, { enquiryType: 'validation.enquiry.required' }],
    [
      'an unknown enquiry type',
      { enquiryType: 'complaint', ...shopper },
      { enquiryType: 'validation.enquiry.required' },
    ],
    [
      'an order enquiry without its type and number',
      { enquiryType: 'order', ...shopper },
      { orderEnquiryType: 'validation.orderEnquiryType.required', orderNumber: 'validation.orderNumber.required' },
    ],
    [
      'an order number of the wrong length',
      { enquiryType: 'order', orderEnquiryType: 'returns', orderNumber: '12345678', ...shopper },
      { orderNumber: 'validation.orderNumber.invalid' },
    ],
    [
      'a product enquiry without the product',
      { enquiryType: 'product', ...shopper },
      { productName: 'validation.required' },
    ],
    [
      'store feedback without the store',
      { enquiryType: 'store-feedback', ...shopper },
      { storeLocation: 'validation.storeLocation.required' },
    ],
    ['no comment', { enquiryType: 'general', ...shopper, comment: ' ' }, { comment: 'validation.comment.required' }],
    ['a bad e-mail', { enquiryType: 'general', ...shopper, email: 'grace@' }, { email: 'validation.email.invalid' }],
    [
      'a script as a name',
      { enquiryType: 'general', ...shopper, firstName: '<script>' },
      { firstName: 'validation.name.characters' },
    ],
  ])('refuses %s with the shared message ids', async (_name, body, errors) => {
    const before = await api.db.selectFrom('contact_enquiries').select('id').execute();
    const response = await api.client().post('/api/contact', body, freshIp());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors });
    expect(await api.db.selectFrom('contact_enquiries').select('id').execute()).toHaveLength(before.length);
  });

  it('accepts store feedback for a real store and refuses an unknown one', async () => {
    const store = await api.db.selectFrom('stores').select('id').orderBy('id').executeTakeFirst();
    const unknown = await api
      .client()
      .post('/api/contact', { enquiryType: 'store-feedback', storeLocation: 'no-such-store', ...shopper }, freshIp());
    expect(unknown.json()).toMatchObject({ errors: { storeLocation: 'validation.storeLocation.required' } });
    if (!store) return; // The stores seed owns stores.
    const known = await api
      .client()
      .post('/api/contact', { enquiryType: 'store-feedback', storeLocation: store.id, ...shopper }, freshIp());
    expect(known.statusCode).toBe(201);
  });

  it('throttles one IP after 10 enquiries an hour', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) {
      statuses.push((await api.client().post('/api/contact', { enquiryType: 'general', ...shopper }, ip)).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
