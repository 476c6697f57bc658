import path from 'node:path';
import { remoteNames, type RemoteName } from '@storefront/contracts';

/** What can be released: the shell or one of the five remotes. */
export type ReleaseTarget = RemoteName | 'shell';

/** Every release target, shell first (remotes are checked against the shell it provides). */
export const releaseTargets: readonly ReleaseTarget[] = ['shell', ...remoteNames];

/** True when the target is a remote (not the shell). */
export function isRemoteTarget(target: ReleaseTarget): target is RemoteName {
  return target !== 'shell';
}

/** Parses a CLI argument into a release target, or undefined when it names none. */
export function parseReleaseTarget(value: string | undefined): ReleaseTarget | undefined {
  return releaseTargets.find((target) => target === value);
}

/** The workspace folder that builds the target (`shell/`, `mfe-<remote>/`). */
export function workspaceDir(root: string, target: ReleaseTarget): string {
  return path.join(root, target === 'shell' ? 'shell' : `mfe-${target}`);
}

/** The npm workspace package name of the target, for `npm run build -w`. */
export function workspacePackage(target: ReleaseTarget): string {
  return target === 'shell' ? '@storefront/shell' : `@storefront/mfe-${target}`;
}

/** The dist folder a build of the target writes. */
export function distDir(root: string, target: ReleaseTarget): string {
  return path.join(workspaceDir(root, target), 'dist');
}
