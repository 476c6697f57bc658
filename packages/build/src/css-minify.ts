import { createRequire } from 'node:module';
import webpack from 'webpack';

type CssMinify = (
  input: Record<string, string>,
  sourceMap: undefined,
  options: object,
) => Promise<{ code: string; errors?: unknown[] }>;

/**
 * webpack's own CSS minifier (the serializer its native CSS support minifies with: whitespace, empty rules, colours
 * and numbers shortened, custom properties kept verbatim, nothing reordered). Its minimizer runs it only for native CSS
 * (`experiments.css`), and our stylesheets are mini-css-extract-plugin's, so this plugin runs it on them.
 */
const cssMinify = createRequire(__filename)('webpack/lib/css/cssMinify') as CssMinify;

/**
 * The browsers the scripts are compiled for (swc's `es2020`): the minifier writes no spelling they cannot read (a
 * media query's range syntax, for one) and leaves vendor prefixes as written.
 */
const environment = { browsers: ['chrome 80', 'edge 80', 'firefox 78', 'safari 14'], vendorPrefixes: false };

/** One stylesheet minified; its errors, if any, fail the build. */
export async function minifyStylesheet(name: string, css: string): Promise<string> {
  const result = await cssMinify({ [name]: css }, undefined, { environment });
  if (result.errors && result.errors.length > 0) throw new Error(`${name}: ${String(result.errors[0])}`);
  return result.code;
}

/** Minifies every emitted `.css` asset of a production build (the shell's was 58 KB as written). */
export class CssMinifyPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('CssMinifyPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'CssMinifyPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE },
        async (assets) => {
          for (const name of Object.keys(assets)) {
            const asset = compilation.getAsset(name);
            if (!name.endsWith('.css') || !asset || asset.info.minimized) continue;
            const minified = await minifyStylesheet(name, asset.source.source().toString());
            compilation.updateAsset(name, new webpack.sources.RawSource(minified), { minimized: true });
          }
        },
      );
    });
  }
}
