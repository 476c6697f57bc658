import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { workspacePackage, type ReleaseTarget } from './release-targets';

/** Builds one target into its `dist/`. Injectable so release logic is tested without webpack. */
export type BuildStep = (target: ReleaseTarget, env: Readonly<Record<string, string>>) => Promise<void>;

/**
 * Shared workspace packages that have their own build (e.g. `@storefront/i18n` compiling its messages); built
 * before the target so a deploy does not depend on an earlier `npm run build`.
 */
export function packagesWithBuild(root: string): string[] {
  const dir = path.join(root, 'packages');
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.sort().flatMap((name) => {
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, name, 'package.json'), 'utf8')) as {
        name?: string;
        scripts?: Record<string, string>;
      };
      return pkg.name && pkg.scripts?.build ? [pkg.name] : [];
    } catch {
      return [];
    }
  });
}

/**
 * The real build: `npm run build -w <shared packages with a build> -w <target workspace>` at the repository root,
 * with extra environment variables on top of this process's (so `REMOTE_VERSION` etc. pass through). npm runs the
 * workspaces in the order given.
 */
export function npmBuildStep(root: string): BuildStep {
  return (target, env) =>
    new Promise((resolve, reject) => {
      const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
      const workspaces = [...packagesWithBuild(root), workspacePackage(target)].flatMap((name) => ['-w', name]);
      const child = spawn(npm, ['run', 'build', ...workspaces], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, ...env },
      });
      child.on('error', reject);
      child.on('exit', (code, signal) => {
        if (code === 0) resolve();
        else reject(new Error(`build of ${target} failed (${signal ?? `exit code ${code}`})`));
      });
    });
}
