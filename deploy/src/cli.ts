import { existsSync, readFileSync } from 'node:fs';
import { rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { npmBuildStep, type BuildStep } from './build-step';
import {
  deployTarget,
  listTargetReleases,
  promote,
  publishAll,
  publishAndPointRemote,
  publishAndPointShell,
  ReleaseError,
  rollback,
  type ReleaseContext,
} from './release-operations';
import { isRemoteTarget, parseReleaseTarget, releaseTargets, type ReleaseTarget } from './release-targets';
import { resolveDataDir, storeLayout } from './store-layout';

/** What the CLI talks to; tests replace the build, the output and the environment. */
export interface CliDependencies {
  /** Repository root (default: found upward from the working directory). */
  root: string;
  env: NodeJS.ProcessEnv;
  build: BuildStep;
  out: (line: string) => void;
  err: (line: string) => void;
  now: () => Date;
}

const USAGE = `Usage: storefront <command> [options]

Commands:
  publish --all                 publish every built dist/ (shell and remotes; no build), gate, point at them
  publish <target>              publish that target's existing dist/ (no build), gate, point at it
  deploy <target>               build one target, publish it as a new immutable version, gate, point at it
  rollback <target> [version]   point back to the previous version in the history (or to <version>); no build
  promote <target> <version>    point at an already published version
  releases <target> [--json]    list published versions, newest first, and which is current
  maintenance on|off|status     switch the maintenance page without a restart
  serve                         start the edge (PORT, default 8080)

Targets: ${releaseTargets.join(', ')}
Options:
  --data-dir <dir>   release store (default: $STOREFRONT_DATA_DIR or deploy/.data)
  --force            point even when the shared-singleton compatibility gate fails
`;

/** The repository root: the nearest folder upward with a package.json that declares workspaces. */
export function findRepoRoot(start: string): string {
  let dir = path.resolve(start);
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      try {
        if ((JSON.parse(readFileSync(file, 'utf8')) as { workspaces?: unknown }).workspaces) return dir;
      } catch {
        // not our package.json; keep looking upward
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}

interface ParsedArgs {
  positional: string[];
  flags: Set<string>;
  dataDir: string | undefined;
}

function parseArgs(argv: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const flags = new Set<string>();
  let dataDir: string | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (arg === '--data-dir') {
      dataDir = argv[index + 1];
      if (dataDir === undefined) throw new ReleaseError('--data-dir needs a directory');
      index += 1;
    } else if (arg.startsWith('--data-dir=')) {
      dataDir = arg.slice('--data-dir='.length);
    } else if (arg === '-h') {
      flags.add('help');
    } else if (arg.startsWith('--')) {
      flags.add(arg.slice(2));
    } else {
      positional.push(arg);
    }
  }
  return { positional, flags, dataDir };
}

function requireTarget(value: string | undefined, command: string): ReleaseTarget {
  const target = parseReleaseTarget(value);
  if (!target) {
    throw new ReleaseError(
      `${command}: ${value === undefined ? 'missing target' : `unknown target "${value}"`}; one of ${releaseTargets.join(', ')}`,
    );
  }
  return target;
}

function checkFlags(args: ParsedArgs, allowed: readonly string[]): void {
  const unknown = [...args.flags].filter((flag) => !allowed.includes(flag));
  if (unknown.length > 0) throw new ReleaseError(`unknown option ${unknown.map((flag) => `--${flag}`).join(', ')}`);
}

async function maintenance(ctx: ReleaseContext, mode: string | undefined, env: NodeJS.ProcessEnv): Promise<void> {
  const flag = ctx.layout.maintenanceFlag;
  if (mode === 'on') {
    await mkdir(path.dirname(flag), { recursive: true });
    await writeFile(flag, `${ctx.now().toISOString()}\n`);
  } else if (mode === 'off') {
    await rm(flag, { force: true });
  } else if (mode !== 'status' && mode !== undefined) {
    throw new ReleaseError('maintenance: expected on, off or status');
  }
  const on = existsSync(flag);
  ctx.log(`maintenance is ${on ? 'on' : 'off'} (flag file ${flag})`);
  if (['1', 'true', 'on', 'yes'].includes((env.MAINTENANCE ?? '').toLowerCase())) {
    ctx.log('note: MAINTENANCE is set in this environment; an edge started with it stays in maintenance');
  }
}

async function serve(ctx: ReleaseContext, env: NodeJS.ProcessEnv): Promise<void> {
  // Loaded here only: the release commands start without the edge's server and its libraries.
  const [{ createEdge, listenEdge }, { drainOnSignals }, { readEdgeConfig }] = await Promise.all([
    import('./edge/create-edge'),
    import('./edge/drain'),
    import('./edge/edge-config'),
  ]);
  const config = readEdgeConfig(env);
  const readiness = { draining: false };
  const app = await createEdge({ dataDir: ctx.layout.dataDir, config, readiness });
  const address = await listenEdge(app, config);
  const port = app.server.address();
  const scheme = config.tls ? 'https' : 'http';
  const shown = typeof port === 'object' && port ? `${scheme}://localhost:${port.port}` : address;
  const protocols = config.tls ? 'HTTP/2 and HTTP/1.1 over TLS, ' : '';
  ctx.log(`storefront edge listening on ${shown} (${protocols}release store ${ctx.layout.dataDir})`);
  drainOnSignals(app, readiness, config.shutdown, ctx.log);
}

async function run(args: ParsedArgs, ctx: ReleaseContext, deps: CliDependencies): Promise<void> {
  const [command, first, second] = args.positional;
  switch (command) {
    case 'publish': {
      checkFlags(args, ['all', 'force']);
      const force = args.flags.has('force');
      if (args.flags.has('all')) {
        await publishAll(ctx, { force });
        return;
      }
      const target = requireTarget(first, 'publish');
      if (isRemoteTarget(target)) await publishAndPointRemote(ctx, target, 'publish', { force });
      else await publishAndPointShell(ctx, 'publish', { force });
      return;
    }
    case 'deploy': {
      checkFlags(args, ['force']);
      await deployTarget(ctx, requireTarget(first, 'deploy'), { force: args.flags.has('force') });
      return;
    }
    case 'rollback': {
      checkFlags(args, ['force']);
      await rollback(ctx, requireTarget(first, 'rollback'), second, { force: args.flags.has('force') });
      return;
    }
    case 'promote': {
      checkFlags(args, ['force']);
      const target = requireTarget(first, 'promote');
      if (second === undefined) throw new ReleaseError('promote: missing version');
      await promote(ctx, target, second, { force: args.flags.has('force') });
      return;
    }
    case 'releases': {
      checkFlags(args, ['json']);
      const target = requireTarget(first, 'releases');
      const releases = await listTargetReleases(ctx, target);
      if (args.flags.has('json')) {
        ctx.log(JSON.stringify(releases, null, 2));
        return;
      }
      if (releases.length === 0) {
        ctx.log(`${target}: no releases published yet`);
        return;
      }
      ctx.log(`${target} releases (newest first):`);
      for (const release of releases) {
        ctx.log(
          `${release.current ? '* ' : '  '}${release.version}  ${release.publishedAt}${release.current ? '  (current)' : ''}`,
        );
      }
      return;
    }
    case 'maintenance':
      checkFlags(args, []);
      await maintenance(ctx, first, deps.env);
      return;
    case 'serve':
      checkFlags(args, []);
      await serve(ctx, deps.env);
      return;
    case undefined:
    case 'help':
      ctx.log(USAGE);
      return;
    default:
      throw new ReleaseError(`unknown command "${command}"\n\n${USAGE}`);
  }
}

/** Runs the release CLI with `argv` (without node and script); resolves to the process exit code. */
export async function main(argv: readonly string[], dependencies: Partial<CliDependencies> = {}): Promise<number> {
  const env = dependencies.env ?? process.env;
  const root =
    dependencies.root ?? (env.STOREFRONT_ROOT ? path.resolve(env.STOREFRONT_ROOT) : findRepoRoot(process.cwd()));
  const deps: CliDependencies = {
    root,
    env,
    build: dependencies.build ?? npmBuildStep(root),
    out: dependencies.out ?? ((line) => process.stdout.write(`${line}\n`)),
    err: dependencies.err ?? ((line) => process.stderr.write(`${line}\n`)),
    now: dependencies.now ?? (() => new Date()),
  };
  try {
    const args = parseArgs(argv);
    if (args.flags.has('help')) {
      deps.out(USAGE);
      return 0;
    }
    const ctx: ReleaseContext = {
      root,
      layout: storeLayout(args.dataDir ? path.resolve(args.dataDir) : resolveDataDir(root, env)),
      build: deps.build,
      log: deps.out,
      warn: (line) => deps.err(`warning: ${line}`),
      now: deps.now,
    };
    await run(args, ctx, deps);
    return 0;
  } catch (error) {
    if (error instanceof ReleaseError) deps.err(error.message);
    else deps.err(`error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
