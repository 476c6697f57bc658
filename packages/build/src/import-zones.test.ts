/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { lintProbes } from './lint-probes';

/**
 * Probes of the inner import zones of `eslint.config.mjs` (issue 11): a module that breaks a zone, linted by the
 * repository's own configuration as `npm run lint` lints it, must fail, and the imports the shape allows must not.
 * Probes are linted as text under a file name that does not exist; what they import is real, read from the tree, so
 * the probes follow the code when it moves.
 */
const root = path.resolve(__dirname, '../../..');
const rule = 'import-x/no-restricted-paths';

const remotes = ['mfe-catalogue', 'mfe-checkout', 'mfe-account', 'mfe-stores', 'mfe-engagement'];

const entries = (dir: string) => readdirSync(path.join(root, dir), { withFileTypes: true });
const featuresOf = (app: string) =>
  entries(`${app}/src/features`)
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** A module in `dir` (relative to the root), as an import path without its extension. */
function moduleIn(dir: string): string {
  const file = entries(dir).find((entry) => entry.isFile() && /(?<!\.test)\.tsx?$/.test(entry.name));
  if (!file) throw new Error(`no module to import in ${dir}`);
  return path.join(dir, file.name.replace(/\.tsx?$/, ''));
}

interface Probe {
  /** Where the probe pretends to live. */
  file: string;
  /** What it imports (relative to the root). */
  imports: string;
}

const probe = (file: string, imports: string): Probe => ({ file, imports });

const source = ({ file, imports }: Probe) => {
  let specifier = path.relative(path.dirname(file), imports);
  if (!specifier.startsWith('.')) specifier = `./${specifier}`;
  return `import * as probed from '${specifier}';\n\nexport const touched = probed;\n`;
};

/** The zone messages of each probe, in order. */
const lintZones = (probes: Probe[]) =>
  lintProbes(
    probes.map((one) => ({ file: one.file, code: source(one) })),
    rule,
  );

/** Probes that break a zone, in every remote and in the shell, each with the words its error must carry. */
function breakingProbes(): Array<[string, Probe, string]> {
  const cases: Array<[string, Probe, string]> = [];
  for (const app of [...remotes, 'shell']) {
    const [feature, other] = featuresOf(app);
    if (!feature || !other) throw new Error(`${app} needs two features to probe`);
    const inFeature = `${app}/src/features/${feature}/zone-probe.ts`;
    const inLib = `${app}/src/lib/zone-probe.ts`;
    const otherFeature = moduleIn(`${app}/src/features/${other}`);
    const composers = app === 'shell' ? ['routes', 'pages', 'layouts'] : ['routes'];
    cases.push([`${app}: a feature imports another feature`, probe(inFeature, otherFeature), 'another feature']);
    cases.push([
      `${app}: a feature's test imports another feature`,
      probe(inFeature.replace('.ts', '.test.ts'), otherFeature),
      'another feature',
    ]);
    cases.push([`${app}: lib imports a feature`, probe(inLib, otherFeature), 'lib/ imports no feature']);
    for (const dir of composers) {
      const composer = moduleIn(`${app}/src/${dir}`);
      cases.push([`${app}: a feature imports ${dir}/`, probe(inFeature, composer), `never imports`]);
      cases.push([`${app}: lib imports ${dir}/`, probe(inLib, composer), 'lib/ imports no feature']);
    }
  }
  cases.push([
    'shell: mf/ imports a feature',
    probe('shell/src/mf/zone-probe.ts', moduleIn('shell/src/features/header')),
    'mf/ imports no feature',
  ]);
  return cases;
}

/** Imports the shape allows: nothing here may be reported. */
function allowedProbes(): Array<[string, Probe]> {
  const cases: Array<[string, Probe]> = [];
  for (const app of [...remotes, 'shell']) {
    const [feature] = featuresOf(app);
    const inFeature = `${app}/src/features/${feature}/zone-probe.ts`;
    cases.push([
      `${app}: a feature imports its own module`,
      probe(inFeature, moduleIn(`${app}/src/features/${feature}`)),
    ]);
    cases.push([`${app}: a feature imports lib`, probe(inFeature, moduleIn(`${app}/src/lib`))]);
    cases.push([
      `${app}: a route imports a feature`,
      probe(`${app}/src/routes/zone-probe.ts`, moduleIn(`${app}/src/features/${feature}`)),
    ]);
  }
  cases.push([
    'shell: a feature imports mf/',
    probe('shell/src/features/header/zone-probe.ts', moduleIn('shell/src/mf')),
  ]);
  return cases;
}

describe('the inner import zones of every app', () => {
  const breaking = breakingProbes();
  const allowed = allowedProbes();
  let found: string[][];

  beforeAll(() => {
    found = lintZones([...breaking.map(([, one]) => one), ...allowed.map(([, one]) => one)]);
  });

  it.each(breaking.map(([name, one, words], index) => [name, one, words, index] as const))(
    'fail lint when %s',
    (_name, _probe, words, index) => {
      expect(found[index]).toEqual([expect.stringContaining(words)]);
    },
  );

  it.each(allowed.map(([name, one], index) => [name, one, breaking.length + index] as const))(
    'pass lint when %s',
    (_name, _probe, index) => {
      expect(found[index]).toEqual([]);
    },
  );

  it('make `eslint --max-warnings 0` (what `npm run lint` runs) exit with an error on a probe', () => {
    const [name, one] = breaking[0]!;
    const run = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/eslint/bin/eslint.js'),
        '--max-warnings',
        '0',
        '--stdin',
        '--stdin-filename',
        one.file,
      ],
      { cwd: root, input: source(one), encoding: 'utf8' },
    );
    expect({ name, status: run.status }).toEqual({ name, status: 1 });
    expect(run.stdout).toContain(rule);
  });
});
