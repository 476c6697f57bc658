import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration as WebpackConfiguration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

/** A webpack configuration with the dev server's options. */
export type Configuration = WebpackConfiguration & { devServer?: DevServerConfiguration };
import { BootHintsPlugin, type BootHintsOptions } from './boot-hints';
import { CssMinifyPlugin } from './css-minify';
import { RouteChunksPlugin } from './route-chunks';
import { SHARE_STRATEGY, createShared, sharedSingletonPackages } from './federation';

/** A hung remote must give up well before webpack's 120 s default (ARCHITECTURE: cut off after at most 4 s). */
export const CHUNK_LOAD_TIMEOUT_MS = 4000;

type Mode = 'production' | 'development';

function scriptRules(mode: Mode): NonNullable<Configuration['module']>['rules'] {
  return [
    {
      test: /\.(ts|tsx|js|mjs)$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: mode === 'development' } },
            target: 'es2020',
          },
        },
      },
    },
    {
      test: /\.css$/,
      use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { importLoaders: 0 } }],
    },
  ];
}

function common(dir: string, mode: Mode): Configuration {
  return {
    mode,
    context: dir,
    devtool: mode === 'development' ? 'eval-cheap-module-source-map' : false,
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // Every message reaches the browser pre-parsed (bin/compile-messages.mjs), so react-intl's ICU parser (7.2 KB
      // gzip on the first render's path) is left out. A message missing from a catalogue would show its English text as
      // written, placeholders and all; `npm run i18n:check` fails on one.
      alias: { '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js' },
    },
    module: { rules: scriptRules(mode) },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // webpack's own JavaScript minimizer ('...'), and the extracted stylesheets minified too with webpack's own CSS
      // minifier (the shell's was 59.5 KB as written, 44.8 KB minified).
      minimizer: ['...', new CssMinifyPlugin()],
    },
  };
}

/** Options every federated build shares, plus its own `exposes`. */
export interface RemoteBuildOptions {
  /** The workspace folder (`__dirname` of its webpack config). */
  dir: string;
  /** Federation container name, e.g. `mfe_catalogue`. */
  name: string;
  /** What the remote exposes, e.g. `{ './routes': './src/exposes/routes.tsx' }`. */
  exposes: Record<string, string>;
  /** Port of the standalone development server. */
  devPort: number;
}

function readPackage(dir: string): { version: string; dependencies?: Record<string, string> } {
  return createRequire(path.join(dir, 'package.json'))('./package.json');
}

/**
 * A remote: immutable artefacts with `publicPath: 'auto'`, so one build works under any `/remotes/<name>/<version>/`.
 * In development it also serves its standalone harness (`src/main.ts`) on `devPort`.
 */
export function createRemoteConfig(options: RemoteBuildOptions, mode: Mode): Configuration {
  const pkg = readPackage(options.dir);
  const isDev = mode === 'development';
  return {
    ...common(options.dir, mode),
    entry: isDev ? { harness: './src/main.ts' } : {},
    output: {
      path: path.join(options.dir, 'dist'),
      publicPath: 'auto',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: options.name,
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      clean: true,
    },
    plugins: [
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        shared: createShared(pkg),
        shareStrategy: SHARE_STRATEGY,
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        experiments: { optimization: { target: 'web' } },
      }),
      new webpack.DefinePlugin({
        'process.env.REMOTE_VERSION': JSON.stringify(process.env.REMOTE_VERSION ?? pkg.version),
      }),
      ...(options.exposes['./routes'] ? [new RouteChunksPlugin(options.exposes['./routes'])] : []),
      ...(isDev
        ? [new HtmlWebpackPlugin({ template: path.join(__dirname, '..', 'harness.html'), chunks: ['harness'] })]
        : []),
    ],
    devServer: {
      port: options.devPort,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/_config.json'], target: 'http://127.0.0.1:8080' }],
      client: { overlay: { warnings: false } },
    },
  };
}

