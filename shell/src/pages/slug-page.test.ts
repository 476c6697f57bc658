import { slugLoader, slugShouldRevalidate } from './slug-page';

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

describe('slugLoader', () => {
  const load = (path: string) =>
    slugLoader({ request: new Request(`http://shop.test${path}`), params: {}, context: undefined } as never);

  it.each(['/%', '/%E0%A4%A', '/fr/%zz'])(
    'answers an address that cannot be decoded (%s) as a bad request, the general error page, without asking',
    async (path) => {
      const fetchSpy = jest.spyOn(globalThis, 'fetch');
      await expect(load(path)).rejects.toMatchObject({ init: { status: 400 } });
      expect(fetchSpy).not.toHaveBeenCalled();
      fetchSpy.mockRestore();
    },
  );
});
