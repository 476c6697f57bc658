import { createClient, type ContentfulClientApi } from 'contentful';
import { createContentStandin, type ContentStandin } from './content-standin';
import { buildAsset, buildEntry, linkTo, writeContentDir } from './test-content';

const fixture = writeContentDir({
  assets: [buildAsset('img-ring', 'rings/solitaire.svg', { 'en-AU': 'Solitaire', 'fr-CA': 'Solitaire (fr)' })],
  entries: [
    buildEntry('cat-root', 'category', { name: { 'en-AU': 'All jewellery', 'fr-CA': 'Tous les bijoux' }, slug: 'all' }),
    buildEntry('cat-rings', 'category', {
      name: { 'en-AU': 'Rings', 'fr-CA': 'Bagues' },
      slug: 'rings',
      parent: linkTo('Entry', 'cat-root'),
    }),
    buildEntry(
      'prod-1',
      'product',
      {
        title: { 'en-AU': 'Solitaire ring', 'en-CA': 'Solitaire ring (CA)', 'fr-CA': 'Bague solitaire' },
        colour: { 'en-AU': 'Yellow gold', 'en-CA': 'Yellow gold (CA)' },
        slug: 'solitaire-ring',
        price: 1200,
        tags: ['diamond', 'gold'],
        category: linkTo('Entry', 'cat-rings'),
        image: linkTo('Asset', 'img-ring'),
        related: [linkTo('Entry', 'prod-2'), linkTo('Entry', 'does-not-exist'), linkTo('Entry', 'prod-draft')],
      },
      { updatedAt: '2026-02-01T00:00:00.000Z' },
    ),
    buildEntry(
      'prod-2',
      'product',
      { title: 'Halo ring', slug: 'halo-ring', price: 3400, tags: ['diamond'], category: linkTo('Entry', 'cat-rings') },
      { updatedAt: '2026-03-01T00:00:00.000Z' },
    ),
    buildEntry(
      'prod-3',
      'product',
      { title: 'Hoop earrings', slug: 'hoop-earrings', price: 1200, tags: ['gold'] },
      { updatedAt: '2026-01-15T00:00:00.000Z' },
    ),
    buildEntry('prod-draft', 'product', { title: 'Unreleased ring', slug: 'unreleased' }, { draft: true }),
    buildEntry('promo-1', 'promoBanner', { headline: 'Spring sale', product: linkTo('Entry', 'prod-1') }),
  ],
});

let standin: ContentStandin;
let host: string;
let client: ContentfulClientApi<undefined>;

function clientWith(options: { accessToken?: string; space?: string } = {}) {
  return createClient({
    space: options.space ?? 'storefront',
    environment: 'master',
    accessToken: options.accessToken ?? 'local-cda-token',
    host,
    insecure: true,
    retryOnError: false,
    timeout: 5000,
  });
}

type Query = Parameters<ContentfulClientApi<undefined>['getEntries']>[0];
const query = (value: Record<string, unknown>) => value as Query;

/** Follows resolved links: `at(entry, 'category', 'parent', 'name')` reads `entry.fields.category.fields.parent.fields.name`. */
function at(entity: unknown, ...names: string[]): unknown {
  return names.reduce<unknown>(
    (value, name) => (value as { fields?: Record<string, unknown> } | undefined)?.fields?.[name],
    entity,
  );
}

beforeAll(async () => {
  standin = await createContentStandin({ contentDir: fixture.dir, watch: false });
  ({ host } = await standin.listen({ port: 0 }));
  client = clientWith();
});
beforeEach(() => standin.clearRequests());
afterAll(async () => {
  await standin.close();
  fixture.remove();
});

