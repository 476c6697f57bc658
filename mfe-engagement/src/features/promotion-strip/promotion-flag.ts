import type { FeatureFlag } from '@braze/web-sdk';
import { contentPath } from '../../lib/content-path';

/** The feature flag that switches the home page's promotion strip on, with its words, link, theme and dates. */
export const PROMOTION_FLAG_ID = 'promotion_banner';

/** The strip's colour themes; another value of the flag's `theme` gets the first. */
export const PROMOTION_THEMES = ['ivory', 'noir', 'rose'] as const;
/** A colour theme of the strip. */
export type PromotionTheme = (typeof PROMOTION_THEMES)[number];

/** What the strip shows, read from the flag's typed properties. */
export interface FlaggedPromotion {
  headline: string;
  body: string | null;
  /** The localised in-site path the link leads to (never off the site), or null: no link. */
  to: string | null;
  linkLabel: string | null;
  theme: PromotionTheme;
  /** A decorative picture (the flag's image property, on the SDK endpoint's host). */
  image: string | null;
  endsAt: number | null;
}

const isTheme = (value: string | null): value is PromotionTheme =>
  (PROMOTION_THEMES as readonly string[]).includes(value ?? '');

/**
 * The promotion the flag switches on at `now` (ms), or null: the flag off or missing, no headline, before its
 * `starts_at` or from its `ends_at` (datetime properties). The market's flag data holds its words in its language.
 */
export function readFlaggedPromotion(flag: FeatureFlag | null, now: number): FlaggedPromotion | null {
  if (!flag?.enabled) return null;
  const headline = flag.getStringProperty('headline')?.trim();
  if (!headline) return null;
  const startsAt = flag.getTimestampProperty('starts_at');
  const endsAt = flag.getTimestampProperty('ends_at');
  if (startsAt !== null && now < startsAt) return null;
  if (endsAt !== null && now >= endsAt) return null;
  const theme = flag.getStringProperty('theme');
  return {
    headline,
    body: flag.getStringProperty('body')?.trim() || null,
    to: contentPath(flag.getStringProperty('link')),
    linkLabel: flag.getStringProperty('link_label')?.trim() || null,
    theme: isTheme(theme) ? theme : PROMOTION_THEMES[0],
    image: flag.getImageProperty('image'),
    endsAt,
  };
}
