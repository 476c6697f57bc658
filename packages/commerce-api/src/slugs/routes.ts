import { parseLocalePath, type LocaleCode } from '@storefront/i18n';
import { localeCodeSchema, validationMessages as m } from '@storefront/validation';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { catalogueIndex, categoryAtPath, categoryPath } from '../catalogue/catalogue-index';
import { defineRoute } from '../http/route';

/** What a path is (the shell's catch-all route asks): a category, a content page, or nothing. */
export type SlugResolution =
  | { kind: 'category'; id: string; slug: string }
  | { kind: 'content'; id: string; slug: string }
  | { kind: 'not-found' };

/** The path's segments: no locale prefix, query or fragment, decoded and lower-cased; null when undecodable. */
function segmentsOf(rest: string): string[] | null {
  const path = rest.split(/[?#]/)[0] ?? '';
  try {
    return path
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment).normalize('NFC').toLowerCase());
  } catch {
    return null;
  }
}

/** Slug resolution: `/engagement-rings/solitaire`, `/fr-CA/bagues-de-fiancailles`, content pages. */
export async function slugsRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: '/slugs/resolve',
    tag: 'slugs',
    summary: 'What a storefront path is: a category (fr-CA falls back to en-CA slugs), a content page, or not found',
    query: v.object({
      path: v.pipe(v.string(m.required.id), v.maxLength(500, m.linkInvalid.id)),
      locale: v.optional(localeCodeSchema),
    }),
    handler: async ({ request, reply, query }): Promise<SlugResolution> => {
      const { prefix, rest } = parseLocalePath(query.path);
      // A French path prefix means fr-CA whatever else was said; otherwise the locale asked for, or the request's.
      const locale: LocaleCode = prefix ? 'fr-CA' : (query.locale ?? request.localeContext.locale);
      void reply.header('cache-control', 'public, max-age=300').header('vary', 'x-storefront-locale');
      const segments = segmentsOf(rest);
      if (!segments || segments.length === 0 || segments.length > 6) return { kind: 'not-found' };

      const index = await catalogueIndex(app.db);
      const category = categoryAtPath(index, segments, locale);
      if (category) return { kind: 'category', id: category.id, slug: categoryPath(index, category, locale) };

      const page = await app.content.findPage(segments.join('/'), locale);
      if (page) return { kind: 'content', id: page.id, slug: page.slug };
      return { kind: 'not-found' };
    },
  });
}
