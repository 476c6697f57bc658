import { loadPackageMessages } from './load-messages';

// The real catalogues are build output (see scripts/check-catalogues.test.ts for what the compiler writes); these
// stand-ins check that each language reads its own file.
jest.mock('../lang/compiled/en.json', () => ({ 'common.close': [{ type: 0, value: 'Close' }] }), { virtual: true });
jest.mock('../lang/compiled/fr.json', () => ({ 'common.close': [{ type: 0, value: 'Fermer' }] }), { virtual: true });

describe('loadPackageMessages', () => {
  it('loads the compiled catalogue of the requested language', async () => {
    await expect(loadPackageMessages('fr')).resolves.toEqual({ 'common.close': [{ type: 0, value: 'Fermer' }] });
    await expect(loadPackageMessages('en')).resolves.toEqual({ 'common.close': [{ type: 0, value: 'Close' }] });
  });
});
