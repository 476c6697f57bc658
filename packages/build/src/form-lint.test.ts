/**
 * @jest-environment node
 */
import { lintProbes, type LintProbe } from './lint-probes';

/**
 * Probes of the form rule of `eslint.config.mjs` (issue 11): in the shell and the remotes, the API's field errors
 * reach a form's fields only through `useValidatedForm` of `@storefront/validation`; reading `fieldErrors` by hand or
 * building field errors from issues fails lint, with a message that names the hook.
 */
const lint = (probes: LintProbe[]) => lintProbes(probes, 'no-restricted-syntax');

const readsFieldErrors = `import { ProblemError } from '@storefront/http';

export const emailError = (error: unknown) => (error instanceof ProblemError ? error.fieldErrors.email : undefined);
`;
const buildsFieldErrors = `import { fieldErrorDescriptors } from '@storefront/validation';

export const errorsOf = fieldErrorDescriptors;
`;

describe('the form lint rule', () => {
  it('fails hand-built field errors in a remote or the shell, pointing to useValidatedForm', () => {
    const results = lint([
      { file: 'mfe-checkout/src/features/probe/probe-form.tsx', code: readsFieldErrors },
      { file: 'mfe-account/src/lib/probe-errors.ts', code: readsFieldErrors },
      { file: 'shell/src/features/probe/probe-form.tsx', code: buildsFieldErrors },
    ]);
    for (const messages of results) expect(messages).toEqual([expect.stringContaining('useValidatedForm')]);
  }, 60_000);

  it('lets the hook and the packages read them', () => {
    const [inValidation] = lint([{ file: 'packages/validation/src/probe-form.ts', code: readsFieldErrors }]);
    expect(inValidation).toEqual([]);
  }, 60_000);
});
