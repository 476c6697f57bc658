#!/usr/bin/env node
// Compiles the react-intl messages of the workspace it runs in (its `build` script runs it in the workspace folder):
// lang/compiled/en.json from the defaultMessages in src, lang/compiled/fr.json from lang/fr.json, both as pre-parsed
// ASTs so the browser needs no ICU parser. In packages/i18n it compiles the messages of every packages/*/src, since
// all shared packages share one catalogue. A French id that is missing only warns here; `npm run i18n:check` fails.
//
// The extraction helpers are exported for packages/i18n/scripts/check-catalogues.mjs. They drive the installed
// @formatjs/cli binary (this version ships no @formatjs/cli-lib package to import).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** Absolute path of the formatjs CLI script. */
export function formatjsBin() {
  const packageJson = require.resolve('@formatjs/cli/package.json');
  const { bin } = JSON.parse(fs.readFileSync(packageJson, 'utf8'));
  return path.join(path.dirname(packageJson), typeof bin === 'string' ? bin : bin.formatjs);
}

function formatjs(args) {
  try {
    execFileSync(process.execPath, [formatjsBin(), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim();
    throw new Error(`formatjs ${args[0]} failed${output ? `:\n${output}` : ''}`, { cause: error });
  }
}

function withTempDir(work) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-messages-'));
  try {
    return work(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function isDirectory(dir) {
  return fs.existsSync(dir) && fs.statSync(dir).isDirectory();
}

/**
 * The message-owning units of the repository: one for all shared packages (French file in packages/i18n), one for the
 * shell and one per remote. `home` is the workspace whose lang/ folder holds the catalogue.
 */
export function messageUnits(root) {
  const packagesDir = path.join(root, 'packages');
  const packageSources = isDirectory(packagesDir)
    ? fs
        .readdirSync(packagesDir)
        .sort()
        .map((name) => path.join(packagesDir, name, 'src'))
    : [];
  const apps = fs
    .readdirSync(root)
    .filter((name) => name === 'shell' || name.startsWith('mfe-'))
    .sort((a, b) => (a === 'shell' ? -1 : b === 'shell' ? 1 : a.localeCompare(b)));
  return [
    { name: 'packages', home: path.join(packagesDir, 'i18n'), sourceDirs: packageSources },
    ...apps.map((name) => ({ name, home: path.join(root, name), sourceDirs: [path.join(root, name, 'src')] })),
  ]
    .map((unit) => ({ ...unit, sourceDirs: unit.sourceDirs.filter(isDirectory) }))
    .map((unit) => ({ ...unit, frenchFile: path.join(unit.home, 'lang', 'fr.json') }));
}

const sourceFile = /\.tsx?$/;
const notSource = /(\.test|\.spec)\.tsx?$|\.d\.ts$/;
const skippedDirs = new Set(['node_modules', '__tests__', '__mocks__', 'dist']);

/** The .ts/.tsx files under the given folders, tests and declarations excluded, sorted. */
export function sourceFiles(dirs) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!skippedDirs.has(entry.name)) walk(full);
      } else if (sourceFile.test(entry.name) && !notSource.test(entry.name)) {
        files.push(full);
      }
    }
  };
  dirs.forEach(walk);
  return files.sort();
}

/** Extracts the messages of some files: `{ [id]: { defaultMessage, description? } }`. */
export function extractMessages(files) {
  if (files.length === 0) return {};
  return withTempDir((dir) => {
    const list = path.join(dir, 'files.txt');
    const out = path.join(dir, 'messages.json');
    fs.writeFileSync(list, files.join('\n'));
    formatjs(['extract', '--in-file', list, '--out-file', out, '--throws']);
    return fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : {};
  });
}

/** Reads a French catalogue (formatjs simple format); an absent file is an empty catalogue. */
export function readCatalogue(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

function compileTo(inputFile, format, outFile) {
  formatjs(['compile', inputFile, '--format', format, '--ast', '--out-file', outFile]);
}

function unitOfWorkspace(cwd) {
  const packageJson = path.join(cwd, 'package.json');
  const name = fs.existsSync(packageJson) ? JSON.parse(fs.readFileSync(packageJson, 'utf8')).name : undefined;
  if (name === '@storefront/i18n') return messageUnits(path.resolve(cwd, '../..'))[0];
  return {
    name: path.basename(cwd),
    home: cwd,
    sourceDirs: [path.join(cwd, 'src')].filter(isDirectory),
    frenchFile: path.join(cwd, 'lang', 'fr.json'),
  };
}

function main() {
  const unit = unitOfWorkspace(process.cwd());
  const english = extractMessages(sourceFiles(unit.sourceDirs));
  const french = readCatalogue(unit.frenchFile);
  const outDir = path.join(unit.home, 'lang', 'compiled');
  fs.mkdirSync(outDir, { recursive: true });
  withTempDir((dir) => {
    const englishFile = path.join(dir, 'en.json');
    const frenchFile = path.join(dir, 'fr.json');
    fs.writeFileSync(englishFile, JSON.stringify(english));
    fs.writeFileSync(frenchFile, JSON.stringify(french));
    compileTo(englishFile, 'default', path.join(outDir, 'en.json'));
    compileTo(frenchFile, 'simple', path.join(outDir, 'fr.json'));
  });
  const missing = Object.keys(english).filter((id) => !Object.hasOwn(french, id));
  console.log(
    `compile-messages ${unit.name}: ${Object.keys(english).length} messages, ${Object.keys(french).length} French` +
      ` -> ${path.relative(process.cwd(), outDir) || '.'}/{en,fr}.json`,
  );
  if (missing.length > 0) {
    console.warn(
      `compile-messages ${unit.name}: ${missing.length} French translations missing (run npm run i18n:check)`,
    );
  }
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
