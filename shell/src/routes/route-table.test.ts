import { paramsAreValid, routeTable, type RouteDefinition } from './route-table';

const byPath = new Map(routeTable.map((route) => [route.path, route]));

/** SPEC §2: every route with its layout. */
const specRoutes: [path: string, layout: RouteDefinition['layout']][] = [
  ['/_icons', 'svg-sprite'],
  ['*', 'default'],
  ['/auth-redirect', 'empty'],
  ['/healthz', 'empty'],
  ['/checkout/shipping', 'checkout'],
  ['/checkout/billing', 'checkout'],
  ['/checkout/payment-processing', 'checkout'],
  ['/checkout/thank-you', 'checkout'],
  ['/connected/:slug', 'default'],
  ['/finance-options/flexiti-apply', 'checkout'],
  ['/jewellery-builder', 'default'],
  ['/my-account', 'account'],
  ['/my-account/account-activation', 'account'],
  ['/my-account/contact-details', 'account'],
  ['/my-account/my-offers', 'account'],
  ['/my-account/order-history', 'account'],
  ['/my-account/order-history/:orderNo', 'account'],
  ['/my-account/order-history/:orderNo/pcp/:pcpIndex', 'empty'],
  ['/my-account/register', 'account'],
  ['/my-account/wishlist', 'account'],
  ['/my-bag', 'default'],
  ['/p/:product', 'default'],
  ['/search', 'default'],
  ['/stores', 'default'],
  ['/stores/:store', 'default'],
  ['/wishlist', 'default'],
  ['/customer-service/delivery', 'default'],
  ['/customer-service/returns', 'default'],
  ['/customer-service/faqs', 'default'],
  ['/customer-service/contact-us', 'default'],
  ['/finance-options', 'default'],
  ['/brilliance-terms', 'default'],
];

describe('route table', () => {
  it.each(specRoutes)('has %s in the %s layout', (path, layout) => {
    expect(byPath.get(path)?.layout).toBe(layout);
  });

  it('has unique ids and paths', () => {
    expect(new Set(routeTable.map((route) => route.id)).size).toBe(routeTable.length);
    expect(byPath.size).toBe(routeTable.length);
  });

  it('accepts 12-digit order numbers and 5-digit legacy WA receipts only', () => {
    const orderDetails = byPath.get('/my-account/order-history/:orderNo')!;
    expect(paramsAreValid(orderDetails, { orderNo: '100000000123' })).toBe(true);
    expect(paramsAreValid(orderDetails, { orderNo: '12345' })).toBe(true);
    expect(paramsAreValid(orderDetails, { orderNo: '1234' })).toBe(false);
    expect(paramsAreValid(orderDetails, { orderNo: '10000000012x' })).toBe(false);
  });

  it('accepts a care plan index that counts from 1', () => {
    const carePlan = byPath.get('/my-account/order-history/:orderNo/pcp/:pcpIndex')!;
    expect(paramsAreValid(carePlan, { orderNo: '100000000123', pcpIndex: '1' })).toBe(true);
    expect(paramsAreValid(carePlan, { orderNo: '100000000123', pcpIndex: '0' })).toBe(false);
    expect(paramsAreValid(carePlan, { orderNo: '100000000123', pcpIndex: '-1' })).toBe(false);
    expect(paramsAreValid(carePlan, { orderNo: '100000000123', pcpIndex: '1.5' })).toBe(false);
  });

  it('accepts product slugs and refuses anything else', () => {
    const product = byPath.get('/p/:product')!;
    expect(paramsAreValid(product, { product: 'solitaire-ring-18kt-white-gold' })).toBe(true);
    expect(paramsAreValid(product, { product: 'Bad Slug!' })).toBe(false);
    expect(paramsAreValid(product, { product: '' })).toBe(false);
  });
});
