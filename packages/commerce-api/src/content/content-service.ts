import type { ApiConfig } from '../config';

/** Reads site, product-page and cart preferences and content pages from the content service. */
export interface ContentService {
  /** Whether a content page with this slug exists for the locale (slug resolver). */
  findPage(slug: string, locale: string): Promise<{ id: string; slug: string } | null>;
}

export function createContentService(config: ApiConfig): ContentService {
  void config;
  return {
    async findPage() {
      return null;
    },
  };
}
