import { setActiveLocale } from './locale-store';
import { pageLinks } from './page-links';

describe('pageLinks', () => {
  afterEach(() => setActiveLocale({ locale: 'en-AU', market: 'AU', pathPrefix: null }));

  it('links a page to its canonical address here and to its other languages, this market on this host', () => {
    setActiveLocale({ locale: 'fr-CA', market: 'CA', pathPrefix: 'fr-CA' });
    const origin = globalThis.location.origin;
    expect(
      pageLinks('fr-CA', '/p/bague-solitaire', {
        'en-AU': '/p/solitaire-ring',
        'en-CA': '/p/solitaire-ring',
        'fr-CA': '/p/bague-solitaire',
      }),
    ).toEqual({
      canonical: `${origin}/fr/p/bague-solitaire`,
      alternates: [
        { hrefLang: 'en-AU', href: 'https://www.example-jewellers.com.au/p/solitaire-ring' },
        { hrefLang: 'en-CA', href: `${origin}/p/solitaire-ring` },
        { hrefLang: 'fr-CA', href: `${origin}/fr/p/bague-solitaire` },
        { hrefLang: 'x-default', href: 'https://www.example-jewellers.com.au/p/solitaire-ring' },
      ],
    });
  });

  it('gives a page without alternates only its canonical address', () => {
    expect(pageLinks('en-AU', '/search')).toEqual({
      canonical: `${globalThis.location.origin}/search`,
      alternates: [],
    });
  });
});
