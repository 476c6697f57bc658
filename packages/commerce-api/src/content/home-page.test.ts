import { contentPageAnswerSchema } from '@storefront/api-schemas';
import {
  buildAsset,
  buildEntry,
  createContentStandin,
  linkTo,
  writeContentDir,
  type ContentStandin,
} from '@storefront/standin-content';
import { loadConfig } from '../config';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi } from '../test/harness';
import { createContentService, type ContentLogger } from './content-service';

/** The home page's hero: one picture per SPEC §9 breakpoint (360, 768, 980, 1280), normalised into the page answer. */

function recordingLogger(): ContentLogger & { messages: string[] } {
  const messages: string[] = [];
  return { messages, warn: (_details, message) => void messages.push(message) };
}

function contentService(host: string, logger: ContentLogger = recordingLogger()) {
  return createContentService(loadConfig({ NODE_ENV: 'test', CONTENTFUL_HOST: host }, 'memory://'), { logger });
}

describe('GET /api/content/pages/home with the repository content', () => {
  let standin: ContentStandin;
  let api: TestApi;

  beforeAll(async () => {
    standin = await createContentStandin({ watch: false });
    const { host } = await standin.listen({ port: 0 });
    api = await createTestApi({ content: contentService(host) });
  }, 30_000);
  afterAll(async () => {
    await api.close();
    await standin.close();
  });

  it('gives the hero one picture per breakpoint, narrowest first, each measured and described', async () => {
    const home = expectAnswer(await api.client().get('/api/content/pages/home'), contentPageAnswerSchema);
    const hero = home.sections[0];
    expect(hero).toMatchObject({ variant: 'hero', title: 'Made to be treasured' });
    expect(hero?.images.map(({ minWidth, image }) => [minWidth, image.width, image.height])).toEqual([
      [360, 360, 450],
      [768, 768, 512],
      [980, 980, 460],
      [1280, 1280, 560],
    ]);
    for (const { image } of hero?.images ?? []) {
      expect(image.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/assets-files\/home\/hero-[a-z-]+\.svg$/);
      expect(image.alt).toMatch(/^A yellow gold solitaire engagement ring/);
    }
    // A section with a single picture (or none) has no breakpoint pictures.
    expect(home.sections.slice(1).every((section) => section.images.length === 0)).toBe(true);
  });

  it('answers each market’s hero in its language, the French with French descriptions of the same pictures', async () => {
    const french = expectAnswer(
      await api.client({ locale: 'fr-CA' }).get('/api/content/pages/home'),
      contentPageAnswerSchema,
    );
    const hero = french.sections[0];
    expect(hero).toMatchObject({
      title: 'La saison des grandes demandes',
      cta: { label: 'Voir les bagues de fiançailles', url: '/bagues-de-fiancailles' },
    });
    expect(hero?.images).toHaveLength(4);
    expect(hero?.images[0]?.image.alt).toMatch(/^Une bague de fiançailles solitaire en or jaune/);
    const nz = expectAnswer(
      await api.client({ locale: 'en-NZ' }).get('/api/content/pages/home'),
      contentPageAnswerSchema,
    );
    expect(nz.description).toContain('across New Zealand');
    expect(nz.sections[0]?.cta).toEqual({ label: 'Shop engagement rings', url: '/engagement-rings' });
  });
});

describe('the hero’s pictures when an editor left some out or linked the wrong thing', () => {
  const content = writeContentDir({
    entries: [
      buildEntry('page-home', 'contentPage', {
        slug: 'home',
        title: 'Home',
        sections: [linkTo('Entry', 'hero'), linkTo('Entry', 'hero-wrong-link'), linkTo('Entry', 'hero-draft')],
      }),
      buildEntry('hero', 'pageSection', {
        variant: 'hero',
        title: 'Partly drawn',
        responsiveImage: linkTo('Entry', 'pictures'),
      }),
      buildEntry('pictures', 'responsiveImage', {
        imageMobile: linkTo('Asset', 'phone'),
        imageDesktop: linkTo('Asset', 'unpublished-or-missing'),
        imageDesktopXL: linkTo('Asset', 'wide'),
      }),
      buildEntry('hero-wrong-link', 'pageSection', {
        variant: 'hero',
        title: 'Links a panel',
        responsiveImage: linkTo('Entry', 'a-panel'),
      }),
      buildEntry('a-panel', 'panel', { title: 'Not pictures' }),
      buildEntry('hero-draft', 'pageSection', {
        variant: 'hero',
        title: 'Links a draft',
        responsiveImage: linkTo('Entry', 'draft-pictures'),
      }),
      buildEntry('draft-pictures', 'responsiveImage', { imageMobile: linkTo('Asset', 'phone') }, { draft: true }),
    ],
    assets: [buildAsset('phone', 'home/phone.svg', 'Phone'), buildAsset('wide', 'home/wide.svg', 'Wide')],
  });
  let local: ContentStandin;
  let api: TestApi;
  const logger = recordingLogger();

  beforeAll(async () => {
    local = await createContentStandin({ contentDir: content.dir, watch: false });
    const { host } = await local.listen({ port: 0 });
    api = await createTestApi({ content: contentService(host, logger) });
  }, 30_000);
  afterAll(async () => {
    await api.close();
    await local.close();
    content.remove();
  });

  it('keeps the breakpoints that have a picture, and serves the section without pictures rather than failing', async () => {
    const home = expectAnswer(await api.client().get('/api/content/pages/home'), contentPageAnswerSchema);
    expect(home.sections.map((section) => [section.title, section.images.map((entry) => entry.minWidth)])).toEqual([
      ['Partly drawn', [360, 1280]],
      ['Links a panel', []],
      ['Links a draft', []],
    ]);
    expect(home.sections[0]?.images[0]?.image).toEqual({
      url: expect.stringMatching(/\/assets-files\/home\/phone\.svg$/),
      alt: 'Phone',
      width: 40,
      height: 30,
    });
    expect(logger.messages).toEqual(
      expect.arrayContaining([expect.stringMatching(/^content dropped: responsive image a-panel/)]),
    );
  });
});
