import { slugShouldRevalidate } from './slug-page';

const args = (from: string, to: string) =>
  ({
    currentUrl: new URL(from, 'http://shop.test'),
    nextUrl: new URL(to, 'http://shop.test'),
    defaultShouldRevalidate: true,
  }) as Parameters<typeof slugShouldRevalidate>[0];

describe('slugShouldRevalidate', () => {
  it('keeps what a path resolved to while only its query changes (filters, sort, load more)', () => {
    expect(slugShouldRevalidate(args('/engagement-rings', '/engagement-rings?metal=platinum&page=2'))).toBe(false);
  });

  it('asks the resolver again for another path', () => {
    expect(slugShouldRevalidate(args('/engagement-rings', '/earrings'))).toBe(true);
  });
});
