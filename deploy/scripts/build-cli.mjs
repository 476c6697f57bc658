#!/usr/bin/env node
// Compiles the release CLI and the edge (src/cli.ts and what it imports, our workspace packages included) into
// plain JavaScript in dist/, so `bin/storefront.mjs` starts without compiling TypeScript on every call. npm packages
// stay imports (node_modules resolves them at run time). dist/inputs.json lists the sources with their sha-256, so the
// bin can tell a build older than its sources.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(deployDir, '..');
const outdir = path.join(deployDir, 'dist');
const started = performance.now();

/** Bare imports of npm packages stay imports; our workspace packages (TypeScript source) are compiled in. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@storefront/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * @storefront/i18n's loadPackageMessages imports the browser's compiled catalogues (another workspace's build
 * output) by a template string, which esbuild resolves even though the edge never calls it: compiled without them,
 * this build needs no other build first and the bin's up-to-date check never sees them change.
 */
const withoutBrowserCatalogues = {
  name: 'without-browser-catalogues',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]packages[\\/]i18n[\\/]src[\\/]load-messages\.ts$/ }, () => ({
      loader: 'js',
      contents:
        "export async function loadPackageMessages() { throw new Error('the message catalogues are loaded in the browser, not by the edge'); }",
    }));
  },
};

const result = await build({
  entryPoints: { cli: path.join(deployDir, 'src', 'cli.ts') },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  metafile: true,
  // Written below, once it compiled: a failed build leaves the previous dist/ in place.
  write: false,
  logLevel: 'warning',
  plugins: [npmPackagesExternal, withoutBrowserCatalogues],
});

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });
for (const file of result.outputFiles) await writeFile(file.path, file.contents);

const inputs = {};
for (const input of Object.keys(result.metafile.inputs).sort()) {
  const file = path.resolve(process.cwd(), input);
  inputs[path.relative(root, file)] = createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
}
await writeFile(path.join(outdir, 'inputs.json'), `${JSON.stringify(inputs, null, 1)}\n`);
console.log(`release CLI and edge compiled to deploy/dist in ${Math.round(performance.now() - started)} ms`);
