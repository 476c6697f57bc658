import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import sharedReactRouterExports from './packages/build/shared-react-router-exports.json' with { type: 'json' };

const remotes = ['catalogue', 'checkout', 'account', 'stores', 'engagement'];
const apps = ['shell', ...remotes.map((name) => `mfe-${name}`)];

/**
 * Import zones: the tree is the architecture diagram (STYLE.md). Packages never import an app; an app never
 * imports another app; remotes meet only through @storefront/contracts at run time.
 */
const zones = [
  ...apps.map((app) => ({
    target: `./packages`,
    from: `./${app}`,
    message: 'Packages never import an app.',
  })),
  ...apps.flatMap((app) =>
    apps
      .filter((other) => other !== app)
      .map((other) => ({
        target: `./${app}`,
        from: `./${other}`,
        message: 'An app never imports another app: meet through @storefront/contracts.',
      })),
  ),
];

/**
 * Inner zones: every app has the catalogue's shape (STYLE.md, issue 11). Routes compose features, features use lib,
 * nothing imports upwards: a feature never imports another feature nor anything above it, and lib imports neither.
 * In the shell, pages/ and layouts/ compose as routes/ do, and mf/ (remote loading) sits below as lib/ does.
 * One zone per feature folder, read from the tree, so a new feature is covered the day it appears; its tests
 * follow the same rule.
 */