/** The installed version of a package as seen from a workspace (some packages do not export their package.json). */
function installedVersion(dir: string, name: string): string {
  const lookup = createRequire(path.join(dir, 'package.json')).resolve.paths(name) ?? [];
  for (const base of lookup) {
    const file = path.join(base, name, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  }
  throw new Error(`${name} is not installed for ${dir}`);
}

/** Writes `shared-versions.json`: the singleton versions the shell provides (the deploy gate reads it). */
class SharedVersionsPlugin {
  constructor(private readonly dir: string) {}
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('SharedVersionsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SharedVersionsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const versions = Object.fromEntries(
            sharedSingletonPackages.map((name) => [name, installedVersion(this.dir, name)]),
          );
          compilation.emitAsset(
            'shared-versions.json',
            new webpack.sources.RawSource(`${JSON.stringify(versions, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/**
 * Shares the shell keeps lazy: react-router is tree-shaken (a tree-shaken share cannot be eager), and an eager
 * share cannot import a lazy one synchronously, so what imports react-router (@storefront/ui) stays lazy too. The
 * data layer (@storefront/data over @tanstack/react-query, ADR 009) is not needed for the first render: the shell
 * provides it as its own chunk, fetched with the first remote page or widget that asks.
 */
const LAZY_SHELL_SHARES = new Set(['react-router', '@storefront/ui', '@storefront/data', '@tanstack/react-query']);

/**
 * The shell provides every singleton and its first render needs them all: `eager` puts them into its entry chunk,
 * one download that starts with the document, instead of a dozen chunks requested only once the entry has run.
 * Remotes still consume them through the share scope (`loaded-first`: the shell's copies). The async boundary
 * (main.ts → bootstrap) stays, for the lazy shares.
 */
function eagerShared(shared: ReturnType<typeof createShared>): ReturnType<typeof createShared> {
  return Object.fromEntries(
    Object.entries(shared).map(([key, config]) => [
      key,
      LAZY_SHELL_SHARES.has(key) ? config : { ...config, eager: true },
    ]),
  );
}

/** Options of the shell build. */
export interface ShellBuildOptions {
  dir: string;
  /** Module-federation runtime plugins (paths), e.g. the load-failure policy. */
  runtimePlugins: string[];
  devPort: number;
  /** Route owners and message chunks for `boot-hints.json` (the edge's preload hints); none when absent. */
  bootHints?: BootHintsOptions;
}

/**
 * The shell: the host. No remotes at build time (the registry names them at run time); hashed assets under
 * `SHELL_PUBLIC_PATH` (the release CLI sets `/_shell/<version>/`).
 */
export function createShellConfig(options: ShellBuildOptions, mode: Mode): Configuration {
  const pkg = readPackage(options.dir);
  const publicPath = process.env.SHELL_PUBLIC_PATH ?? '/_shell/dev/';
  const buildId = process.env.SHELL_VERSION ?? 'dev';
  return {
    ...common(options.dir, mode),
    entry: { main: './src/main.ts' },
    output: {
      path: path.join(options.dir, 'dist'),
      publicPath,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: 'shell',
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      clean: true,
    },
    plugins: [
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: eagerShared(createShared(pkg)),
        shareStrategy: SHARE_STRATEGY,
        runtimePlugins: options.runtimePlugins,
        dts: false,
        manifest: false,
        experiments: { optimization: { target: 'web' } },
      }),
      new webpack.DefinePlugin({ 'process.env.SHELL_BUILD_ID': JSON.stringify(buildId) }),
      new HtmlWebpackPlugin({
        template: './src/index.html',
        favicon: './src/favicon.svg',
        scriptLoading: 'defer',
        inject: 'head',
      }),
      new SharedVersionsPlugin(options.dir),
      ...(options.bootHints ? [new BootHintsPlugin(options.bootHints)] : []),
    ],
    devServer: {
      port: options.devPort,
      historyApiFallback: true,
      proxy: [
        {
          context: ['/api', '/remotes.json', '/remotes', '/_config.json', '/_build', '/healthz'],
          target: 'http://127.0.0.1:8080',
        },
      ],
      devMiddleware: { publicPath },
    },
  };
}
