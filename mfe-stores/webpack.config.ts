import { createHash } from 'node:crypto';
import { createRemoteConfig } from '@storefront/build/webpack';
import webpack from 'webpack';
import { federation } from './module-federation.config';
import { buildMapOutlines } from './scripts/build-map-outlines.mjs';

/** The store map's providers this build knows (`src/features/store-map/map-providers.ts`); `outline` is the default. */
const MAP_PROVIDERS = ['outline'];

/** The store map's provider: `STORE_MAP_PROVIDER` when the remote is built (and so deployed), else `outline`. */
function mapProvider(): string {
  const provider = process.env.STORE_MAP_PROVIDER?.trim() || 'outline';
  if (!MAP_PROVIDERS.includes(provider)) {
    throw new Error(
      `STORE_MAP_PROVIDER "${provider}" is not one of the store map's providers: ${MAP_PROVIDERS.join(', ')}`,
    );
  }
  return provider;
}

/** The map outlines as hashed static files (`maps/<market>-outline.<hash>.json`): market → file, and their bytes. */
function outlineAssets(): { files: Record<string, string>; contents: Record<string, string> } {
  const files: Record<string, string> = {};
  const contents: Record<string, string> = {};
  for (const [market, json] of Object.entries(buildMapOutlines())) {
    const file = `maps/${market}-outline.${createHash('sha256').update(json).digest('hex').slice(0, 8)}.json`;
    files[market.toUpperCase()] = file;
    contents[file] = json;
  }
  return { files, contents };
}

/** Emits the map outlines beside the chunks; the map fetches them from the remote's public path once it is drawn. */
class MapOutlinesPlugin {
  constructor(private readonly contents: Record<string, string>) {}
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('MapOutlinesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'MapOutlinesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [file, json] of Object.entries(this.contents)) {
            compilation.emitAsset(file, new webpack.sources.RawSource(json), { immutable: true });
          }
        },
      );
    });
  }
}

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => {
  const config = createRemoteConfig({ dir: __dirname, ...federation, devPort: 3004 }, argv.mode ?? 'production');
  const outlines = outlineAssets();
  config.plugins = [
    ...(config.plugins ?? []),
    new MapOutlinesPlugin(outlines.contents),
    new webpack.DefinePlugin({
      'process.env.STORE_MAP_OUTLINES': JSON.stringify(JSON.stringify(outlines.files)),
      'process.env.STORE_MAP_PROVIDER': JSON.stringify(mapProvider()),
    }),
  ];
  return config;
};
