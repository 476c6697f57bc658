#!/usr/bin/env node
// Plain ESM launcher of the release CLI and the edge as the deploy workspace's build compiled them (deploy/dist,
// scripts/build-cli.mjs): nothing is compiled on a call. When that build is missing or older than one of its sources,
// it says what to run instead of starting an out-of-date CLI.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = path.join(root, 'deploy', 'dist');

/**
 * Why deploy/dist cannot be run, or undefined when it was built from the sources as they are. A source touched
 * after the build (a checkout, a restored build cache) is read and compared by content; the others cost one stat.
 */
function buildProblem() {
  let inputs;
  let builtAt;
  try {
    inputs = JSON.parse(readFileSync(path.join(dist, 'inputs.json'), 'utf8'));
    builtAt = statSync(path.join(dist, 'cli.mjs')).mtimeMs;
  } catch {
    return 'the release CLI is not built (no deploy/dist)';
  }
  for (const [file, hash] of Object.entries(inputs)) {
    const source = path.join(root, file);
    try {
      if (statSync(source).mtimeMs <= builtAt) continue;
      if (createHash('sha256').update(readFileSync(source)).digest('hex') === hash) continue;
    } catch {
      return `${file}, which deploy/dist was built from, is gone`;
    }
    return `${file} changed after deploy/dist was built`;
  }
  return undefined;
}

const problem = buildProblem();
if (problem) {
  process.stderr.write(
    `storefront: ${problem}. Run \`npm run build -w @storefront/deploy\` (or \`npm run build\`, which npm start runs), then this command again.\n`,
  );
  process.exit(1);
}
const { main } = await import(pathToFileURL(path.join(dist, 'cli.mjs')).href);
process.exitCode = await main(process.argv.slice(2), { root });
