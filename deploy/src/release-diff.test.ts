/** @jest-environment node */
import { firstVisitScripts, formatSizeChange, sharedChanges } from './release-diff';
import type { FederationManifest } from './store-schemas';

const react = { name: 'react', version: '19.3.1', requiredVersion: '19.3.1', singleton: true };
const contracts = { name: '@storefront/contracts', version: '1.6.0', requiredVersion: '^1.6.0', singleton: true };

describe('what a deploy says changed in the shared-dependency requirements', () => {
  it('says nothing when the shared map is the same', () => {
    expect(sharedChanges([react, contracts], [contracts, react])).toEqual([]);
  });

  it('names a new range, a new bundled version and a lost singleton flag on one line per package', () => {
    const lines = sharedChanges(
      [react, contracts],
      [
        { ...react, requiredVersion: '^19.4.0', version: '19.4.0' },
        { ...contracts, singleton: false },
      ],
    );

    expect(lines).toEqual([
      '~ @storefront/contracts: no longer a singleton',
      '~ react: requires 19.3.1 → ^19.4.0; bundles 19.3.1 → 19.4.0',
    ]);
  });

  it('names packages newly shared and no longer shared, with what they require', () => {
    const lines = sharedChanges([react], [contracts, { name: 'react-dom', requiredVersion: false }]);

    expect(lines).toEqual([
      '+ @storefront/contracts: now shared (requires ^1.6.0, bundles 1.6.0, singleton)',
      '- react: no longer shared (requires 19.3.1, bundles 19.3.1, singleton)',
      '+ react-dom: now shared (requires any version)',
    ]);
  });
});

describe('the size change of a first visit', () => {
  it('shows both gzip sizes in kilobytes and the signed difference', () => {
    expect(formatSizeChange(52_100, 54_000)).toBe('52.1 KB → 54.0 KB (+1.9 KB)');
    expect(formatSizeChange(54_000, 52_100)).toBe('54.0 KB → 52.1 KB (−1.9 KB)');
  });

  it('gives a change under a kilobyte in bytes, and says when the size is the same', () => {
    expect(formatSizeChange(47_912, 47_909)).toBe('47.9 KB → 47.9 KB (−3 B)');
    expect(formatSizeChange(1_000, 1_000)).toBe('1.0 KB → 1.0 KB (same size)');
  });
});

describe('the scripts of a remote first visit', () => {
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [{ ...react, assets: { js: { sync: ['react.js'], async: [] }, css: { sync: [], async: [] } } }],
    exposes: [
      { name: 'widgets', assets: { js: { sync: ['widgets.js'], async: [] }, css: { sync: [], async: [] } } },
      { name: 'routes', assets: { js: { sync: ['routes.js'], async: ['a.js'] }, css: { sync: [], async: [] } } },
    ],
  } as FederationManifest;
  const sizes: Record<string, number> = { 'list.js': 30, 'product.js': 50, 'common.js': 10, 'messages-en.js': 5 };

  it('are the entry, the routes module, the English messages and the chunks of the heaviest page', () => {
    const visit = firstVisitScripts(
      manifest,
      {
        routes: { list: ['common.js', 'list.js', 'list.css'], product: ['common.js', 'product.js'] },
        messages: { en: ['messages-en.js'], fr: ['messages-fr.js'] },
      },
      (file) => sizes[file] ?? 0,
    );

    expect(visit).toEqual({
      files: ['remoteEntry.js', 'routes.js', 'messages-en.js', 'common.js', 'product.js'],
      routeId: 'product',
    });
  });

  it('are the entry and the routes module of a build without route-chunks.json', () => {
    expect(firstVisitScripts(manifest, undefined, () => 1)).toEqual({
      files: ['remoteEntry.js', 'routes.js'],
      routeId: undefined,
    });
  });
});
