import * as v from 'valibot';

/**
 * The data files hold what Braze would send, in the Web SDK's own wire format (the keys of
 * `../shared/reference/braze-and-contentful-protocols.md` §1.6–1.10), plus `members_only`, which the stand-in reads
 * and never sends: such an item goes only to an identified user (a Brilliance member signed in).
 */

const id = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'ids are 1-64 lower-case letters, digits, _ and -'),
);
const text = v.pipe(v.string(), v.minLength(1, 'must not be empty'));
/** A picture the stand-in serves: a path under `/images/`, made absolute with the request's host when sent. */
export const imagePath = v.pipe(
  v.string(),
  v.regex(/^\/images\/[a-z0-9-]+\.svg$/, 'a picture is a path like /images/name.svg (a file in images/)'),
);
/** A link in the storefront: a path on the storefront's own origin, or an absolute https address. */
const link = v.pipe(v.string(), v.regex(/^(\/|https:\/\/)/, 'a link starts with / or https://'));
const unixSeconds = v.pipe(v.number(), v.integer('unix seconds, a whole number'), v.minValue(0));
const expiry = v.union([v.literal(-1), unixSeconds], 'expires at -1 (never) or unix seconds');
const extras = v.record(v.string(), v.string());

const cardBase = {
  id,
  /** Pinned cards sort first. */
  p: v.boolean(),
  /** Dismissible. */
  db: v.boolean(),
  /** Updated at, unix seconds. */
  ca: unixSeconds,
  /** Expires at, unix seconds, or -1. */
  ea: expiry,
  e: v.optional(extras, {}),
  t: v.optional(v.boolean(), false),
  language: v.optional(v.string()),
  members_only: v.optional(v.boolean(), false),
};

/** A content card of any SPEC §3 type, as `/content_cards/sync` sends it. */
export const cardSchema = v.variant(
  'tp',
  [
    v.strictObject({
      ...cardBase,
      tp: v.literal('captioned_image'),
      tt: text,
      ds: text,
      i: imagePath,
      ar: v.number(),
      image_alt: text,
      u: v.optional(link),
      dm: v.optional(text),
    }),
    v.strictObject({
      ...cardBase,
      tp: v.literal('short_news'),
      tt: text,
      ds: text,
      i: imagePath,
      u: v.optional(link),
      dm: v.optional(text),
    }),
    v.strictObject({
      ...cardBase,
      tp: v.literal('text_announcement'),
      tt: text,
      ds: text,
      u: v.optional(link),
      dm: v.optional(text),
    }),
    v.strictObject({
      ...cardBase,
      tp: v.literal('banner_image'),
      i: imagePath,
      ar: v.number(),
      image_alt: text,
      u: v.optional(link),
    }),
    v.strictObject({ ...cardBase, tp: v.literal('control') }),
  ],
  'tp is captioned_image, short_news, text_announcement, banner_image or control',
);

/** A typed property, as feature flags and banners carry them. */
export const propertySchema = v.variant(
  'type',
  [
    v.strictObject({ type: v.literal('string'), value: v.string() }),
    v.strictObject({ type: v.literal('number'), value: v.number() }),
    v.strictObject({ type: v.literal('boolean'), value: v.boolean() }),
    /** Read by `getTimestampProperty`: milliseconds since the epoch. */
    v.strictObject({ type: v.literal('datetime'), value: v.pipe(v.number(), v.integer()) }),
    v.strictObject({ type: v.literal('image'), value: imagePath }),
    v.strictObject({ type: v.literal('jsonobject'), value: v.record(v.string(), v.unknown()) }),
  ],
  'a property type is string, number, boolean, datetime, image or jsonobject',
);

/** A banner for one placement, as `/banners/sync` sends it. */
export const bannerSchema = v.pipe(
  v.strictObject({
    id,
    placement_id: v.pipe(v.string(), v.regex(/^\S+$/, 'placement ids have no whitespace')),
    is_control: v.optional(v.boolean(), false),
    is_test_send: v.optional(v.boolean(), false),
    html: v.optional(v.string()),
    expires_at: expiry,
    properties: v.optional(v.record(v.string(), propertySchema), {}),
    stable_key: v.optional(v.string()),
    members_only: v.optional(v.boolean(), false),
  }),
  v.check((banner) => banner.is_control || !!banner.html, 'a banner that is not a control banner needs html'),
);

