import { createHash, timingSafeEqual } from 'node:crypto';
import { contentSlugSchema, validationMessages as m } from '@storefront/validation';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { ApiProblem } from '../http/problem';
import { defineRoute } from '../http/route';
import { parseInput } from '../http/validate';
import { announceContentPurge } from './content-purge';
import { ContentUnavailableError, contentTypeTag } from './content-service';
import { webhookPayloadSchema } from './content-schemas';

/** The header Contentful's webhook is configured to send with the shared secret. */
export const WEBHOOK_SECRET_HEADER = 'x-contentful-webhook-secret';

/**
 * Content is the same for everyone in a locale: shared caches may keep it for five minutes, but a browser asks again
 * each time it loads a page, so a shopper who reloads after an editor's publication (the webhook purges the API's
 * cache) sees the change at once.
 */
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=300';

/** A content page path: slug segments joined by `/` (`customer-service/delivery`). */
const pagePath = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?(?:\/[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?){0,4}$/;

const articlesQuerySchema = v.object({
  page: v.optional(
    v.pipe(v.string(m.linkInvalid.id), v.regex(/^[1-9]\d{0,3}$/, m.linkInvalid.id), v.transform(Number)),
    '1',
  ),
  tag: v.optional(contentSlugSchema),
  category: v.optional(contentSlugSchema),
});

function publicContent<T>(reply: FastifyReply, body: T): T {
  void reply.header('cache-control', PUBLIC_CACHE).header('vary', 'x-storefront-locale');
  return body;
}

function notFound(slug: string): ApiProblem {
  return new ApiProblem(404, 'CONTENT_NOT_FOUND', `No content at ${slug}.`);
}

async function unlessUnavailable<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ContentUnavailableError) {
      throw new ApiProblem(503, 'CONTENT_UNAVAILABLE', 'The content is unavailable. Please try again shortly.', {
        headers: { 'retry-after': '30' },
      });
    }
    throw error;
  }
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Compares in constant time (hashing first, so the length of the secret does not leak either). */
function sameSecret(given: unknown, expected: string): boolean {
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(expected));
}

/** content: preferences, pages and articles from the content service, and the webhook that purges its cache. */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  // `CONTENTFUL_WEBHOOK_SECRET`; outside production a development default; in production without it, every call is refused.
  const secret = app.apiConfig.contentful.webhookSecret;

  await app.register(async (content) => {
    // Contentful posts its webhooks with its own JSON media type (and entries can exceed the API's 64 KiB limit).
    content.addContentTypeParser(
      'application/vnd.contentful.management.v1+json',
      { parseAs: 'string', bodyLimit: 1024 * 1024 },
      content.getDefaultJsonParser('error', 'error'),
    );

    defineRoute(content, {
      method: 'GET',
      url: '/content/site-preferences',
      tag: 'content',
      summary: 'Site preferences of the request’s locale (panels, promotion, top categories, dispatch times)',
      handler: async ({ request, reply }) =>
        publicContent(reply, await app.content.sitePreferences(request.localeContext.locale)),
    });

    defineRoute(content, {
      method: 'GET',
      url: '/content/pdp-preferences',
      tag: 'content',
      summary: 'Product-page preferences of the request’s locale (care plan link, size guide, delivery blurb)',
      handler: async ({ request, reply }) =>
        publicContent(reply, await app.content.pdpPreferences(request.localeContext.locale)),
    });

    defineRoute(content, {
      method: 'GET',
      url: '/content/cart-preferences',
      tag: 'content',
      summary: 'Cart preferences of the request’s locale (alerts with their variant, accordion, tax tooltip)',
      handler: async ({ request, reply }) =>
        publicContent(reply, await app.content.cartPreferences(request.localeContext.locale)),
    });

    defineRoute(content, {
      method: 'GET',
      url: '/content/pages/*',
      tag: 'content',
      summary: 'A content page by its slug, which may contain slashes (`customer-service/delivery`)',
      responses: { 404: 'CONTENT_NOT_FOUND', 503: 'CONTENT_UNAVAILABLE' },
      handler: async ({ request, reply }) => {
        const slug = (request.params as { '*'?: string })['*'] ?? '';
        if (!pagePath.test(slug)) throw notFound(slug);
        const page = await unlessUnavailable(() => app.content.page(slug, request.localeContext.locale));
        if (!page) throw notFound(slug);
        return publicContent(reply, page);
      },
    });

    defineRoute(content, {
      method: 'GET',
      url: '/content/articles',
      tag: 'content',
      summary: 'A page of journal articles, newest first, optionally of one tag or category, with the categories',
      query: articlesQuerySchema,
      responses: { 503: 'CONTENT_UNAVAILABLE' },
      handler: async ({ request, reply, query }) =>
        publicContent(
          reply,
          await unlessUnavailable(() =>
            app.content.articles(request.localeContext.locale, {
              page: query.page,
              tag: query.tag,
              category: query.category,
            }),
          ),
        ),
    });

    defineRoute(content, {
      method: 'GET',
      url: '/content/articles/:slug',
      tag: 'content',
      summary: 'One journal article by its slug, its body rich text, with up to three related articles',
      responses: { 404: 'CONTENT_NOT_FOUND', 503: 'CONTENT_UNAVAILABLE' },
      handler: async ({ request, reply }) => {
        const { slug } = request.params as { slug: string };
        if (!v.is(contentSlugSchema, slug)) throw notFound(`articles/${slug}`);
        const article = await unlessUnavailable(() => app.content.article(slug, request.localeContext.locale));
        if (!article) throw notFound(`articles/${slug}`);
        return publicContent(reply, article);
      },
    });

    defineRoute(content, {
      method: 'POST',
      url: '/content/webhook',
      tag: 'content',
      summary: 'Contentful webhook: drops cached content built from the posted entry or asset',
      csrfExempt: 'server-to-server call from Contentful, authenticated by the shared webhook secret header',
      responses: { 204: 'Purged', 401: 'WEBHOOK_UNAUTHORIZED' },
      handler: async ({ request, reply }) => {
        if (!secret || !sameSecret(request.headers[WEBHOOK_SECRET_HEADER], secret)) {
          throw new ApiProblem(401, 'WEBHOOK_UNAUTHORIZED', 'The webhook secret is missing or wrong.');
        }
        const { sys } = await parseInput(webhookPayloadSchema, request.body ?? {});
        const contentType = sys.contentType?.sys.id;
        const ids = contentType ? [sys.id, contentTypeTag(contentType)] : [sys.id];
        app.content.purge(ids);
        // Every other API process purges too (and a process that missed it purges everything when it reconnects).
        await announceContentPurge(app.db, ids);
        request.log.info({ id: sys.id, type: sys.type, contentType }, 'content purged');
        return reply.code(204).send();
      },
    });
  });
}
