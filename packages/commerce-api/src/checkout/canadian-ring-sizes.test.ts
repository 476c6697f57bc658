import type { FastifyInstance } from 'fastify';
import {
  bagAnswerSchema,
  orderLookupAnswerSchema,
  placedOrderAnswerSchema,
  productDetailAnswerSchema,
} from '@storefront/api-schemas';
import { defaultContent, fixtureVariant, setStock, type FixtureVariant } from '../bag/test-fixtures';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi } from '../test/harness';
import { addresses, completeCheckout, payByCard, startStandin } from './test-journey';

// Issue 17 defect 1: a Canadian shopper who chooses ring size 6.5 reads 6.5 (6,5 in French) in the bag, on the
// confirmation, in the order and in the e-mail, never the Australian letter (M) stock is kept by.

let api: TestApi;
let standin: { url: string; app: FastifyInstance };
let ring: FixtureVariant;
let slug: string;
beforeAll(async () => {
  standin = await startStandin();
  api = await createTestApi({ env: { PAYMENT_PROVIDER_URL: standin.url }, content: defaultContent });
  ring = await fixtureVariant(api.db, { sized: true, currency: 'CAD', minStock: 5 });
  const product = await api.db
    .selectFrom('products')
    .select('slug')
    .where('id', '=', ring.productId)
    .executeTakeFirstOrThrow();
  slug = product.slug;
});
afterAll(async () => {
  await api.close();
  await standin.app.close();
});
beforeEach(async () => {
  await setStock(api.db, ring.sku, 'M', 5);
});

async function stockOf(size: string): Promise<number> {
  const row = await api.db
    .selectFrom('stock')
    .select('quantity')
    .where('sku', '=', ring.sku)
    .where('size', '=', size)
    .executeTakeFirst();
  return row?.quantity ?? 0;
}

describe('a Canadian ring size', () => {
  it('is labelled as the shopper reads numbers on the product page: 6,5 in French, 6.5 in English, M in Australia', async () => {
    const french = await api.client({ locale: 'fr-CA' }).get(`/api/products/${slug}?sku=${ring.sku}&size=6,5`);
    const product = expectAnswer(french, productDetailAnswerSchema);
    expect(product.selected.size).toEqual({ code: 'M', label: '6,5' });
    expect(product.sizing?.sizes.find((size) => size.code === 'M')?.label).toBe('6,5');
    expect(product.sizing?.sizes.find((size) => size.code === 'H')?.label).toBe('4');

    const english = await api.client({ locale: 'en-CA' }).get(`/api/products/${slug}?sku=${ring.sku}&size=6.5`);
    expect(expectAnswer(english, productDetailAnswerSchema).selected.size).toEqual({ code: 'M', label: '6.5' });

    const australian = await api.client({ locale: 'en-AU' }).get(`/api/products/${slug}?sku=${ring.sku}&size=M`);
    expect(expectAnswer(australian, productDetailAnswerSchema).selected.size).toEqual({ code: 'M', label: 'M' });
  });

  it('stays in the Canadian system on the bag line, whether the code or the label was sent, and resolves stock', async () => {
    const shopper = api.client({ locale: 'fr-CA' });
    const byCode = expectAnswer(
      await shopper.post('/api/bag/lines', { sku: ring.sku, quantity: 1, size: 'M' }),
      bagAnswerSchema,
      201,
    );
    expect(byCode.lines[0]).toMatchObject({ size: 'M', sizeLabel: '6,5' });

    // The label as a French or English Canadian page writes it is the same line (stock is kept by code).
    const byLabel = expectAnswer(
      await shopper.post('/api/bag/lines', { sku: ring.sku, quantity: 1, size: '6,5' }),
      bagAnswerSchema,
      201,
    );
    expect(byLabel.lines).toHaveLength(1);
    expect(byLabel.lines[0]).toMatchObject({ size: 'M', sizeLabel: '6,5', quantity: 2 });
    expect(byLabel.lines[0]?.availability.stock).not.toBe('out_of_stock');

    const english = api.client({ locale: 'en-CA' });
    const bag = expectAnswer(
      await english.post('/api/bag/lines', { sku: ring.sku, quantity: 1, size: '7.5' }),
      bagAnswerSchema,
      201,
    );
    expect(bag.lines[0]).toMatchObject({ size: 'O', sizeLabel: '7.5' });

    const australian = api.client({ locale: 'en-AU' });
    const au = expectAnswer(
      await australian.post('/api/bag/lines', { sku: ring.sku, quantity: 1, size: 'M' }),
      bagAnswerSchema,
      201,
    );
    expect(au.lines[0]).toMatchObject({ size: 'M', sizeLabel: 'M' });
  });

  it('refuses a size that is no ring size of the market instead of storing it', async () => {
    const canadian = await api.client({ locale: 'en-CA' }).post('/api/bag/lines', {
      sku: ring.sku,
      quantity: 1,
      size: '6.25',
    });
    expect(canadian.statusCode).toBe(400);
    expect(canadian.json().code).toBe('SIZE_REQUIRED');
    const australian = await api.client({ locale: 'en-AU' }).post('/api/bag/lines', {
      sku: ring.sku,
      quantity: 1,
      size: '6.5',
    });
    expect(australian.statusCode).toBe(400);
  });

  it('stays 6,5 on the placed order, its e-mail and the order looked up later, and takes the unit from size M', async () => {
    const shopper = api.client({ locale: 'fr-CA' });
    expect((await shopper.post('/api/bag/lines', { sku: ring.sku, quantity: 1, size: 'M' })).statusCode).toBe(201);
    await completeCheckout(shopper, addresses.QC);
    const paymentSessionId = await payByCard(shopper);
    const placed = expectAnswer(
      await shopper.post(
        '/api/checkout/place-order',
        { paymentSessionId },
        { 'idempotency-key': `ca-size-${ring.sku}` },
      ),
      placedOrderAnswerSchema,
      201,
    );
    expect(placed.lines[0]).toMatchObject({ size: 'M', sizeLabel: '6,5' });
    expect(await stockOf('M')).toBe(4);

    const mail = await api.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('kind', '=', 'order-confirmation')
      .where('subject', 'like', `%${placed.orderNumber}`)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('taille 6,5');
    expect(mail.text_body).not.toMatch(/taille M\b/);

    const lookup = await api.client({ locale: 'fr-CA' }).post('/api/orders/lookup', {
      orderNumber: placed.orderNumber,
      billingPostcode: addresses.QC.postcode,
    });
    const order = expectAnswer(lookup, orderLookupAnswerSchema).order;
    expect(order.lines[0]).toMatchObject({ size: 'M', sizeLabel: '6,5' });
  });
});