const colour = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff));
const button = v.looseObject({
  id: v.pipe(v.number(), v.integer()),
  text,
  click_action: v.picklist(['NONE', 'URI', 'NEWS_FEED']),
  uri: v.optional(link),
});
const messageBase = {
  trigger_id: text,
  message_close: v.optional(v.picklist(['SWIPE', 'AUTO_DISMISS'])),
  duration: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  click_action: v.optional(v.picklist(['NONE', 'URI', 'NEWS_FEED'])),
  uri: v.optional(link),
  extras: v.optional(extras),
  bg_color: v.optional(colour),
  text_color: v.optional(colour),
  image_url: v.optional(v.nullable(imagePath)),
  image_alt: v.optional(v.nullable(text)),
  btns: v.optional(v.array(button)),
};

/** An in-app message (the `data` of a trigger): modal, full, slide-up, HTML, or a control message. */
export const inAppMessageSchema = v.union(
  [
    v.strictObject({ is_control: v.literal(true), trigger_id: text }),
    v.variant('type', [
      v.looseObject({ ...messageBase, type: v.picklist(['MODAL', 'MODAL_STYLED']), header: text, message: text }),
      v.looseObject({ ...messageBase, type: v.literal('FULL'), header: text, message: text, image_url: imagePath }),
      v.looseObject({ ...messageBase, type: v.literal('SLIDEUP'), message: text }),
      v.looseObject({ ...messageBase, type: v.picklist(['HTML', 'WEB_HTML', 'HTML_FULL']), message: text }),
    ]),
  ],
  'an in-app message is { is_control: true, trigger_id } or has type MODAL, FULL, SLIDEUP or HTML',
);

const condition = v.variant('type', [
  v.strictObject({ type: v.literal('open') }),
  v.strictObject({ type: v.literal('test') }),
  v.strictObject({ type: v.literal('custom_event'), data: v.strictObject({ event_name: text }) }),
  v.strictObject({
    type: v.literal('custom_event_property'),
    data: v.strictObject({ event_name: text, property_filters: v.array(v.array(v.record(v.string(), v.unknown()))) }),
  }),
  v.strictObject({ type: v.literal('purchase'), data: v.strictObject({ product_id: v.nullable(v.string()) }) }),
]);

const triggerBase = {
  id,
  trigger_condition: v.pipe(v.array(condition), v.minLength(1, 'a trigger needs a condition')),
  start_time: v.optional(v.nullable(unixSeconds), null),
  end_time: v.optional(v.nullable(unixSeconds), null),
  priority: v.optional(v.number(), 1),
  delay: v.optional(v.number(), 0),
  re_eligibility: v.optional(v.number(), 0),
  timeout: v.optional(v.nullable(v.number()), null),
  min_seconds_since_last_trigger: v.optional(v.number()),
};

/** A trigger: when the SDK shows which in-app message (`triggers` of the `/data/` answer). */
export const triggerSchema = v.variant('type', [
  v.strictObject({ ...triggerBase, type: v.literal('inapp'), data: inAppMessageSchema }),
  /** The SDK asks `/template/` for the message when the trigger fires. */
  v.strictObject({ ...triggerBase, type: v.literal('templated_iam'), data: v.strictObject({ trigger_id: text }) }),
]);

/** A feature flag, as `/feature_flags/sync` sends it. */
export const featureFlagSchema = v.strictObject({
  id,
  enabled: v.boolean(),
  properties: v.optional(v.record(v.string(), propertySchema), {}),
  /** Tracking string: without it the SDK logs no impression for the flag. */
  fts: v.optional(v.string()),
});

/** `content-cards.json` of a market. */
export const contentCardsFileSchema = v.strictObject({ cards: v.array(cardSchema) });
/** `banners.json` of a market. */
export const bannersFileSchema = v.strictObject({ banners: v.array(bannerSchema) });
/** `in-app-messages.json` of a market: triggers, and the messages `/template/` answers for templated triggers. */
export const inAppMessagesFileSchema = v.strictObject({
  triggers: v.array(triggerSchema),
  templates: v.optional(v.record(v.string(), inAppMessageSchema), {}),
});
/** `feature-flags.json` of a market. */
export const featureFlagsFileSchema = v.strictObject({ feature_flags: v.array(featureFlagSchema) });

/** A content card as a data file holds it. */
export type StoredCard = v.InferOutput<typeof cardSchema>;
/** A banner as a data file holds it. */
export type StoredBanner = v.InferOutput<typeof bannerSchema>;
/** A trigger as a data file holds it. */
export type StoredTrigger = v.InferOutput<typeof triggerSchema>;
/** An in-app message as a data file holds it. */
export type StoredInAppMessage = v.InferOutput<typeof inAppMessageSchema>;
/** A feature flag as a data file holds it. */
export type StoredFeatureFlag = v.InferOutput<typeof featureFlagSchema>;
