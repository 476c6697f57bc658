/** @jest-environment node */
import {
  appendToHead,
  assetsForPath,
  bootDataScript,
  languageForPath,
  localManifest,
  pathMatches,
  preloadLinks,
  remotePageForPath,
  remoteRouteHints,
  routePageHints,
  scriptSafeJson,
  type BootHints,
} from './boot-hints';

const hints: BootHints = {
  routes: [
    { path: '/p/:product', remote: 'catalogue', routeId: 'product' },
    { path: '/stores/:store', remote: 'stores', routeId: 'store-detail' },
    { path: '/fr-CA/p/:product', remote: 'catalogue', routeId: 'product' },
  ],
  boot: ['/_shell/1/807.abcdef12.js', '/_shell/1/807.abcdef12.css'],
  assets: [
    { path: '/fr-CA/*', language: 'fr', files: ['/_shell/1/messages-fr.js'] },
    { path: '*', language: 'en', files: ['/_shell/1/messages-en.js'] },
  ],
};

describe('inline boot data', () => {
  it('cannot close its script element or open a comment, and still parses to the same value', () => {
    const value = { text: '</script><script>alert(1)</script><!-- & \u2028 \u2029' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('is a JSON script element the shell finds by id', () => {
    const element = bootDataScript({
      config: {
        maintenance: false,
        marketHosts: { localhost: 'AU' },
        marketOrigins: {},
        integrations: ['</script>'],
        engagement: null,
      },
      registry: { remotes: {} },
    });
    expect(element).toMatch(/^<script type="application\/json" id="storefront-boot">[^<]*<\/script>$/);
  });

  it('goes at the end of the head', () => {
    expect(appendToHead('<html><head><title>x</title></head><body></body></html>', '<link>')).toBe(
      '<html><head><title>x</title><link></head><body></body></html>',
    );
  });
});

describe('which remote page a path shows', () => {
  it('matches parameters segment by segment and prefix patterns with their bare prefix', () => {
    expect(pathMatches('/p/:product', '/p/halo-ring')).toBe(true);
    expect(pathMatches('/p/:product', '/p/halo-ring/more')).toBe(false);
    expect(pathMatches('/p/:product', '/q/halo-ring')).toBe(false);
    expect(pathMatches('/fr-CA/*', '/fr-CA')).toBe(true);
    expect(pathMatches('/fr-CA/*', '/fr-CA/p/x')).toBe(true);
    expect(pathMatches('/fr-CA/*', '/fr/p/x')).toBe(false);
    expect(pathMatches('*', '/anything')).toBe(true);
  });

  it('names the owning remote and route, and the language', () => {
    expect(remotePageForPath(hints, '/fr-CA/p/halo-ring')).toEqual({ remote: 'catalogue', routeId: 'product' });
    expect(remotePageForPath(hints, '/engagement-rings')).toBeUndefined();
    expect(languageForPath(hints, '/fr-CA/p/halo-ring')).toBe('fr');
    expect(languageForPath(hints, '/p/halo-ring')).toBe('en');
  });

  it('preloads the boot chunks and the messages of the path’s language', () => {
    expect(assetsForPath(hints, '/fr-CA')).toEqual([
      { href: '/_shell/1/807.abcdef12.js', as: 'script' },
      { href: '/_shell/1/807.abcdef12.css', as: 'style' },
      { href: '/_shell/1/messages-fr.js', as: 'script' },
    ]);
  });
});

describe('remote hints', () => {
  const manifestUrl = '/remotes/catalogue/1.2.0/mf-manifest.json';
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    exposes: [
      { path: './widgets', assets: { js: { sync: ['w.js'] }, css: { sync: [] } } },
      { path: './routes', assets: { js: { sync: ['r.js'] }, css: { sync: ['r.css'] } } },
    ],
  };

  it('preloads the manifest (CORS, as the runtime fetches it), the entry and the route module', () => {
    expect(remoteRouteHints(manifestUrl, manifest)).toEqual([
      { href: manifestUrl, as: 'fetch', crossOrigin: true },
      { href: '/remotes/catalogue/1.2.0/remoteEntry.js', as: 'script' },
      { href: '/remotes/catalogue/1.2.0/r.js', as: 'script' },
      { href: '/remotes/catalogue/1.2.0/r.css', as: 'style' },
    ]);
    expect(remoteRouteHints(manifestUrl, { not: 'a manifest' })).toBeUndefined();
  });

  it('preloads the page’s own chunks and the remote’s messages in the page language', () => {
    const chunks = { routes: { product: ['1.js', '1.css'] }, messages: { en: ['m-en.js'], fr: ['m-fr.js'] } };
    expect(routePageHints(manifestUrl, chunks, 'product', 'fr').map((hint) => hint.href)).toEqual([
      '/remotes/catalogue/1.2.0/1.js',
      '/remotes/catalogue/1.2.0/1.css',
      '/remotes/catalogue/1.2.0/m-fr.js',
    ]);
    expect(routePageHints(manifestUrl, chunks, 'search', undefined)).toEqual([]);
  });

  it('only reads manifests from its own release store', () => {
    expect(localManifest(manifestUrl)).toEqual({ remote: 'catalogue', version: '1.2.0', file: 'mf-manifest.json' });
    expect(localManifest('https://cdn.example.com/remotes/catalogue/1.2.0/mf-manifest.json')).toBeUndefined();
    expect(localManifest('/remotes/unknown/1.2.0/mf-manifest.json')).toBeUndefined();
  });

  it('writes escaped link tags once per URL', () => {
    expect(
      preloadLinks([
        { href: '/a.js?x="1"&y', as: 'script' },
        { href: '/a.js?x="1"&y', as: 'script' },
        { href: '/m.json', as: 'fetch', crossOrigin: true },
      ]),
    ).toBe(
      '<link rel="preload" href="/a.js?x=&quot;1&quot;&amp;y" as="script">' +
        '<link rel="preload" href="/m.json" as="fetch" crossorigin="anonymous">',
    );
  });
});
