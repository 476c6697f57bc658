/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Probes of the money rule of `eslint.config.mjs` (issue 11): a currency format anywhere but `formatMoney` of
 * `@storefront/i18n` fails lint, with a message that names the one formatter.
 */
const root = path.resolve(__dirname, '../../..');

/** The `no-restricted-syntax` messages of each probe, linted by the repository's own configuration. */
function lint(probes: { file: string; code: string }[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const probes = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const found = [];
    for (const { filePath, code } of probes) {
      const [result] = await eslint.lintText(code, { filePath });
      found.push(result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message));
    }
    console.log(JSON.stringify(found));
  `;
  const input = probes.map(({ file, code }) => ({ filePath: path.join(root, file), code }));
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(input)], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}

const objectStyle = `export const price = (cents: number) =>
  new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(cents / 100);
`;
const jsxStyle = `import { FormattedNumber } from 'react-intl';

export const Price = ({ cents }: { cents: number }) => (
  <FormattedNumber value={cents / 100} style="currency" currency="AUD" />
);
`;

describe('the money lint rule', () => {
  it('fails a currency format outside formatMoney, in an object or a JSX attribute, pointing to formatMoney', () => {
    const [inRemote, inJsx, inPackage] = lint([
      { file: 'mfe-checkout/src/features/probe/probe-money.ts', code: objectStyle },
      { file: 'mfe-catalogue/src/features/probe/probe-price.tsx', code: jsxStyle },
      { file: 'packages/ui/src/typography/probe-price.ts', code: objectStyle },
    ]);
    for (const messages of [inRemote, inJsx, inPackage]) {
      expect(messages).toEqual([expect.stringContaining('formatMoney')]);
    }
  }, 60_000);

  it('lets the one formatter use it', () => {
    const [inFormatter] = lint([{ file: 'packages/i18n/src/format.ts', code: objectStyle }]);
    expect(inFormatter).toEqual([]);
  }, 60_000);
});
