/**
 * One jest run over every workspace: unit and component tests live beside the code.
 * - `web`: browser code (jsdom) in the shell, the remotes and the shared packages.
 * - `api`: the commerce API and the stand-ins in Node, against the real database engine (PGlite, or the PostgreSQL
 *   server at `DATABASE_URL`); `npm run test:api` runs only these.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** Node-only workspaces (regular expressions for the web project's ignore list, globs for the api project). */
const nodeOnly = ['<rootDir>/packages/commerce-api/', '<rootDir>/packages/standin-'];
const nodeOnlyTests = ['<rootDir>/packages/commerce-api/**/*.test.ts', '<rootDir>/packages/standin-*/**/*.test.ts'];

export default {
  // API tests run against a real database engine, and some start several APIs or a server process: jest's 5 s
  // default is too tight on a busy 2-core CI machine (a test that hangs still fails, after 30 s). A global option:
  // jest ignores it inside a project.
  testTimeout: 30_000,
  // Both cores: jest's default (cores − 1) ran the unit step in one process on the 2-core CI machine. Measured there,
  // quiet, `NODE_OPTIONS=--experimental-vm-modules npx jest`: 574 s (jest's own 561 s) with the default; 340 s and
  // 339 s (324 s, 328 s) with 2 workers, every test passing in each run.
  maxWorkers: 2,
  projects: [
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/jest.environment.mjs',
      testMatch: ['<rootDir>/{packages,shell,mfe-*,deploy,tests,scripts}/**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/', ...nodeOnly],
      // `.mjs` too: d3-geo and d3-array (the stores remote's map) ship only ES modules.
      transform: { '^.+\\.(tsx?|jsx?|mjs)$': swc },
      transformIgnorePatterns: [
        // @braze/web-sdk: untranspiled ES modules; the engagement remote's tests drive the real SDK under jsdom.
        '/node_modules/(?!(react-intl|@formatjs|intl-messageformat|light-my-request/node_modules/cookie|cookie|d3-geo|d3-array|internmap|@braze/web-sdk)/)',
      ],
      moduleNameMapper: {
        '\\.css$': 'identity-obj-proxy',
        // Compiled catalogues are build output a clean clone lacks before `npm run build`: a remote's messages provider
        // gets none, and renderRemotePage gives the page its messages from the catalogues' sources instead.
        '/lang/compiled/(en|fr)\\.json$': '<rootDir>/packages/dev-harness/src/testing/compiled-messages-stand-in.json',
      },
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
      testEnvironmentOptions: { customExportConditions: [''] },
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: nodeOnlyTests,
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      transformIgnorePatterns: [
        // @braze/web-sdk ships untranspiled ES modules; the engagement stand-in's tests drive the real SDK under jsdom.
        '/node_modules/(?!(kysely|react-intl|@formatjs|intl-messageformat|light-my-request/node_modules/cookie|cookie|@braze/web-sdk)/)',
      ],
      globalSetup: '<rootDir>/packages/commerce-api/src/test/global-setup.ts',
      globalTeardown: '<rootDir>/packages/commerce-api/src/test/global-teardown.ts',
    },
  ],
};