const composing = (app) => (app === 'shell' ? ['routes', 'pages', 'layouts'] : ['routes', 'exposes']);
const foundations = (app) => (app === 'shell' ? ['lib', 'mf'] : ['lib']);
const listOf = (dirs) => dirs.map((dir) => `${dir}/`).join(' or ');
const featuresOf = (app) =>
  readdirSync(new URL(`./${app}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const innerZones = apps.flatMap((app) => {
  const src = `./${app}/src`;
  const above = composing(app).map((dir) => `${src}/${dir}`);
  return [
    ...featuresOf(app).map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: 'A feature never imports another feature: move the shared piece to lib/, or compose both in a route.',
    })),
    {
      target: `${src}/features`,
      from: above,
      message: `A feature never imports ${listOf(composing(app))}: they compose features, not the other way round.`,
    },
    ...foundations(app).map((dir) => ({
      target: `${src}/${dir}`,
      from: [`${src}/features`, ...above],
      message: `${dir}/ imports no feature and nothing above features (${listOf(composing(app))}): features build on it.`,
    })),
  ];
});

/** react-router is shared tree-shaken: only the exports the shell provides may be imported (types are free). */
const reactRouterPath = {
  name: 'react-router',
  allowImportNames: sharedReactRouterExports,
  allowTypeImports: true,
  message: 'Only the shared react-router API (packages/build/shared-react-router-exports.json) may be imported.',
};

const appPackageImports = apps.map((app) => ({
  group: [`@storefront/${app === 'shell' ? 'shell' : app}`, `@storefront/${app}/*`],
  message: 'Apps never import each other; use @storefront/contracts.',
}));

/** Browser storage only through the one helper (packages/contracts/src/browser-storage.ts, issue 11). */
const rawStorageMessage =
  'Use createStoredValue from @storefront/contracts: typed, with expiry, safe where storage is refused or full.';
const rawStorageNames = ['localStorage', 'sessionStorage'];
const rawStorageGlobals = rawStorageNames.map((name) => ({ name, message: rawStorageMessage }));

/** Syntax with one home elsewhere (STYLE.md: one way to do each thing). */
const restrictedSyntax = [
  { selector: 'ExportAllDeclaration', message: 'Name every export (no export *).' },
  {
    selector: 'TSModuleDeclaration[id.value=/^(mfe_|remote\\/)/]',
    message: 'Never declare remote modules: types come from @storefront/contracts.',
  },
  // One safe-navigation rule (packages/contracts/src/safe-navigation.ts, issue 16): the only location write.
  {
    selector:
      "CallExpression > MemberExpression.callee[property.name=/^(assign|replace)$/]:matches([object.name='location'], [object.property.name='location'])",
    message: 'Navigate with navigateSafely from @storefront/contracts: no direct location.assign/replace.',
  },
  {
    selector:
      "AssignmentExpression > MemberExpression.left:matches([object.name='location'], [object.property.name='location'], [property.name='location'])",
    message: 'Navigate with navigateSafely from @storefront/contracts: no direct location writes.',
  },
  {
    selector:
      "CallExpression > MemberExpression.callee[property.name='open'][object.name=/^(window|globalThis|self|top|parent|opener)$/]",
    message: 'No window.open: new windows go through @storefront/contracts safe navigation (add it there).',
  },
];

/** Money through one formatter (formatMoney of @storefront/i18n, issue 11): no currency style anywhere else. */
const moneyMessage =
  'Format money with formatMoney / useFormatMoney of @storefront/i18n (or Price of @storefront/ui), the one money formatter.';
const moneySyntax = [
  { selector: "Property[key.name='style'][value.value='currency']", message: moneyMessage },
  { selector: "JSXAttribute[name.name='style'][value.value='currency']", message: moneyMessage },
];

/**
 * One form way (issue 11): the shell's and the remotes' forms are checked, sent and told the API's field errors by
 * useValidatedForm, which maps a ProblemError's field errors onto the fields in one place.
 */
const formMessage =
  "Check and send a form with useValidatedForm of @storefront/validation: it maps the API's field errors onto the fields (onValid, run, showServerErrors), in one place.";
const formSyntax = [
  { selector: "MemberExpression[property.name='fieldErrors']", message: formMessage },
  {
    selector:
      "ImportDeclaration[source.value='@storefront/validation'] > ImportSpecifier[imported.name=/^(fieldErrors|fieldErrorDescriptors|serverFieldErrors|firstIssueMessage)$/]",
    message: formMessage,
  },
];

/** One page frame (issue 11): a page names itself and fills the document head only through PageFrame. */
const pageFrameMessage =
  'A page names itself through PageFrame of @storefront/ui (document title and head tags, breadcrumbs, the one h1).';
const pageFrameSyntax = [
  { selector: 'JSXOpeningElement[name.name=/^(title|meta|link|h1)$/]', message: pageFrameMessage },
  {
    selector:
      "ImportDeclaration[source.value='@storefront/ui'] > ImportSpecifier[imported.name=/^(PageHeading|Breadcrumbs)$/]",
    message: pageFrameMessage,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/lang/compiled/**',
      'deploy/.data/**',
      'test-results/**',
      'playwright-report/**',
      '.bench/**',
      '.turbo/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...innerZones], basePath: import.meta.dirname }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'no-restricted-syntax': ['error', ...restrictedSyntax, ...moneySyntax],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [reactRouterPath],
          patterns: [
            ...appPackageImports,
            {
              group: ['zustand', 'zustand/*'],
              message: 'zustand only in *-store.ts files.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Use @storefront/http: its retry, timeout and error policy is the only one.' },
        { name: 'open', message: 'No window.open: new windows go through @storefront/contracts safe navigation.' },
        ...rawStorageGlobals,
      ],
      // window.localStorage, globalThis.sessionStorage, self['localStorage'], const { localStorage } = window…
      'no-restricted-properties': [
        'error',
        ...rawStorageNames.map((property) => ({ property, message: rawStorageMessage })),
      ],
    },
  },
  {
    // The shell's and the remotes' code: forms through useValidatedForm.
    files: ['shell/src/**/*.ts', 'mfe-*/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...restrictedSyntax, ...moneySyntax, ...formSyntax] },
  },
  {
    // Pages of the shell and the remotes: their title, head tags, trail and heading come from PageFrame.
    files: ['shell/src/**/*.tsx', 'mfe-*/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': ['error', ...restrictedSyntax, ...moneySyntax, ...pageFrameSyntax, ...formSyntax],
    },
  },
  {
    // The one money formatter itself; the payment stand-in draws a third party's own page, outside the storefront.
    files: ['packages/i18n/src/format.ts', 'packages/standin-payments/src/**'],
    rules: { 'no-restricted-syntax': ['error', ...restrictedSyntax] },
  },
  {
    files: ['**/*-store.ts', '**/*-store.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [reactRouterPath], patterns: appPackageImports }],
    },
  },
  {
    // The one HTTP client, the federation runtime plugin (it must not import shared modules), Node servers and scripts.
    files: [
      'packages/http/src/**',
      'shell/src/mf/shell-runtime-plugin.ts',
      'deploy/**',
      'scripts/**',
      'e2e/**',
      '**/e2e/**',
      '**/*.test.{ts,tsx}',
      'packages/*/scripts/**',
      'packages/build/**',
    ],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // Those files may use fetch, but not raw browser storage either.
    files: [
      'packages/http/src/**',
      'shell/src/mf/shell-runtime-plugin.ts',
      'deploy/**',
      'packages/*/scripts/**',
      'packages/build/**',
    ],
    ignores: ['**/e2e/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-globals': ['error', ...rawStorageGlobals] },
  },
  {
    // The storage helper itself; tests, journeys and benchmarks seed and inspect storage raw (as older code wrote it).
    files: ['packages/contracts/src/browser-storage.ts', '**/*.test.{ts,tsx}', 'e2e/**', '**/e2e/**', 'scripts/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: '19.3' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/prop-types': 'off',
    },
  },
  {
    // Untranslated text fails: every user-facing string goes through react-intl.
    files: ['shell/src/**/*.tsx', 'mfe-*/src/**/*.tsx', 'packages/ui/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'packages/dev-harness/**'],
    rules: {
      'react/jsx-no-literals': [
        'error',
        { noStrings: true, ignoreProps: true, allowedStrings: ['·', '/', '—', '–', '*', '|', '×', '+', '-', ':'] },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
