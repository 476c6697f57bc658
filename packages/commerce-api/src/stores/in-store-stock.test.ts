import { inStoreStock, type InStoreStockInput } from './in-store-stock';

const base: InStoreStockInput = {
  quantity: 0,
  total: 0,
  sized: true,
  orderableOnline: false,
  storeClickAndCollect: true,
  engraved: false,
};

describe('inStoreStock', () => {
  it.each([
    [{ quantity: 3, total: 3 }, 'in_stock', true],
    [{ quantity: 2, total: 2 }, 'limited_stock', true],
    [{ quantity: 1, total: 4, storeClickAndCollect: false }, 'limited_stock', false],
    [{ orderableOnline: true }, 'available', false],
    [{ orderableOnline: true, storeClickAndCollect: false }, 'not_available', false],
    [{ total: 4 }, 'size_not_available', false],
    [{ total: 4, sized: false }, 'not_available', false],
    [{}, 'not_available', false],
    [{ quantity: 5, total: 5, engraved: true }, 'engraving_not_available', false],
  ] as const)('%j gives %s', (input, message, clickAndCollect) => {
    expect(inStoreStock({ ...base, ...input })).toEqual({ message, clickAndCollect });
  });
});
