#!/usr/bin/env node
// Bundle-size budget (zero dependencies; gzip level 9, what a browser downloads):
//   (a) the shell's JavaScript needed before the home page renders: the scripts index.html references plus every
//       chunk listed in shell/dist/initial-assets.json (or stats-initial.json), budget 180 KB gzip;
//   (b) per remote, what a first visit to one of its routes adds: remoteEntry.js + the sync JS of its `./routes`
//       expose from mf-manifest.json, minus shared fallbacks (the shell provides those), budget 60 KB gzip each.
// Prints a table, writes .bench/size.json, exits 1 when a budget is exceeded or the builds are missing.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const BUDGETS = { shellInitialJs: 180 * KB, remoteFirstVisit: 60 * KB };
const REMOTES = ['catalogue', 'checkout', 'account', 'stores', 'engagement'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shellDist = path.join(root, 'shell', 'dist');

function fail(message) {
  console.error(`bench:size: ${message}`);
  process.exit(1);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    fail(`cannot read ${path.relative(root, file)}: ${error.message}`);
  }
}

/** `/_shell/<version>/main.1a2b.js`, `main.1a2b.js`, `./main.1a2b.js` → `main.1a2b.js`; undefined for other origins. */
function shellAssetPath(reference) {
  const value = String(reference).split(/[?#]/)[0];
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(value)) return undefined;
  const shellPath = /^\/_shell\/[^/]+\/(.+)$/.exec(value);
  if (shellPath) return shellPath[1];
  return value.replace(/^\.?\//, '');
}

/** Sizes of files inside `dir`; a listed file that is missing is an error (the list and the build disagree). */
function measure(dir, files) {
  return files.map((file) => {
    const full = path.join(dir, file);
    if (!existsSync(full)) fail(`${path.relative(root, full)} is listed but does not exist; rebuild (npm run build)`);
    const content = readFileSync(full);
    return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
}

function total(measured) {
  return measured.reduce((sum, entry) => ({ raw: sum.raw + entry.raw, gzip: sum.gzip + entry.gzip }), {
    raw: 0,
    gzip: 0,
  });
}

/** JS file names from initial-assets.json / stats-initial.json, whichever shape the shell build emits. */
function initialListFrom(data) {
  if (Array.isArray(data)) return data.map((entry) => (typeof entry === 'string' ? entry : entry?.name));
  if (data && typeof data === 'object') {
    for (const key of ['initial', 'files', 'assets', 'js']) {
      if (Array.isArray(data[key])) return initialListFrom(data[key]);
    }
    const entrypoints = data.entrypoints && Object.values(data.entrypoints);
    if (entrypoints) return entrypoints.flatMap((entry) => initialListFrom(entry.assets ?? []));
  }
  return [];
}

function shellInitial() {
  const indexFile = path.join(shellDist, 'index.html');
  const html = readFileSync(indexFile, 'utf8');
  const fromHtml = [...html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["']/gi)].map((match) => match[1]);
  const lists = ['initial-assets.json', 'stats-initial.json'].filter((name) => existsSync(path.join(shellDist, name)));
  const source = lists[0];
  const listed = source ? initialListFrom(readJson(path.join(shellDist, source))) : [];
  const files = [...new Set([...fromHtml, ...listed].filter(Boolean).map(shellAssetPath))].filter(
    (file) => file !== undefined && /\.m?js$/.test(file),
  );
  const measured = measure(shellDist, files);
  const htmlSize = { raw: Buffer.byteLength(html), gzip: gzipSync(html, { level: 9 }).length };
  return {
    source: source ?? 'index.html only (no initial-assets.json: async start-up chunks are not counted)',
    files: measured,
    html: htmlSize,
    ...total(measured),
  };
}

function remoteFirstVisit(remote) {
  const dist = path.join(root, `mfe-${remote}`, 'dist');
  const manifest = readJson(path.join(dist, 'mf-manifest.json'));
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = entry?.name ? path.posix.join(entry.path || '', entry.name) : 'remoteEntry.js';
  const sharedFiles = new Set(
    (manifest.shared ?? []).flatMap((shared) => [
      ...(shared.assets?.js?.sync ?? []),
      ...(shared.assets?.js?.async ?? []),
    ]),
  );
  const routes = (manifest.exposes ?? []).find(
    (expose) => expose.path === './routes' || expose.name === 'routes' || expose.name === './routes',
  );
  const exposeFiles = (routes?.assets?.js?.sync ?? []).filter((file) => !sharedFiles.has(file));
  const files = [...new Set([entryFile, ...exposeFiles])];
  const measured = measure(dist, files);
  return { expose: routes ? './routes' : 'none found (remoteEntry.js only)', files: measured, ...total(measured) };
}

function formatKb(bytes) {
  return `${(bytes / KB).toFixed(1)} KB`;
}

// Builds present?
const missing = [
  ...(existsSync(path.join(shellDist, 'index.html')) ? [] : ['shell/dist/index.html']),
  ...REMOTES.filter((remote) => !existsSync(path.join(root, `mfe-${remote}`, 'dist', 'mf-manifest.json'))).map(
    (remote) => `mfe-${remote}/dist/mf-manifest.json`,
  ),
];
if (missing.length > 0) fail(`no build found (${missing.join(', ')} missing): run npm run build first`);

const shell = shellInitial();
const remotes = Object.fromEntries(REMOTES.map((remote) => [remote, remoteFirstVisit(remote)]));

const rows = [
  {
    name: 'shell: JS before first render',
    count: shell.files.length,
    raw: shell.raw,
    gzip: shell.gzip,
    budget: BUDGETS.shellInitialJs,
  },
  ...REMOTES.map((remote) => ({
    name: `${remote}: first visit adds`,
    count: remotes[remote].files.length,
    raw: remotes[remote].raw,
    gzip: remotes[remote].gzip,
    budget: BUDGETS.remoteFirstVisit,
  })),
];
const header = ['', 'files', 'raw', 'gzip -9', 'budget', 'headroom'];
const body = rows.map((row) => [
  row.name,
  String(row.count),
  formatKb(row.raw),
  formatKb(row.gzip),
  formatKb(row.budget),
  row.gzip <= row.budget ? `${formatKb(row.budget - row.gzip)} below` : `OVER by ${formatKb(row.gzip - row.budget)}`,
]);
const widths = header.map((_, column) => Math.max(...[header, ...body].map((line) => line[column].length)));
const print = (line) =>
  console.log(
    line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '),
  );
print(header);
body.forEach(print);
console.log(`\nshell initial list: ${shell.source}; index.html itself ${formatKb(shell.html.gzip)} gzip`);

const over = rows.filter((row) => row.gzip > row.budget);
const report = {
  generatedAt: new Date().toISOString(),
  compression: 'gzip level 9',
  budgets: BUDGETS,
  shell: { ...shell, budget: BUDGETS.shellInitialJs, ok: shell.gzip <= BUDGETS.shellInitialJs },
  remotes: Object.fromEntries(
    REMOTES.map((remote) => [
      remote,
      { ...remotes[remote], budget: BUDGETS.remoteFirstVisit, ok: remotes[remote].gzip <= BUDGETS.remoteFirstVisit },
    ]),
  ),
  ok: over.length === 0,
};
mkdirSync(path.join(root, '.bench'), { recursive: true });
writeFileSync(path.join(root, '.bench', 'size.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('wrote .bench/size.json');

if (over.length > 0) {
  console.error(`bench:size: over budget: ${over.map((row) => row.name).join('; ')}`);
  process.exit(1);
}
