import { switchLocation } from './switch-location';

const config = {
  marketOrigins: { AU: 'http://au.localhost:8080', CA: 'http://ca.localhost:8080', NZ: 'http://nz.localhost:8080' },
};

describe('locale switch', () => {
  it('switches English to French on the Canadian site through the cookie, on the same page', () => {
    const setCookie = jest.fn();
    const to = switchLocation(
      '/stores?q=toronto',
      'en-CA',
      'fr-CA',
      config,
      { origin: 'http://ca.localhost:8080' },
      setCookie,
    );
    expect(to).toBe('/fr/stores?q=toronto');
    expect(setCookie).toHaveBeenCalledWith(expect.stringMatching(/^storefront_locale=fr-CA;.*Max-Age=31536000/));
  });

  it('switches French back to English', () => {
    const setCookie = jest.fn();
    expect(
      switchLocation('/fr-CA/my-bag', 'fr-CA', 'en-CA', config, { origin: 'http://ca.localhost:8080' }, setCookie),
    ).toBe('/my-bag');
  });

  it('goes to the other market’s site for another country, carrying a Canadian language choice', () => {
    const here = { origin: 'http://au.localhost:8080' };
    expect(switchLocation('/stores', 'en-AU', 'en-NZ', config, here, jest.fn())).toBe(
      'http://nz.localhost:8080/stores',
    );
    expect(switchLocation('/stores', 'en-AU', 'fr-CA', config, here, jest.fn())).toBe(
      'http://ca.localhost:8080/fr/stores?locale=fr-CA',
    );
  });

  it('never leaves the site when the current path would become protocol-relative', () => {
    const canada = { origin: 'http://ca.localhost:8080' };
    expect(switchLocation('/fr//evil.example/x', 'fr-CA', 'en-CA', config, canada, jest.fn())).toBe('/');
    expect(switchLocation('/fr/%2F%2Fevil.example', 'fr-CA', 'en-CA', config, canada, jest.fn())).toBe('/');
    expect(switchLocation('//evil.example/', 'en-CA', 'fr-CA', config, canada, jest.fn())).toBe('/fr');
    expect(switchLocation('/fr//evil.example/x', 'fr-CA', 'en-NZ', config, canada, jest.fn())).toBe(
      'http://nz.localhost:8080/',
    );
  });
});
