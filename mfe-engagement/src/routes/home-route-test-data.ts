import type { ContentImage, ContentPage, Panel, SitePreferencesAnswer, TopCategories } from '@storefront/api-schemas';

/** A content picture as the API measures it. */
export function buildImage(name: string, width = 480, height = 600, alt = `${name} picture`): ContentImage {
  return { url: `http://content.test/assets-files/${name}.svg`, alt, width, height };
}

/** `GET /api/content/pages/home`: a hero with a picture per breakpoint, and a cards section. */
export function buildHomePage(overrides: Partial<ContentPage> = {}): ContentPage {
  const hero = (minWidth: number, width: number, height: number) => ({
    minWidth,
    image: buildImage(`hero-${minWidth}`, width, height, 'A solitaire on emerald velvet'),
  });
  return {
    id: 'page-home',
    slug: 'home',
    title: 'Lustre & Co. | Fine jewellery since 1962',
    description: 'Engagement rings, wedding bands and fine jewellery.',
    updatedAt: '2026-11-20T08:00:00.000Z',
    sections: [
      {
        id: 'hero',
        variant: 'hero',
        title: 'Made to be treasured',
        body: null,
        image: buildImage('hero-1280', 1280, 560, 'A solitaire on emerald velvet'),
        images: [hero(360, 360, 450), hero(768, 768, 512), hero(980, 980, 460), hero(1280, 1280, 560)],
        cta: { label: 'Shop engagement rings', url: '/engagement-rings' },
        items: [],
      },
      {
        id: 'services',
        variant: 'cards',
        title: 'Why Lustre & Co.',
        body: null,
        image: null,
        images: [],
        cta: null,
        items: [
          {
            id: 'card-warranty',
            kind: 'card',
            title: 'Lifetime diamond warranty',
            body: 'Free six-monthly inspections.',
            image: buildImage('warranty', 1200, 600),
            url: '/articles/lifetime-diamond-warranty',
            answer: null,
          },
        ],
      },
    ],
    ...overrides,
  };
}

/** A site-preferences panel. */
export function buildPanel(id: string, title: string, overrides: Partial<Panel> = {}): Panel {
  return { id, title, body: '', cta: null, image: null, variant: 'standard', ...overrides };
}

/** The top categories block: two cards and their references. */
export function buildTopCategories(overrides: Partial<TopCategories> = {}): TopCategories {
  const reference = (slug: string, title: string) => ({ id: `link-${slug}`, slug, title, url: `/${slug}` });
  return {
    id: 'top-categories',
    title: 'Shop by category',
    variant: 'carousel',
    width: 'full',
    cards: [
      {
        id: 'card-rings',
        title: 'Engagement rings',
        subtitle: 'Solitaires, halos and trilogy rings',
        image: buildImage('rings'),
        url: '/engagement-rings',
        category: reference('engagement-rings', 'Engagement rings'),
      },
      {
        id: 'card-bands',
        title: 'Wedding bands',
        subtitle: 'Classic, diamond and men’s bands',
        image: buildImage('bands'),
        url: '/wedding-bands',
        category: reference('wedding-bands', 'Wedding bands'),
      },
    ],
    references: [reference('engagement-rings', 'Engagement rings'), reference('watches', 'Watches')],
    ...overrides,
  };
}

/** `GET /api/content/site-preferences` with every home-page piece filled in. */
export function buildSitePreferences(overrides: Partial<SitePreferencesAnswer> = {}): SitePreferencesAnswer {
  return {
    standardDispatchTime: 1,
    resizeEngravingDelayTime: 3,
    signupCouponCode: 'WELCOME',
    articleSignUp: null,
    brillianceBanner: buildPanel('brilliance-banner', 'Join Brilliance, our rewards program', {
      body: 'A $20 welcome voucher, birthday treats and member prices.',
      cta: { label: 'Join now', url: '/my-account/register' },
      image: buildImage('brilliance', 960, 640, 'A gift box tied with a gold ribbon'),
    }),
    brillianceConfirmationPanel: null,
    productPromotion: {
      id: 'promotion-engraving',
      headline: 'Complimentary engraving on wedding bands',
      body: 'Engraved by hand on every wedding band.',
      cta: { label: 'Shop wedding bands', url: '/wedding-bands' },
      image: buildImage('engraving', 960, 640, 'An engraved wedding band'),
      theme: 'platinum',
    },
    quickSignUp: null,
    signUpPanel: buildPanel('sign-up', 'Create your account', {
      body: 'Save your wishlist across devices.',
      cta: { label: 'Create an account', url: '/my-account/register' },
    }),
    topCategories: buildTopCategories(),
    ...overrides,
  };
}
