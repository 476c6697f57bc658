import { setActiveLocale } from '@storefront/contracts';
import { articleListHref, articleListPath, categoryFromSearch, pageFromSearch } from './article-list-api';

describe('the journal’s address', () => {
  afterAll(() => setActiveLocale({ locale: 'en-AU', market: 'AU', pathPrefix: null }));

  it('reads the page from the address: a positive whole number, anything else is the first page', () => {
    expect(pageFromSearch('2')).toBe(2);
    expect(pageFromSearch('12')).toBe(12);
    for (const value of [null, '', '0', '-1', '1.5', 'two', '02', '99999']) expect(pageFromSearch(value)).toBe(1);
  });

  it('reads the category from the address only when it looks like a slug', () => {
    expect(categoryFromSearch('care-and-warranty')).toBe('care-and-warranty');
    for (const value of [null, '', 'Care', 'care_and_warranty', '-care', '<b>', 'a'.repeat(65)]) {
      expect(categoryFromSearch(value)).toBeNull();
    }
  });

  it('writes the first page without a page number, and keeps the category in every page', () => {
    expect(articleListPath({ page: 1, category: null })).toBe('/articles');
    expect(articleListPath({ page: 3, category: null })).toBe('/articles?page=3');
    expect(articleListPath({ page: 1, category: 'gifting' })).toBe('/articles?category=gifting');
    expect(articleListPath({ page: 2, category: 'gifting' })).toBe('/articles?category=gifting&page=2');
    setActiveLocale({ locale: 'fr-CA', market: 'CA', pathPrefix: 'fr' });
    expect(articleListHref({ page: 2, category: null })).toBe('/fr/articles?page=2');
  });
});
