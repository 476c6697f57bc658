import { contactAnswerSchema } from '@storefront/api-schemas';
import { freshIp, outboxFor } from '../identity/identity-test-support';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const shopper = {
  firstName: 'Grace',
  lastName: 'Nguyen',
  phone: '0412 000 111',
  comment: 'My bracelet clasp feels loose. Can a store look at it?',
};

async function storeOf(market: 'AU' | 'CA' | 'NZ') {
  return api.db
    .selectFrom('stores')
    .select(['id', 'name'])
    .where('market', '=', market)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

async function send(locale: string, email: string, enquiry: Record<string, string>) {
  const response = await api.client({ locale }).post('/api/contact', { ...shopper, email, ...enquiry }, freshIp());
  const { reference } = expectAnswer(response, contactAnswerSchema, 201);
  const [service] = await outboxFor(api, serviceAddress[locale]!, 'contact');
  const [ack] = await outboxFor(api, email, 'contact-acknowledgement');
  const [row] = await api.db.selectFrom('contact_enquiries').selectAll().where('email', '=', email).execute();
  return { reference, service: service!, ack: ack!, row: row! };
}

const serviceAddress: Record<string, string> = {
  'en-AU': 'customer.service@example-jewellers.com.au',
  'en-CA': 'customer.service@example-jewellers.ca',
  'fr-CA': 'customer.service@example-jewellers.ca',
  'en-NZ': 'customer.service@example-jewellers.co.nz',
};

describe('POST /api/contact, per enquiry type', () => {
  it('stores a general enquiry and e-mails customer service and the shopper', async () => {
    const { reference, service, ack, row } = await send('en-AU', 'general@example.com', { enquiryType: 'general' });
    expect(row).toMatchObject({ market: 'AU', locale: 'en-AU', enquiry_type: 'general' });
    expect(row.fields).toMatchObject({ comment: shopper.comment, firstName: 'Grace', phone: '0412 000 111' });
    expect(service.subject).toBe(`General enquiry: enquiry ${reference} from Grace Nguyen`);
    expect(service.text).toContain('Enquiry type: General enquiry');
    expect(service.text).toContain(`Comment: ${shopper.comment}`);
    expect(ack.subject).toBe(`We have received your enquiry (${reference})`);
    expect(ack.text).toContain(`Enquiry reference: ${reference}`);
    expect(ack.text).not.toContain(shopper.comment);
  });

  it('sends an order enquiry with what it is about, the order number and the piece that was wrong', async () => {
    const { service, ack } = await send('en-NZ', 'order@example.com', {
      enquiryType: 'order',
      orderEnquiryType: 'incorrect-order',
      orderNumber: '1234 5678 9012',
      productName: 'Pearl drop earrings',
      productNumber: '2041 0033',
    });
    expect(service.text).toContain('About the order: Incorrect order or item');
    expect(service.text).toContain('Order number: 123456789012');
    expect(service.text).toContain('Product name: Pearl drop earrings');
    expect(service.text).toContain('Product number: 20410033');
    expect(ack.text).toContain('Order number: 123456789012');
    expect(ack.text).not.toContain('Pearl drop earrings');
  });

  it('sends a product enquiry with its product and the store it was seen in, named', async () => {
    const store = await storeOf('AU');
    const { service, row } = await send('en-AU', 'product@example.com', {
      enquiryType: 'product',
      productName: 'Sapphire halo ring',
      productNumber: '12345678',
      storeLocation: store.id,
    });
    expect(row.fields).toMatchObject({ productName: 'Sapphire halo ring', storeLocation: store.id });
    expect(service.text).toContain(`Store: ${store.name} (${store.id})`);
  });

  it('sends a recycling enquiry with its quote, and one without', async () => {
    const { service } = await send('en-AU', 'recycle@example.com', { enquiryType: 'recycle', quoteNumber: 'Q-2041' });
    expect(service.text).toContain('Quote number: Q-2041');
    const bare = await send('en-AU', 'recycle.bare@example.com', { enquiryType: 'recycle' });
    expect(bare.service.text).toContain('Enquiry type: Jewellery recycling');
  });

  it('writes to Canadian customer service in French for a fr-CA shopper, and acknowledges in French', async () => {
    const store = await storeOf('CA');
    const { reference, service, ack } = await send('fr-CA', 'marie@example.com', {
      enquiryType: 'store-feedback',
      storeLocation: store.id,
    });
    expect(service.subject).toBe(`Commentaires sur un magasin : demande ${reference} de Grace Nguyen`);
    expect(service.text).toContain('Type de demande: Commentaires sur un magasin');
    expect(service.text).toContain(`Boutique: ${store.name} (${store.id})`);
    expect(service.text).toContain(`Commentaire: ${shopper.comment}`);
    expect(service.text).not.toContain('Enquiry');
    expect(ack.subject).toBe(`Nous avons bien reçu votre demande (${reference})`);
    expect(ack.text).toContain('Bonjour Grace,');
  });

  it('writes to Canadian customer service in English for an en-CA shopper', async () => {
    const { service } = await send('en-CA', 'english.canada@example.com', {
      enquiryType: 'order',
      orderEnquiryType: 'returns',
      orderNumber: '54321',
    });
    expect(service.text).toContain('About the order: Returns');
    expect(service.text).toContain('Order number: 54321');
  });
});

describe('POST /api/contact refusals', () => {
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
      'a product number that is not 8 digits',
      { enquiryType: 'product', productName: 'Ring', productNumber: '1234', ...shopper },
      { productNumber: 'validation.productNumber.invalid' },
    ],
    [
      'store feedback without the store',
      { enquiryType: 'store-feedback', ...shopper },
      { storeLocation: 'validation.storeLocation.required' },
    ],
    ['no comment', { enquiryType: 'general', ...shopper, comment: ' ' }, { comment: 'validation.comment.required' }],
    [
      'a comment over 1000 characters',
      { enquiryType: 'general', ...shopper, comment: 'x'.repeat(1001) },
      { comment: 'validation.maxLength' },
    ],
    ['a bad phone', { enquiryType: 'general', ...shopper, phone: 'call me' }, { phone: 'validation.phone.invalid' }],
    [
      'a script as a name',
      { enquiryType: 'general', ...shopper, firstName: '<script>' },
      { firstName: 'validation.name.characters' },
    ],
  ])('refuses %s with the shared message ids, storing and sending nothing', async (_name, body, errors) => {
    const before = await api.db.selectFrom('contact_enquiries').select('id').execute();
    const response = await api.client().post('/api/contact', { email: 'refused@example.com', ...body }, freshIp());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors });
    expect(await api.db.selectFrom('contact_enquiries').select('id').execute()).toHaveLength(before.length);
    expect(await outboxFor(api, 'refused@example.com')).toEqual([]);
  });

  it('refuses a store that does not exist, or is another market’s', async () => {
    const canadian = await storeOf('CA');
    for (const storeLocation of ['no-such-store', canadian.id]) {
      const response = await api
        .client({ locale: 'en-AU' })
        .post(
          '/api/contact',
          { enquiryType: 'store-feedback', storeLocation, email: 'grace@example.com', ...shopper },
          freshIp(),
        );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { storeLocation: 'validation.storeLocation.required' } });
    }
  });

  it('throttles one IP after 10 enquiries an hour', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) {
      const body = { enquiryType: 'general', email: 'busy@example.com', ...shopper };
      statuses.push((await api.client().post('/api/contact', body, ip)).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
