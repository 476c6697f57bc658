import { satisfies, valid, validRange } from 'semver';
import type { FederationManifest } from './store-schemas';

/** One shared-singleton requirement of a remote, from its `mf-manifest.json`. */
export interface SharedRequirement {
  /** The share key, e.g. `react` or `react/jsx-runtime`. */
  name: string;
  requiredVersion: string | boolean | undefined;
}

/** A requirement the shell does not meet. */
export interface CompatibilityProblem {
  /** The package, e.g. `react`. */
  packageName: string;
  /** What the shell provides. */
  provided: string;
  /** The remote's range. */
  required: string;
}

/** The package a share key belongs to: `react/jsx-runtime` → `react`, `@storefront/ui/x` → `@storefront/ui`. */
export function packageOfShareKey(shareKey: string): string {
  const parts = shareKey.split('/');
  return shareKey.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? shareKey);
}

/** The shared requirements listed in a remote's manifest. */
export function sharedRequirements(manifest: FederationManifest): SharedRequirement[] {
  return manifest.shared.map((entry) => ({ name: entry.name, requiredVersion: entry.requiredVersion }));
}

/**
 * The gate before pointing at a remote version: every requirement on a package the shell provides as a singleton
 * must be satisfied by the shell's version. Requirements on packages the shell does not provide, and requirements
 * with no range (`false`, `*`), are not the shell's business.
 */
export function checkCompatibility(
  requirements: readonly SharedRequirement[],
  provided: Readonly<Record<string, string>>,
): CompatibilityProblem[] {
  const problems = new Map<string, CompatibilityProblem>();
  for (const requirement of requirements) {
    const packageName = packageOfShareKey(requirement.name);
    const version = provided[packageName];
    const range = requirement.requiredVersion;
    if (version === undefined || typeof range !== 'string' || range.trim() === '' || range.trim() === '*') continue;
    const ok =
      validRange(range) !== null && valid(version) !== null && satisfies(version, range, { includePrerelease: true });
    if (!ok) problems.set(`${packageName}\0${range}`, { packageName, provided: version, required: range });
  }
  return [...problems.values()];
}

/** A one-line explanation of a problem, naming the package, the shell's version and the remote's range. */
export function describeProblem(remoteLabel: string, problem: CompatibilityProblem): string {
  return `${problem.packageName}: the shell provides ${problem.provided} but ${remoteLabel} requires ${problem.required}`;
}
