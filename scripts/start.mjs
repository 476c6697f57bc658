#!/usr/bin/env node
// `npm start`: builds what changed, publishes it and runs the whole store, saying each step in a plain line.
//   1. build    `turbo run build`: each workspace whose sources changed is built, the others are reused from turbo's
//               cache (a second start with nothing changed builds nothing); one line per workspace with its time.
//               A failing build prints that workspace's log.
//   2. publish  `storefront publish --all` (deploy/bin/storefront.mjs): the builds into the release store.
//   3. run      scripts/start-stack.mjs: each service's line when it is up, then the store's address per market.
// Each step's time is counted from this script's start.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();
const since = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const say = (line) => console.log(`[start] ${line}`);

/** Runs a command; resolves to its exit code, with each output line handed to `onLine`. */
function run(command, args, onLine) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      let buffered = '';
      stream.on('data', (chunk) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) onLine(line);
      });
      stream.on('end', () => buffered && onLine(buffered));
    }
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The newest turbo run summary (`--summarize` writes one per run into .turbo/runs). */
function latestSummary() {
  const dir = path.join(root, '.turbo', 'runs');
  let files;
  try {
    files = readdirSync(dir);
  } catch {
    return undefined; // turbo stopped before it wrote one; its own output says why
  }
  const newest = files
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ file, at: statSync(path.join(dir, file)).mtimeMs }))
    .sort((a, b) => b.at - a.at)[0];
  return newest ? JSON.parse(readFileSync(path.join(dir, newest.file), 'utf8')) : undefined;
}

const turbo = path.join(root, 'node_modules', '.bin', 'turbo');
say('build: the workspaces whose sources changed (turbo reuses the others from its cache)…');
const building = /^(\S+):build: cache (?:miss|bypass)/;
const turboOutput = [];
const buildCode = await run(
  turbo,
  ['run', 'build', '--summarize', '--output-logs=hash-only', '--log-order=stream', '--ui=stream'],
  (line) => {
    turboOutput.push(line);
    const match = building.exec(line);
    if (match) say(`  building ${match[1]}…`);
  },
);
if (buildCode !== 0) process.stderr.write(`${turboOutput.join('\n')}\n`);
const summary = latestSummary();
for (const task of [...(summary?.tasks ?? [])].sort((a, b) => a.package.localeCompare(b.package))) {
  if (task.execution?.exitCode === undefined) continue;
  const seconds = ((task.execution.endTime - task.execution.startTime) / 1000).toFixed(1);
  if (task.execution.exitCode !== 0) {
    say(`  ${task.package}: build FAILED after ${seconds} s; its log:`);
    const log = path.join(root, task.directory, '.turbo', 'turbo-build.log');
    try {
      process.stderr.write(readFileSync(log, 'utf8'));
    } catch {
      say(`  (no log at ${path.relative(root, log)})`);
    }
  } else if (task.cache?.status === 'HIT') {
    say(`  ${task.package}: unchanged, build reused (${seconds} s)`);
  } else {
    say(`  ${task.package}: built in ${seconds} s`);
  }
}
if (buildCode !== 0) {
  say(`build failed (${since()}); nothing was published or started`);
  process.exit(buildCode);
}
say(`build: done at ${since()}`);

say('publish: the builds into the release store…');
const publishCode = await run(
  process.execPath,
  [path.join(root, 'deploy', 'bin', 'storefront.mjs'), 'publish', '--all'],
  (line) => say(`  ${line}`),
);
if (publishCode !== 0) {
  say(`publish failed (${since()}); nothing was started`);
  process.exit(publishCode);
}
say(`publish: done at ${since()}`);

say('run: the stand-ins, the API and the edge (Ctrl-C stops them all)…');
const stack = spawn(process.execPath, [path.join(root, 'scripts', 'start-stack.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STOREFRONT_START_TIME: String(Date.now() - (performance.now() - started)) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stack.kill(signal));
stack.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
