import type { Card } from '@braze/web-sdk';
import { CaptionedImage, ClassicCard, ControlCard, ImageOnly } from './engagement-sdk/braze-sdk';

/** Test data: when cards were updated, by how many minutes before a fixed moment. */
export const CARD_TEST_NOW = new Date('2026-11-27T12:00:00Z');
const minutesBefore = (minutes: number) => new Date(CARD_TEST_NOW.getTime() - minutes * 60_000);

interface CardOptions {
  id: string;
  title?: string;
  description?: string;
  url?: string;
  linkText?: string;
  imageUrl?: string;
  altImageText?: string;
  /** Minutes before {@link CARD_TEST_NOW}. */
  updatedMinutesAgo?: number;
  expiresAt?: Date;
  extras?: Record<string, string>;
  pinned?: boolean;
  dismissible?: boolean;
  viewed?: boolean;
}

/** Test data: a captioned image card, built with the SDK's own class (as its subscription hands them out). */
export function buildCaptionedImageCard(options: CardOptions): Card {
  return new CaptionedImage(
    options.id,
    options.viewed ?? false,
    options.title ?? 'The Anniversary Collection',
    options.imageUrl ?? 'http://127.0.0.1:4060/images/anniversary-collection.svg',
    options.description ?? 'Eternity rings and diamond bands to mark every year together.',
    minutesBefore(options.updatedMinutesAgo ?? 10),
    options.expiresAt,
    options.url ?? '/collections/anniversary',
    options.linkText ?? 'Shop the collection',
    1.5,
    options.extras ?? { feed_type: 'news' },
    options.pinned ?? false,
    options.dismissible ?? false,
    false,
    'en',
    options.altImageText ?? 'A diamond eternity ring on a velvet cushion',
  );
}

/** Test data: a classic card (short news with an icon, or a text announcement without `imageUrl`). */
export function buildClassicCard(options: CardOptions): Card {
  return new ClassicCard(
    options.id,
    options.viewed ?? false,
    options.title ?? 'Free express delivery',
    options.imageUrl,
    options.description ?? 'Free express delivery on orders over $150.',
    minutesBefore(options.updatedMinutesAgo ?? 20),
    options.expiresAt,
    options.url,
    options.linkText,
    undefined,
    options.extras ?? { feed_type: 'news' },
    options.pinned ?? false,
    options.dismissible ?? false,
    false,
    'en',
  );
}

/** Test data: a banner image card (an image link). */
export function buildBannerImageCard(options: CardOptions): Card {
  return new ImageOnly(
    options.id,
    options.viewed ?? false,
    options.imageUrl ?? 'http://127.0.0.1:4060/images/engraving-banner.svg',
    minutesBefore(options.updatedMinutesAgo ?? 30),
    options.expiresAt,
    options.url ?? '/engraving',
    4,
    options.extras ?? { feed_type: 'news' },
    options.pinned ?? false,
    options.dismissible ?? false,
    false,
    'en',
    options.altImageText ?? 'Free engraving on every ring',
  );
}

/** Test data: a control card (never shown; its impression is logged). */
export function buildControlCard(options: Pick<CardOptions, 'id' | 'extras' | 'updatedMinutesAgo'>): Card {
  return new ControlCard(
    options.id,
    false,
    minutesBefore(options.updatedMinutesAgo ?? 40),
    undefined,
    options.extras ?? { feed_type: 'news' },
    false,
  );
}
