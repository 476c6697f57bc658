import { watch, type FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import * as v from 'valibot';
import { CdaError } from './cda-error';
import { renderAsset, renderEntry, selectLocale, type CdaEntity, type RenderContext } from './cda-render';
import { compareEntities, matchesFullText, parseCollectionQuery, passes, project, valueAt } from './collection-query';
import { ASSET_FILES_DIR, loadContent, mimeTypeOf, type ContentSnapshot } from './content-store';
import { includeLinked, linksIn } from './link-resolution';

/** The repository's content files (`packages/standin-content/content`). */
export const DEFAULT_CONTENT_DIR = path.resolve(import.meta.dirname, '../content');

/** Defaults that match the commerce API's configuration defaults. */
export const CONTENT_STANDIN_DEFAULTS = {
  host: '127.0.0.1',
  port: 4040,
  space: 'storefront',
  accessToken: 'local-cda-token',
  environments: ['master'],
} as const;

/** Options of {@link createContentStandin}. */
export interface ContentStandinOptions {
  /** Folder of `*.json` content files and `assets-files/` (default: the repository's content). */
  contentDir?: string;
  /** The delivery token callers must send as `Authorization: Bearer …`. */
  accessToken?: string;
  space?: string;
  environments?: readonly string[];
  /** Re-read the content files when they change (default true). */
  watch?: boolean;
  /**
   * Lets an editor publish a change to an entry over HTTP without touching the files (default false): see
   * {@link ContentStandin.publishEdit}. Development and journeys only; the real service has its management API.
   */
  editing?: boolean;
  logger?: FastifyServerOptions['logger'];
}

/** A delivery API request the stand-in answered (asset files and CORS preflights are not counted). */
export interface RecordedRequest {
  method: string;
  path: string;
  /** The raw query string, as the client encoded it. */
  query: string;
}

/** A running (or ready to listen) content stand-in. */
export interface ContentStandin {
  app: FastifyInstance;
  /** Delivery API requests so far, oldest first. */
  readonly requests: readonly RecordedRequest[];
  clearRequests(): void;
  /** Re-reads the content files now (also done on change when watching); published edits stay on top. */
  reload(): void;
  /**
   * Publishes a change to an entry's fields in memory, as an editor publishing it would (`fields` per locale, merged
   * over the stored ones; a new `updatedAt`, `publishedVersion` and `revision`). Over HTTP with `editing`:
   * `PUT /editor/entries/:id` with `{ "fields": … }` and the delivery token; `DELETE` undoes every edit of the entry.
   */
  publishEdit(id: string, fields: Record<string, Record<string, unknown>>): void;
  /** Drops the published edits of an entry (or of every entry), back to what the files say. */
  undoEdits(id?: string): void;
  /** Listens (default 127.0.0.1:4040); `host` is what the contentful client's `host` option needs. */
  listen(options?: { host?: string; port?: number }): Promise<{ host: string; url: string }>;
  close(): Promise<void>;
}

const CDA_JSON = 'application/vnd.contentful.delivery.v1+json; charset=utf-8';
const ALLOWED_HEADERS = 'Authorization, Content-Type, X-Contentful-User-Agent, X-Contentful-Locale-Based-Publishing';

interface SpaceParams {
  space: string;
  environment?: string;
  id?: string;
}

/**
 * A Content Delivery API stand-in over the JSON content files: the subset the real `contentful` client uses
 * (space, entries, entry, assets, asset, locales), bearer-token auth, CDA error shapes, CORS for browsers, and the
 * asset files themselves under `/assets-files/`.
 */
export async function createContentStandin(options: ContentStandinOptions = {}): Promise<ContentStandin> {
  const contentDir = options.contentDir ?? DEFAULT_CONTENT_DIR;
  const accessToken = options.accessToken ?? CONTENT_STANDIN_DEFAULTS.accessToken;
  const spaceId = options.space ?? CONTENT_STANDIN_DEFAULTS.space;
  const environments = options.environments ?? CONTENT_STANDIN_DEFAULTS.environments;
  const edits = new Map<string, { fields: Record<string, Record<string, unknown>>; at: string; count: number }>();
  const withEdits = (loaded: ContentSnapshot): ContentSnapshot => {
    if (edits.size === 0) return loaded;
    const entries = new Map(loaded.entries);
    for (const [id, edit] of edits) {
      const entry = entries.get(id);
      if (!entry) continue;
      const fields = { ...entry.fields };
      for (const [name, values] of Object.entries(edit.fields)) fields[name] = { ...fields[name], ...values };
      entries.set(id, {
        ...entry,
        sys: {
          ...entry.sys,
          updatedAt: edit.at,
          publishedVersion: (entry.sys.publishedVersion ?? 1) + edit.count,
          revision: (entry.sys.revision ?? 1) + edit.count,
        },
        fields,
      });
    }
    return { ...loaded, entries };
  };
  let files: ContentSnapshot = loadContent(contentDir);
  let snapshot: ContentSnapshot = files;
  const requests: RecordedRequest[] = [];
  const publishEdit = (id: string, fields: Record<string, Record<string, unknown>>) => {
    if (!files.entries.has(id))
      throw new CdaError('NotFound', 'The resource could not be found.', { type: 'Entry', id });
    const previous = edits.get(id);
    const merged = { ...previous?.fields };
    for (const [name, values] of Object.entries(fields)) merged[name] = { ...merged[name], ...values };
    edits.set(id, { fields: merged, at: new Date().toISOString(), count: (previous?.count ?? 0) + 1 });
    snapshot = withEdits(files);
  };
  const undoEdits = (id?: string) => {
    if (id === undefined) edits.clear();
    else edits.delete(id);
    snapshot = withEdits(files);
  };

  const app = Fastify({ logger: options.logger ?? false, routerOptions: { ignoreTrailingSlash: true } });

  app.addHook('onRequest', async (request, reply) => {
    void reply.header('access-control-allow-origin', '*');
    void reply.header('access-control-expose-headers', 'X-Contentful-Request-Id');
    void reply.header('x-contentful-request-id', request.id);
    if (request.method === 'OPTIONS' || !request.url.startsWith('/spaces/')) return;
    const [pathname, query = ''] = request.url.split('?', 2) as [string, string?];
    requests.push({ method: request.method, path: pathname, query });
    const header = request.headers.authorization;
    const fromQuery = (request.query as Record<string, unknown>).access_token;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : fromQuery;
    if (token !== accessToken) {
      throw new CdaError('AccessTokenInvalid', 'The access token you sent could not be found or is invalid.');
    }
  });

  // Liveness for the process that starts the stack (not part of the CDA).
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.setErrorHandler((error, request, reply) => {
    const cda =
      error instanceof CdaError
        ? error
        : (error as { statusCode?: number }).statusCode === 400
          ? new CdaError('BadRequest', 'The request was not understood.')
          : undefined;
    if (!cda) request.log.error({ err: error }, 'content stand-in failure');
    const body = cda?.body(request.id) ?? {
      sys: { type: 'Error', id: 'ServerError' },
      message: 'Internal server error.',
      requestId: request.id,
    };
    return reply
      .code(cda?.status ?? 500)
      .type(CDA_JSON)
      .send(body);
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).type(CDA_JSON).send(new CdaError('NotFound', 'The resource could not be found.').body(request.id)),
  );

  app.options('*', async (request, reply) => {
    const requested = request.headers['access-control-request-headers'];
    return reply
      .code(204)
      .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
      .header('access-control-allow-headers', typeof requested === 'string' ? requested : ALLOWED_HEADERS)
      .header('access-control-max-age', '86400')
      .send();
  });

  function contextFor(request: FastifyRequest<{ Params: SpaceParams }>): RenderContext {
    const { space, environment = 'master' } = request.params;
    if (space !== spaceId) {
      throw new CdaError('NotFound', 'The resource could not be found.', { type: 'Space', id: space });
    }
    if (!environments.includes(environment)) {
      throw new CdaError('NotFound', 'The resource could not be found.', { type: 'Environment', id: environment });
    }
    return { snapshot, space, environment, assetHost: request.headers.host ?? '127.0.0.1' };
  }

  function collection(kind: 'Entry' | 'Asset', request: FastifyRequest<{ Params: SpaceParams }>) {
    const context = contextFor(request);
    const query = parseCollectionQuery(request.query as Record<string, unknown>, kind, context.snapshot);
    const filterLocale =
      query.locale.kind === 'one' ? query.locale : selectLocale(context.snapshot, context.snapshot.defaultLocale);
    const render = (stored: unknown, locale: typeof query.locale): CdaEntity =>
      kind === 'Entry'
        ? renderEntry(stored as Parameters<typeof renderEntry>[0], locale, context)
        : renderAsset(stored as Parameters<typeof renderAsset>[0], locale, context);
    const stored: unknown[] = [...(kind === 'Entry' ? context.snapshot.entries : context.snapshot.assets).values()];
    const matches = stored
      .map((item) => ({ item, view: render(item, filterLocale) }))
      .filter(({ view }) => {
        if (query.contentType && valueAt(view, ['sys', 'contentType', 'sys', 'id']) !== query.contentType) {
          return false;
        }
        if (!query.filters.every((filter) => passes(view, filter))) return false;
        if (query.fullText && !matchesFullText(view, query.fullText)) return false;
        const target = query.linksTo;
        if (target && !linksIn(view.fields).some((ref) => ref.linkType === target.linkType && ref.id === target.id)) {
          return false;
        }
        return true;
      });
    const sort = compareEntities(query.order);
    matches.sort((a, b) => sort(a.view, b.view));
    const page = matches.slice(query.skip, query.skip + query.limit);
    const items = page.map(({ item, view }) =>
      project(query.locale.kind === 'one' ? view : render(item, query.locale), query.select),
    );
    const { includes, errors } = includeLinked(
      items as Array<{ sys: { id: string; type: string }; fields?: unknown }>,
      query.include,
      query.locale,
      context,
    );
    return {
      sys: { type: 'Array' },
      total: matches.length,
      skip: query.skip,
      limit: query.limit,
      items,
      ...(includes.Entry || includes.Asset ? { includes } : {}),
      ...(errors.length > 0 ? { errors } : {}),
    };
  }

  function single(kind: 'Entry' | 'Asset', request: FastifyRequest<{ Params: SpaceParams }>): CdaEntity {
    const context = contextFor(request);
    const raw = request.query as Record<string, unknown>;
    const locale = selectLocale(context.snapshot, typeof raw.locale === 'string' ? raw.locale : undefined);
    const id = request.params.id ?? '';
    const entry = kind === 'Entry' ? context.snapshot.entries.get(id) : undefined;
    const asset = kind === 'Asset' ? context.snapshot.assets.get(id) : undefined;
    if (entry) return renderEntry(entry, locale, context);
    if (asset) return renderAsset(asset, locale, context);
    throw new CdaError('NotFound', 'The resource could not be found.', {
      type: kind,
      id,
      environment: context.environment,
      space: context.space,
    });
  }

  for (const prefix of ['/spaces/:space/environments/:environment', '/spaces/:space']) {
    app.get<{ Params: SpaceParams }>(`${prefix}/entries`, async (request, reply) =>
      reply.type(CDA_JSON).send(collection('Entry', request)),
    );
    app.get<{ Params: SpaceParams }>(`${prefix}/entries/:id`, async (request, reply) =>
      reply.type(CDA_JSON).send(single('Entry', request)),
    );
    app.get<{ Params: SpaceParams }>(`${prefix}/assets`, async (request, reply) =>
      reply.type(CDA_JSON).send(collection('Asset', request)),
    );
    app.get<{ Params: SpaceParams }>(`${prefix}/assets/:id`, async (request, reply) =>
      reply.type(CDA_JSON).send(single('Asset', request)),
    );
    app.get<{ Params: SpaceParams }>(`${prefix}/locales`, async (request, reply) => {
      const { snapshot: current } = contextFor(request);
      const items = current.locales.map((locale) => ({
        code: locale.code,
        name: locale.name,
        default: locale.default,
        fallbackCode: locale.fallbackCode,
        sys: { id: locale.code, type: 'Locale', version: 1 },
      }));
      return reply.type(CDA_JSON).send({ sys: { type: 'Array' }, total: items.length, skip: 0, limit: 1000, items });
    });
  }
  app.get<{ Params: SpaceParams }>('/spaces/:space', async (request, reply) => {
    const { snapshot: current } = contextFor(request);
    return reply.type(CDA_JSON).send({
      sys: { type: 'Space', id: spaceId },
      name: current.spaceName,
      locales: current.locales.map(({ code, name, fallbackCode }) => ({
        code,
        default: code === current.defaultLocale,
        name,
        fallbackCode,
      })),
    });
  });

  const assetRoot = path.resolve(contentDir, ASSET_FILES_DIR);
  app.get<{ Params: { '*': string } }>(`/${ASSET_FILES_DIR}/*`, async (request, reply) => {
    const file = path.resolve(assetRoot, request.params['*']);
    if (!file.startsWith(assetRoot + path.sep)) throw new CdaError('NotFound', 'The resource could not be found.');
    const bytes = await readFile(file).catch(() => undefined);
    if (!bytes) throw new CdaError('NotFound', 'The resource could not be found.');
    return reply
      .type(mimeTypeOf(file))
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(bytes);
  });

  const reload = () => {
    files = loadContent(contentDir);
    snapshot = withEdits(files);
  };

  if (options.editing) {
    const editSchema = v.object({
      fields: v.record(v.string(), v.record(v.pipe(v.string(), v.regex(/^[a-z]{2}-[A-Z]{2}$/)), v.unknown())),
    });
    const authorised = (request: FastifyRequest) => request.headers.authorization === `Bearer ${accessToken}`;
    app.put<{ Params: { id: string } }>('/editor/entries/:id', async (request, reply) => {
      if (!authorised(request)) throw new CdaError('AccessTokenInvalid', 'The access token you sent is invalid.');
      const body = v.safeParse(editSchema, request.body);
      if (!body.success) throw new CdaError('BadRequest', 'Send { "fields": { "<name>": { "<locale>": value } } }.');
      publishEdit(request.params.id, body.output.fields);
      app.log.info({ id: request.params.id }, 'entry edited');
      return reply.code(204).send();
    });
    app.delete<{ Params: { id: string } }>('/editor/entries/:id', async (request, reply) => {
      if (!authorised(request)) throw new CdaError('AccessTokenInvalid', 'The access token you sent is invalid.');
      undoEdits(request.params.id);
      return reply.code(204).send();
    });
  }

  let watcher: FSWatcher | undefined;
  let pending: NodeJS.Timeout | undefined;
  if (options.watch ?? true) {
    watcher = watch(contentDir, (_event, name) => {
      if (name && !name.endsWith('.json')) return;
      clearTimeout(pending);
      pending = setTimeout(() => {
        try {
          reload();
          app.log.info('content reloaded');
        } catch (error) {
          // A half-saved or broken file keeps the last good content in service.
          app.log.error({ err: error }, 'content files are invalid; still serving the previous content');
        }
      }, 150);
    });
  }
  app.addHook('onClose', async () => {
    clearTimeout(pending);
    watcher?.close();
  });

  await app.ready();
  return {
    app,
    get requests() {
      return requests;
    },
    clearRequests: () => {
      requests.length = 0;
    },
    reload,
    publishEdit,
    undoEdits,
    async listen({ host = CONTENT_STANDIN_DEFAULTS.host, port = CONTENT_STANDIN_DEFAULTS.port } = {}) {
      await app.listen({ host, port });
      const address = app.server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      return { host: `${host}:${bound}`, url: `http://${host}:${bound}` };
    },
    close: () => app.close(),
  };
}
