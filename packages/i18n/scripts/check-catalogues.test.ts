/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const checkScript = path.join(__dirname, 'check-catalogues.mjs');
const compileScript = path.join(__dirname, '../../build/bin/compile-messages.mjs');

/** Writes a miniature repository: files relative to its root. */
function buildRepo(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-check-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

const messagesFile = (entries: Record<string, string>) =>
  `import { defineMessages } from 'react-intl';\nexport const m = defineMessages(${JSON.stringify(
    Object.fromEntries(
      Object.entries(entries).map(([id, defaultMessage]) => [id.replace(/\W/g, '_'), { id, defaultMessage }]),
    ),
  )});\n`;

function run(script: string, args: string[], cwd: string) {
  const result = spawnSync(process.execPath, [script, ...args], { cwd, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

let root: string;

beforeAll(() => {
  root = buildRepo({
    'packages/i18n/package.json': JSON.stringify({ name: '@storefront/i18n' }),
    'packages/i18n/src/common-messages.ts': messagesFile({ 'common.close': 'Close', 'common.hello': 'Hello {name}' }),
    'packages/i18n/src/common-messages.test.ts': messagesFile({ 'test.only': 'Ignored in tests' }),
    'packages/ui/src/price-messages.ts': messagesFile({ 'ui.price.was': 'Was {price}', 'ui.price.items': 'Items' }),
    'packages/i18n/lang/fr.json': JSON.stringify({
      'common.close': 'Fermer',
      'common.hello': 'Bonjour {nom}',
      'ui.price.was': 'Avant {price}',
      'old.gone': 'Disparu',
    }),
    'shell/src/header-messages.ts': messagesFile({ 'shell.bag': '{count, plural, one {# item} other {# items}}' }),
    'shell/lang/fr.json': JSON.stringify({ 'shell.bag': '{count, plural, one {# article} other {# articles}}' }),
    'mfe-stores/package.json': '{}',
    'mfe-account/src/account-route.ts': 'export const nothing = 1;\n',
  });
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('check-catalogues', () => {
  it('fails and names each missing id, extra id and placeholder mismatch of the shared packages', () => {
    const { status, output } = run(checkScript, ['--root', root], root);
    expect(status).toBe(1);
    expect(output).toContain('FAIL packages: 4 messages, 3 problem(s) in packages/i18n/lang/fr.json');
    expect(output).toMatch(/missing\s+ui\.price\.items/);
    expect(output).toMatch(/extra\s+old\.gone/);
    expect(output).toMatch(/placeholders\s+common\.hello: English \{name\}, French \{nom\}/);
    expect(output).not.toContain('test.only');
  });

  it('passes a complete catalogue and skips units without messages', () => {
    const { output } = run(checkScript, ['--root', root], root);
    expect(output).toContain('ok   shell: 1 messages, shell/lang/fr.json complete');
    expect(output).toContain('ok   mfe-account: skipped (no messages)');
    expect(output).toContain('ok   mfe-stores: skipped (no messages)');
  });
});

describe('compile-messages', () => {
  it('compiles all shared packages into packages/i18n, even with French missing', () => {
    const { status, output } = run(compileScript, [], path.join(root, 'packages/i18n'));
    expect(status).toBe(0);
    expect(output).toContain('1 French translations missing');
    const compiled = (language: string) =>
      JSON.parse(fs.readFileSync(path.join(root, `packages/i18n/lang/compiled/${language}.json`), 'utf8'));
    expect(Object.keys(compiled('en')).sort()).toEqual([
      'common.close',
      'common.hello',
      'ui.price.items',
      'ui.price.was',
    ]);
    expect(compiled('en')['common.close']).toEqual([{ type: 0, value: 'Close' }]);
    expect(compiled('fr')['ui.price.was']).toEqual([
      { type: 0, value: 'Avant ' },
      { type: 1, value: 'price' },
    ]);
  });

  it("compiles an app's own messages in its folder", () => {
    const { status } = run(compileScript, [], path.join(root, 'shell'));
    expect(status).toBe(0);
    const french = JSON.parse(fs.readFileSync(path.join(root, 'shell/lang/compiled/fr.json'), 'utf8'));
    expect(Object.keys(french)).toEqual(['shell.bag']);
  });
});
