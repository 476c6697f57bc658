/** @jest-environment node */
import { checkCompatibility, describeProblem, packageOfShareKey } from './compatibility';

const shell = { react: '19.3.1', 'react-dom': '19.3.1', '@storefront/contracts': '1.0.0', zustand: '5.1.0' };

describe('shared singleton compatibility gate', () => {
  it.each([['19.3.1'], ['^19.2.0'], ['~19.3.0'], ['>=19.0.0 <20'], ['^18.0.0 || ^19.0.0'], ['19.x'], ['*']])(
    'accepts the shell react 19.3.1 for a remote requiring %s',
    (range) => {
      expect(checkCompatibility([{ name: 'react', requiredVersion: range }], shell)).toEqual([]);
    },
  );

  it.each([['^20.0.0'], ['~19.2.0'], ['19.3.2'], ['18.x'], ['not a range']])(
    'refuses the shell react 19.3.1 for a remote requiring %s',
    (range) => {
      expect(checkCompatibility([{ name: 'react', requiredVersion: range }], shell)).toEqual([
        { packageName: 'react', provided: '19.3.1', required: range },
      ]);
    },
  );

  it('checks prefix share keys against their package, once per package and range', () => {
    const problems = checkCompatibility(
      [
        { name: 'react', requiredVersion: '^20.0.0' },
        { name: 'react/jsx-runtime', requiredVersion: '^20.0.0' },
        { name: '@storefront/contracts/paths', requiredVersion: '^2.0.0' },
      ],
      shell,
    );
    expect(problems.map((problem) => problem.packageName)).toEqual(['react', '@storefront/contracts']);
  });

  it('ignores packages the shell does not provide and requirements without a range', () => {
    const problems = checkCompatibility(
      [
        { name: 'lodash', requiredVersion: '^4.0.0' },
        { name: 'zustand', requiredVersion: false },
        { name: 'react-dom', requiredVersion: undefined },
      ],
      shell,
    );
    expect(problems).toEqual([]);
  });

  it('names the package, the shell version and the remote range', () => {
    expect(
      describeProblem('catalogue 1.0.0-abc', { packageName: 'react', provided: '19.3.1', required: '^20.0.0' }),
    ).toBe('react: the shell provides 19.3.1 but catalogue 1.0.0-abc requires ^20.0.0');
  });

  it('maps share keys to package names', () => {
    expect(packageOfShareKey('react-dom/client')).toBe('react-dom');
    expect(packageOfShareKey('@storefront/ui')).toBe('@storefront/ui');
    expect(packageOfShareKey('zustand/')).toBe('zustand');
  });
});
