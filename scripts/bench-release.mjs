#!/usr/bin/env node
// `npm run bench:release`: how long an operator waits for a release of one remote, on this machine. A throw-away
// release store gets the current builds (`publish --all`, so run `npm run build` first) and an edge is started on it;
// then, RUNS times (default 5):
//   deploy    `node deploy/bin/storefront.mjs deploy <remote>` with REMOTE_VERSION=bench-<n> (so each build is new):
//             its build, publish and pointing, from the command until the edge's /remotes.json names the new version;
//   rollback  `npm run rollback -- <remote>` as the README has it (no build), from the command until /remotes.json
//             names the previous version again; and the CLI alone (`node deploy/bin/storefront.mjs rollback`) the same.
// The edge is asked every 10 ms. It prints the median of each and exits 1 when the rollback's median is over 1 s.
//
//   npm run bench:release                       # the catalogue, 5 runs
//   npm run bench:release -- --remote=stores --runs=3
//
// The deploys leave the remote's dist/ built with REMOTE_VERSION=bench-<n> (as the deploy journey does).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePorts, median } from './bench-pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'deploy', 'bin', 'storefront.mjs');
const ROLLBACK_BUDGET_MS = 1000;
const POLL_MS = 10;

const options = { remote: 'catalogue', runs: 5 };
for (const arg of process.argv.slice(2)) {
  const [name, value] = arg.replace(/^--/, '').split('=');
  if (name === 'remote' && value) options.remote = value;
  else if (name === 'runs' && Number(value) > 0) options.runs = Number(value);
  else {
    console.error(`bench:release: unknown option ${arg} (--remote=<remote>, --runs=<n>)`);
    process.exit(2);
  }
}
if (!existsSync(path.join(root, 'shell', 'dist', 'index.html'))) {
  console.error('bench:release: no shell build; run npm run build first');
  process.exit(1);
}

const [port] = await freePorts(1);
const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-release-'));
const env = { ...process.env, STOREFRONT_DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' };
delete env.REMOTE_VERSION;
execFileSync(process.execPath, [cli, 'publish', '--all'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
const edge = spawn(process.execPath, [cli, 'serve'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
const stop = () => {
  if (edge.exitCode === null) edge.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

/** The version /remotes.json names for the remote (undefined while the edge is not answering). */
async function servedVersion() {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/remotes.json`, { signal: AbortSignal.timeout(2000) });
    return (await response.json()).remotes?.[options.remote]?.version;
  } catch {
    return undefined;
  }
}

/** Runs a command and asks the edge every POLL_MS until it serves another version; milliseconds and that version. */
async function timeUntilServed(command, args, extraEnv, from) {
  const started = performance.now();
  const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  for (;;) {
    const version = await servedVersion();
    if (version !== undefined && version !== from) {
      const ms = performance.now() - started;
      const code = await exited;
      if (code !== 0) throw new Error(`${[command, ...args].join(' ')} exited with ${code}:\n${output}`);
      return { ms, version };
    }
    if (child.exitCode !== null && child.exitCode !== 0) {
      throw new Error(`${[command, ...args].join(' ')} exited with ${child.exitCode}:\n${output}`);
    }
    if (child.exitCode === 0 && performance.now() - started > 10_000) {
      throw new Error(`${[command, ...args].join(' ')} finished but the edge still serves ${from}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

let first;
for (const deadline = Date.now() + 30_000; first === undefined && Date.now() < deadline;) {
  first = await servedVersion();
  if (first === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
}
if (first === undefined) {
  console.error(`bench:release: the edge did not serve a ${options.remote} version on port ${port}`);
  process.exit(1);
}

const rows = { deploy: [], rollbackNpm: [], rollbackCli: [] };
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
console.log(`bench:release: ${options.remote}, ${options.runs} runs, edge on http://127.0.0.1:${port}`);
for (let run = 1; run <= options.runs; run += 1) {
  const before = await servedVersion();
  const deployed = await timeUntilServed(
    process.execPath,
    [cli, 'deploy', options.remote],
    { REMOTE_VERSION: `bench-${Date.now()}` },
    before,
  );
  rows.deploy.push(deployed.ms);
  // Rolled back by npm as an operator types it, then forward again and back by the CLI alone.
  const viaNpm = await timeUntilServed(
    npm,
    ['run', '--silent', 'rollback', '--', options.remote],
    {},
    deployed.version,
  );
  if (viaNpm.version !== before) throw new Error(`rollback served ${viaNpm.version}, expected ${before}`);
  rows.rollbackNpm.push(viaNpm.ms);
  execFileSync(process.execPath, [cli, 'promote', options.remote, deployed.version], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  const viaCli = await timeUntilServed(process.execPath, [cli, 'rollback', options.remote], {}, deployed.version);
  if (viaCli.version !== before) throw new Error(`rollback served ${viaCli.version}, expected ${before}`);
  rows.rollbackCli.push(viaCli.ms);
  console.log(
    `  run ${run}: deploy ${(deployed.ms / 1000).toFixed(1)} s, rollback ${Math.round(viaNpm.ms)} ms ` +
      `(npm run rollback), ${Math.round(viaCli.ms)} ms (the CLI alone)`,
  );
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
console.log(`\n| ${options.remote}, median of ${options.runs} | command to the edge serving it |`);
console.log('| --- | --- |');
console.log(`| deploy (build, publish, point) | ${seconds(median(rows.deploy))} |`);
console.log(`| rollback, \`npm run rollback -- ${options.remote}\` | ${seconds(median(rows.rollbackNpm))} |`);
console.log(
  `| rollback, \`node deploy/bin/storefront.mjs rollback ${options.remote}\` | ${seconds(median(rows.rollbackCli))} |`,
);
const slowest = Math.max(median(rows.rollbackNpm), median(rows.rollbackCli));
if (slowest > ROLLBACK_BUDGET_MS) {
  console.error(`\nbench:release: a rollback's median is over ${ROLLBACK_BUDGET_MS} ms`);
  process.exit(1);
}
console.log(`\nbench:release: rollbacks within ${ROLLBACK_BUDGET_MS} ms`);
process.exit(0);