describe('the content stand-in, driven by the real contentful client', () => {
  it('receives the exact query string of several content types, locale, include and order', async () => {
    const response = await client.getEntries(
      query({
        'sys.contentType.sys.id[in]': ['product', 'promoBanner'],
        locale: 'en-AU',
        include: 10,
        order: ['-sys.updatedAt'],
      }),
    );
    expect(standin.requests).toEqual([
      {
        method: 'GET',
        path: '/spaces/storefront/environments/master/entries',
        query: 'sys.contentType.sys.id%5Bin%5D=product%2CpromoBanner&locale=en-AU&include=10&order=-sys.updatedAt',
      },
    ]);
    expect(response.items.map((item) => item.sys.id)).toEqual(['prod-2', 'prod-1', 'prod-3', 'promo-1']);
    expect(response.total).toBe(4);
  });

  it('answers in the full CDA shape', async () => {
    const response = await client.withoutLinkResolution.getEntries(query({ 'sys.id': 'prod-2', locale: 'en-NZ' }));
    expect(response).toMatchObject({ total: 1, skip: 0, limit: 100 });
    expect(response.items[0]).toEqual({
      metadata: { tags: [], concepts: [] },
      sys: {
        space: { sys: { type: 'Link', linkType: 'Space', id: 'storefront' } },
        id: 'prod-2',
        type: 'Entry',
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-03-01T00:00:00.000Z',
        environment: { sys: { id: 'master', type: 'Link', linkType: 'Environment' } },
        publishedVersion: 1,
        revision: 1,
        contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'product' } },
        locale: 'en-NZ',
      },
      fields: {
        title: 'Halo ring',
        slug: 'halo-ring',
        price: 3400,
        tags: ['diamond'],
        category: { sys: { type: 'Link', linkType: 'Entry', id: 'cat-rings' } },
      },
    });
  });

  it('resolves links through includes, breadth first, only as deep as asked', async () => {
    const deep = await client.getEntries(query({ content_type: 'promoBanner', include: 3, locale: 'en-AU' }));
    const product = deep.items[0]?.fields.product;
    expect(at(product, 'category', 'parent', 'name')).toBe('All jewellery');
    expect(at(product, 'image', 'file')).toEqual({
      url: `//${host}/assets-files/rings/solitaire.svg`,
      details: { size: expect.any(Number), image: { width: 40, height: 30 } },
      fileName: 'solitaire.svg',
      contentType: 'image/svg+xml',
    });

    const shallow = await client.getEntries(query({ content_type: 'promoBanner', include: 1, locale: 'en-AU' }));
    const linked = shallow.items[0]?.fields.product;
    expect(at(linked, 'title')).toBe('Solitaire ring');
    expect(at(linked, 'category')).toEqual({ sys: { type: 'Link', linkType: 'Entry', id: 'cat-rings' } });

    const none = await client.withoutLinkResolution.getEntries(query({ content_type: 'promoBanner', include: 0 }));
    expect(none.includes).toBeUndefined();
  });

  it('never repeats an item in includes, and reports dangling and unpublished links once', async () => {
    const raw = await client.withoutLinkResolution.getEntries(
      query({ content_type: 'product', include: 2, locale: 'en-AU' }),
    );
    const included = (raw.includes?.Entry ?? []).map((entry) => entry.sys.id).sort();
    expect(included).toEqual(['cat-rings', 'cat-root']);
    expect(raw.includes?.Asset?.map((asset) => asset.sys.id)).toEqual(['img-ring']);
    expect((raw as unknown as { errors: unknown[] }).errors).toEqual([
      {
        sys: { id: 'notResolvable', type: 'error' },
        details: { type: 'Link', linkType: 'Entry', id: 'does-not-exist' },
      },
      { sys: { id: 'notResolvable', type: 'error' }, details: { type: 'Link', linkType: 'Entry', id: 'prod-draft' } },
    ]);
    const pruned = await client.withoutUnresolvableLinks.getEntries(query({ 'sys.id': 'prod-1', include: 1 }));
    const related = pruned.items[0]?.fields.related as Array<{ sys: { id: string } }>;
    expect(related.map((entry) => entry.sys.id)).toEqual(['prod-2']);
  });

  it('falls back along the locale chain fr-CA → en-CA → en-AU, and answers every locale for *', async () => {
    const french = await client.getEntry('prod-1', { locale: 'fr-CA' });
    expect(french.sys.locale).toBe('fr-CA');
    expect(french.fields.title).toBe('Bague solitaire');
    expect(french.fields.colour).toBe('Yellow gold (CA)');
    expect(french.fields.price).toBe(1200);
    const nz = await client.getEntry('prod-1', { locale: 'en-NZ' });
    expect(nz.fields.colour).toBe('Yellow gold');
    const all = await client.withAllLocales.getEntries(query({ 'sys.id': 'prod-1', include: 0 }));
    expect(all.items[0]?.fields.title).toEqual({
      'en-AU': 'Solitaire ring',
      'en-CA': 'Solitaire ring (CA)',
      'fr-CA': 'Bague solitaire',
    });
    expect(all.items[0]?.sys.locale).toBeUndefined();
    expect(standin.requests.at(-1)?.query).toBe('sys.id=prod-1&include=0&locale=%2A');
  });

  it('filters on fields with equality, [in], [ne], [exists] and [match], and sorts on several keys', async () => {
    const ids = async (value: Record<string, unknown>) =>
      (await client.getEntries(query({ content_type: 'product', include: 0, ...value }))).items.map(
        (item) => item.sys.id,
      );
    expect(await ids({ 'fields.slug': 'halo-ring' })).toEqual(['prod-2']);
    expect(await ids({ 'fields.slug[in]': ['halo-ring', 'hoop-earrings'], order: ['sys.id'] })).toEqual([
      'prod-2',
      'prod-3',
    ]);
    expect(await ids({ 'fields.slug[ne]': 'halo-ring', order: ['sys.id'] })).toEqual(['prod-1', 'prod-3']);
    expect(await ids({ 'fields.category[exists]': false })).toEqual(['prod-3']);
    expect(await ids({ 'fields.title[match]': 'RING halo' })).toEqual(['prod-2']);
    expect(await ids({ 'fields.tags': 'gold', order: ['sys.id'] })).toEqual(['prod-1', 'prod-3']);
    expect(await ids({ 'fields.category.sys.id': 'cat-rings', order: ['sys.id'] })).toEqual(['prod-1', 'prod-2']);
    expect(await ids({ order: ['fields.price', '-sys.updatedAt'] })).toEqual(['prod-1', 'prod-3', 'prod-2']);
  });

  it('pages with limit and skip, and selects fields (the client adds sys.id and sys.type)', async () => {
    const page = await client.getEntries(
      query({ content_type: 'product', order: ['sys.id'], limit: 1, skip: 1, select: ['fields.title'] }),
    );
    expect(standin.requests.at(-1)?.query).toBe(
      'content_type=product&order=sys.id&limit=1&skip=1&select=fields.title%2Csys.id%2Csys.type',
    );
    expect(page).toMatchObject({ total: 3, skip: 1, limit: 1 });
    expect(page.items).toEqual([{ sys: { id: 'prod-2', type: 'Entry' }, fields: { title: 'Halo ring' } }]);
    const raw = await standin.app.inject({
      url: '/spaces/storefront/environments/master/entries?content_type=product&select=fields.image&sys.id=prod-1',
      headers: { authorization: 'Bearer local-cda-token' },
    });
    expect(raw.json().items).toEqual([
      {
        sys: { id: 'prod-1', type: 'Entry' },
        fields: { image: { sys: { type: 'Link', linkType: 'Asset', id: 'img-ring' } } },
      },
    ]);
    expect(raw.json().includes.Asset[0].sys.id).toBe('img-ring');
  });

  it('serves assets, locales and the space', async () => {
    const asset = await client.getAsset('img-ring', { locale: 'fr-CA' });
    expect(asset.fields.title).toBe('Solitaire (fr)');
    const assets = await client.getAssets();
    expect(assets.items.map((item) => item.sys.id)).toEqual(['img-ring']);
    const locales = await client.getLocales();
    expect(locales.items.map(({ code, fallbackCode }) => [code, fallbackCode])).toEqual([
      ['en-AU', null],
      ['en-CA', 'en-AU'],
      ['fr-CA', 'en-CA'],
      ['en-NZ', 'en-AU'],
    ]);
    const space = await client.getSpace();
    expect(space).toMatchObject({ sys: { type: 'Space', id: 'storefront' }, name: 'Test space' });
    const file = await standin.app.inject({ url: '/assets-files/rings/solitaire.svg' });
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect((await standin.app.inject({ url: '/assets-files/../space.json' })).statusCode).toBe(404);
  });

  it('makes the client throw errors named as the CDA names them', async () => {
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: Error) => error.name,
      );
    expect(await failure(clientWith({ accessToken: 'wrong' }).getEntries())).toBe('AccessTokenInvalid');
    expect(await failure(clientWith({ space: 'elsewhere' }).getEntries())).toBe('NotFound');
    // getEntry asks the collection endpoint (sys.id=…); the client itself turns an empty answer into NotFound.
    await expect(client.getEntry('does-not-exist')).rejects.toMatchObject({ sys: { id: 'NotFound' } });
    expect(standin.requests.at(-1)?.query).toBe('sys.id=does-not-exist');
    expect(await failure(client.getAsset('prod-draft'))).toBe('NotFound');
    expect(await failure(client.getEntries(query({ content_type: ['product', 'category'] })))).toBe('InvalidQuery');
    expect(await failure(client.getEntries(query({ 'fields.slug': 'halo-ring' })))).toBe('InvalidQuery');
    expect(await failure(client.getEntries(query({ content_type: 'product', 'fields.nope': 'x' })))).toBe(
      'InvalidQuery',
    );
    expect(await failure(client.getEntries(query({ content_type: 'product', 'fields.price[near]': '1' })))).toBe(
      'InvalidQuery',
    );
    expect(await failure(client.getEntries(query({ include: 11 })))).toBe('BadRequest');
    expect(await failure(client.getEntries(query({ limit: 1001 })))).toBe('BadRequest');
    expect(await failure(client.getEntries(query({ locale: 'de-DE' })))).toBe('BadRequest');
    const body = await standin.app.inject({ url: '/spaces/storefront/environments/master/entries' });
    expect(body.statusCode).toBe(401);
    expect(body.json()).toMatchObject({
      sys: { type: 'Error', id: 'AccessTokenInvalid' },
      requestId: expect.any(String),
    });
  });

  it('lets browsers call it across origins', async () => {
    const preflight = await standin.app.inject({
      method: 'OPTIONS',
      url: '/spaces/storefront/environments/master/entries',
      headers: {
        origin: 'http://localhost:8080',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,content-type,x-contentful-user-agent',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'x-contentful-user-agent',
    );
    const answer = await standin.app.inject({
      url: '/spaces/storefront/environments/master/locales',
      headers: { authorization: 'Bearer local-cda-token', origin: 'http://localhost:8080' },
    });
    expect(answer.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves edited content after a reload, and keeps serving when an edit is broken', async () => {
    const edited = writeContentDir({ entries: [buildEntry('only', 'note', { text: 'first' })] });
    const local = await createContentStandin({ contentDir: edited.dir, watch: false });
    const read = async () =>
      (
        await local.app.inject({
          url: '/spaces/storefront/environments/master/entries/only',
          headers: { authorization: 'Bearer local-cda-token' },
        })
      ).json().fields.text;
    expect(await read()).toBe('first');
    edited.write([buildEntry('only', 'note', { text: 'second' })]);
    local.reload();
    expect(await read()).toBe('second');
    edited.write([{ sys: { id: 'broken' } }]);
    expect(() => local.reload()).toThrow(/entries\.json/);
    expect(await read()).toBe('second');
    await local.close();
    edited.remove();
  });
});

describe('an editor publishing a change (editing on)', () => {
  let editable: ContentStandin;
  let editableUrl: string;
  const send = (method: 'PUT' | 'DELETE', id: string, body?: unknown, token = 'local-cda-token') =>
    fetch(`${editableUrl}/editor/entries/${id}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const entry = async (id: string, locale = 'en-AU') =>
    (await fetch(`${editableUrl}/spaces/storefront/entries/${id}?locale=${locale}`, {
      headers: { authorization: 'Bearer local-cda-token' },
    }).then((response) => response.json())) as {
      sys: { updatedAt: string; revision: number };
      fields: Record<string, unknown>;
    };

  beforeAll(async () => {
    editable = await createContentStandin({ contentDir: fixture.dir, watch: false, editing: true });
    ({ url: editableUrl } = await editable.listen({ port: 0 }));
  });
  afterAll(() => editable.close());

  it('serves the published change in place of the file’s value, newer, until it is undone; the files are untouched', async () => {
    const before = await entry('prod-2');
    expect((await send('PUT', 'prod-2', { fields: { title: { 'en-AU': 'Halo ring, re-edited' } } })).status).toBe(204);
    const after = await entry('prod-2');
    expect(after.fields.title).toBe('Halo ring, re-edited');
    expect(after.fields.slug).toBe('halo-ring');
    expect(after.sys.revision).toBeGreaterThan(before.sys.revision);
    expect(after.sys.updatedAt > before.sys.updatedAt).toBe(true);
    editable.reload();
    expect((await entry('prod-2')).fields.title).toBe('Halo ring, re-edited');
    expect((await send('DELETE', 'prod-2')).status).toBe(204);
    expect((await entry('prod-2')).fields.title).toBe('Halo ring');
  });

  it('refuses an edit without the token, of an unknown entry, or not shaped as fields per locale', async () => {
    expect((await send('PUT', 'prod-2', { fields: { title: { 'en-AU': 'x' } } }, 'wrong')).status).toBe(401);
    expect((await send('PUT', 'nothing-here', { fields: { title: { 'en-AU': 'x' } } })).status).toBe(404);
    expect((await send('PUT', 'prod-2', { fields: { title: 'no locale' } })).status).toBe(400);
    expect((await entry('prod-2')).fields.title).toBe('Halo ring');
  });

  it('has no editing address unless asked for', async () => {
    const response = await fetch(`http://${host}/editor/entries/prod-2`, {
      method: 'PUT',
      headers: { authorization: 'Bearer local-cda-token', 'content-type': 'application/json' },
      body: JSON.stringify({ fields: { title: { 'en-AU': 'x' } } }),
    });
    expect(response.status).toBe(404);
  });
});
