import { announce, listen, RECENT_ANNOUNCEMENTS_KEPT } from './storefront-events';

describe('storefront events', () => {
  it('reach every listener on the page, until it stops listening', () => {
    const heard: string[] = [];
    const stop = listen('storefront:search-performed', (search) => heard.push(search.query));

    announce('storefront:search-performed', { query: 'diamond', resultCount: 12 });
    stop();
    announce('storefront:search-performed', { query: 'pearl', resultCount: 3 });

    expect(heard).toEqual(['diamond']);
  });

  it('replay what was announced before a late listener started, of its type only, then go on live', () => {
    announce('storefront:order-placed', { orderNumber: 'A1', currency: 'AUD', lines: [] });
    announce('storefront:search-performed', { query: 'earrings', resultCount: 4 });
    const orders: string[] = [];
    const notReplayed: string[] = [];

    listen('storefront:order-placed', (order) => orders.push(order.orderNumber), { replay: true });
    listen('storefront:order-placed', (order) => notReplayed.push(order.orderNumber));
    announce('storefront:order-placed', { orderNumber: 'A2', currency: 'AUD', lines: [] });

    expect(orders.slice(-2)).toEqual(['A1', 'A2']);
    expect(notReplayed).toEqual(['A2']);
  });

  it(`keep only the last ${RECENT_ANNOUNCEMENTS_KEPT} announcements`, () => {
    for (let index = 0; index < RECENT_ANNOUNCEMENTS_KEPT + 5; index += 1) {
      announce('storefront:category-viewed', { category: `c${index}`, name: `Category ${index}` });
    }
    const replayed: string[] = [];

    listen('storefront:category-viewed', (viewed) => replayed.push(viewed.category), { replay: true });

    expect(replayed).toHaveLength(RECENT_ANNOUNCEMENTS_KEPT);
    expect(replayed.at(-1)).toBe(`c${RECENT_ANNOUNCEMENTS_KEPT + 4}`);
    expect(replayed).not.toContain('c0');
  });
});
