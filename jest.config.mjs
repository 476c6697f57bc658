/** One jest run over every workspace: unit and component tests live beside the code. */
export default {
  testEnvironment: '<rootDir>/jest.environment.mjs',
  testMatch: ['<rootDir>/{packages,shell,mfe-*,deploy}/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(@braze/web-sdk|react-intl|@formatjs|intl-messageformat|light-my-request/node_modules/cookie|cookie)/)',
  ],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
  },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testEnvironmentOptions: { customExportConditions: [''] },
};
