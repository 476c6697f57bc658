import type { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import reactRouterExports from '../shared-react-router-exports.json';

type PluginOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];
type SharedConfig = Exclude<NonNullable<PluginOptions['shared']>, unknown[]>[string] & object;

/** The one place the singleton list lives: the shell and every remote call this, so it cannot drift. */
export const SHARE_STRATEGY = 'loaded-first' as const;

/**
 * The react-router API shared between the shell and remotes (packages/build/shared-react-router-exports.json). Shared modules are not tree-shaken by default, and
 * react-router's whole entry (server runtime, sessions, RSC) is ~60 KB gzip; sharing only this list keeps the shell's
 * first render inside its budget. A lint rule restricts imports of react-router to these names, so a remote can never
 * need an export the shell does not provide (which would load a second, context-breaking copy).
 */
export const sharedReactRouterExports: readonly string[] = reactRouterExports;

/** Our own shared packages, versioned as contracts between independently deployed builds. */
const WORKSPACE_SINGLETONS = [
  '@storefront/contracts',
  '@storefront/ui',
  '@storefront/i18n',
  '@storefront/data',
] as const;

interface PackageJson {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/**
 * Shared singletons for a shell or remote, from its package.json.
 * `react/`, `react-dom/` and `zustand/` are prefix keys: the bare key does not cover `react-dom/client` or `zustand/vanilla`.
 * `@storefront/contracts` is strict: a remote built against an incompatible contract fails closed to its fallback.
 */
export function createShared(pkg: PackageJson): Record<string, SharedConfig> {
  const deps = { ...pkg.peerDependencies, ...pkg.dependencies };
  const version = (name: string): string | false => deps[name] ?? false;
  const singleton = (name: string, extra: Partial<SharedConfig> = {}): SharedConfig => ({
    singleton: true,
    requiredVersion: version(name),
    strictVersion: false,
    ...extra,
  });
  const workspaceRange = (name: string): string | false => {
    const declared = version(name);
    return declared === false ? false : `^${declared}`;
  };
  const shared: Record<string, SharedConfig> = {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router': singleton('react-router', {
      treeShaking: { mode: 'runtime-infer', usedExports: [...sharedReactRouterExports] },
    }),
    'react-intl': singleton('react-intl'),
    zustand: singleton('zustand'),
    'zustand/': singleton('zustand'),
    // The data layer (ADR 009): one cache for every page and widget. The shell provides it without using it, so its
    // chunk loads with the first remote page that asks, from the shell's folder, and never before the first render.
    '@tanstack/react-query': singleton('@tanstack/react-query'),
  };
  for (const name of WORKSPACE_SINGLETONS) {
    shared[name] = singleton(name, {
      requiredVersion: workspaceRange(name),
      strictVersion: name === '@storefront/contracts',
    });
  }
  return shared;
}

/** Names of the packages shared as singletons (what the shell must provide). */
export const sharedSingletonPackages = [
  'react',
  'react-dom',
  'react-router',
  'react-intl',
  'zustand',
  '@tanstack/react-query',
  ...WORKSPACE_SINGLETONS,
] as const;
