import type { KnipConfig } from 'knip';

/**
 * Dead code (`npm run deadcode`, part of `npm test`): files nothing reaches, exports nothing imports, dependencies
 * nothing uses, imports of packages a workspace does not declare. An export used inside its own file is live code, so
 * only exports used nowhere are reported. Knip reads webpack, jest, Playwright and ESLint configs for their entries;
 * the entries below are what module federation and Node load by path, which no import shows.
 */
export default {
  ignoreExportsUsedInFile: true,
  // The edge's TLS tests make a throw-away certificate with the system's openssl (npm test's preflight installs it).
  ignoreBinaries: ['openssl'],
  workspaces: {
    '.': {
      // Scripts run by hand (`node scripts/screenshot.mjs`) are entries as much as those package.json names.
      entry: ['scripts/*.mjs'],
    },
    shell: {
      // Module federation loads the runtime plugin by path (webpack.config.ts).
      entry: ['src/mf/shell-runtime-plugin.ts'],
    },
    'mfe-*': {
      // What a remote exposes is loaded by the shell at run time (module-federation.config.ts).
      entry: ['src/exposes/*.tsx'],
    },
    'mfe-stores': {
      // As every remote; and the map outlines script's declarations, which type it for the webpack config.
      entry: ['src/exposes/*.tsx', 'scripts/build-map-outlines.d.mts'],
    },
    'packages/commerce-api': {
      // Kysely's migrator calls each migration's up and down through migrations/index.ts; fastify.d.ts types the
      // decorated instance; render-product-images.ts is the photography warm-up a host may run by hand.
      entry: ['src/db/migrations/0*.ts', 'src/fastify.d.ts', 'src/catalogue/render-product-images.ts'],
    },
    deploy: {
      // Tests start the CLI from its sources by path (drain.test.ts), before the build compiles deploy/dist.
      entry: ['src/testing/cli-from-source.ts'],
    },
  },
} satisfies KnipConfig;
