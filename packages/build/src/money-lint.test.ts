/**
 * @jest-environment node
 */
import { lintProbes, type LintProbe } from './lint-probes';

/**
 * Probes of the money rule of `eslint.config.mjs` (issue 11): a currency format anywhere but `formatMoney` of
 * `@storefront/i18n` fails lint, with a message that names the one formatter.
 */

/** The `no-restricted-syntax` messages of each probe, linted by the repository's own configuration. */
const lint = (probes: LintProbe[]) => lintProbes(probes, 'no-restricted-syntax');

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
