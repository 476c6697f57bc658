import { loadContent } from './content-store';
import { DEFAULT_CONTENT_DIR } from './content-standin';
import { linksIn } from './link-resolution';

const content = loadContent(DEFAULT_CONTENT_DIR);
/** Editors' labels and people's names: not translated. */
const internal = new Set(['name', 'author']);
const entriesOf = (type: string) => [...content.entries.values()].filter((entry) => entry.sys.contentType === type);

describe('the repository’s content files', () => {
  it('link only to published entries and assets', () => {
    const dangling = [...content.entries.values()].flatMap((entry) =>
      linksIn(entry.fields)
        .filter((ref) => !(ref.linkType === 'Entry' ? content.entries.has(ref.id) : content.assets.has(ref.id)))
        .map((ref) => `${entry.sys.id} → ${ref.id}`),
    );
    expect(dangling).toEqual([]);
  });

  it('have a page for every content path the shell links to, and the home page', () => {
    const slugs = entriesOf('contentPage').map((page) => page.fields.slug?.['en-AU']);
    for (const slug of [
      'home',
      'customer-service/delivery',
      'customer-service/returns',
      'customer-service/faqs',
      'brilliance-terms',
      'professional-care-plan',
      'ring-size-guide',
    ]) {
      expect(slugs).toContain(slug);
    }
    const articles = entriesOf('article').map((article) => article.fields.slug?.['en-AU']);
    expect(articles).toContain('lifetime-diamond-warranty');
    expect(articles.length).toBeGreaterThanOrEqual(6);
  });

  it('say every English text in French too', () => {
    const missing: string[] = [];
    for (const entry of content.entries.values()) {
      for (const [name, field] of Object.entries(entry.fields)) {
        const english = field['en-AU'] ?? field['en-CA'];
        const isText = typeof english === 'string' && /\s/.test(english) && !english.startsWith('/');
        if (
          isText &&
          field['fr-CA'] === undefined &&
          !internal.has(name) &&
          entry.sys.contentType !== 'supportingData'
        ) {
          missing.push(`${entry.sys.id}.${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('measure every asset file', () => {
    for (const asset of content.assets.values()) {
      expect(asset.files['en-AU']?.image).toEqual({ width: expect.any(Number), height: expect.any(Number) });
    }
  });
});
