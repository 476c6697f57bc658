import { fallbackPreferences, type ContentService, type TopCategories } from '../content/content-service';

/**
 * A content service for tests of the catalogue, search and slugs: chosen dispatch preferences, a care-plan link,
 * one content page (`about-us`) and, when given, top categories, with no network.
 */
export function contentStub(
  options: {
    standardDispatchTime?: number;
    resizeEngravingDelayTime?: number;
    pages?: readonly string[];
    topCategories?: TopCategories;
  } = {},
): ContentService {
  const pages = new Set(options.pages ?? ['about-us']);
  return {
    sitePreferences: async () => ({
      ...fallbackPreferences.site(),
      standardDispatchTime: options.standardDispatchTime ?? 1,
      resizeEngravingDelayTime: options.resizeEngravingDelayTime ?? 3,
      topCategories: options.topCategories ?? null,
    }),
    pdpPreferences: async () => ({ ...fallbackPreferences.pdp(), pcpLink: '/connected/professional-care-plan' }),
    cartPreferences: async () => fallbackPreferences.cart(),
    page: async () => null,
    home: async () => null,
    findPage: async (slug) => (pages.has(slug) ? { id: `page-${slug}`, slug } : null),
    articles: async () => {
      throw new Error('No articles in the catalogue tests.');
    },
    article: async () => null,
    purge: () => undefined,
  };
}
