import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import {
  bannersFileSchema,
  contentCardsFileSchema,
  featureFlagsFileSchema,
  inAppMessagesFileSchema,
  type StoredBanner,
  type StoredCard,
  type StoredFeatureFlag,
  type StoredInAppMessage,
  type StoredTrigger,
} from './engagement-data-schemas';

/** The markets and languages the storefront sells in; each has a folder of data files. */
export const MARKETS = ['en-AU', 'en-CA', 'fr-CA', 'en-NZ'] as const;
/** A market and language, as the data folders are named. */
export type Market = (typeof MARKETS)[number];
/** The market whose data answers a device that says nothing the stand-in recognises. */
export const DEFAULT_MARKET: Market = 'en-AU';

/** Everything the stand-in answers for one market. */
export interface MarketData {
  cards: StoredCard[];
  banners: StoredBanner[];
  triggers: StoredTrigger[];
  templates: Record<string, StoredInAppMessage>;
  featureFlags: StoredFeatureFlag[];
}

/** The folder of pictures the stand-in serves at `/images/`. */
export const IMAGES_DIR = 'images';

function readFile<TSchema extends v.GenericSchema>(file: string, schema: TSchema): v.InferOutput<TSchema> {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not readable JSON (${(error as Error).message})`, { cause: error });
  }
  const result = v.safeParse(schema, json);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '(file)'}: ${issue.message}`);
    throw new Error(`${file} is not valid:\n${lines.join('\n')}`);
  }
  return result.output;
}

function checkUnique(file: string, ids: string[]): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) throw new Error(`${file}: the id "${id}" is used twice`);
    seen.add(id);
  }
}

function imagesIn(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('/images/') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(imagesIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(imagesIn);
  return [];
}

/**
 * Reads and validates the data files of every market under `dataDir` (`<market>/content-cards.json`, `banners.json`,
 * `in-app-messages.json`, `feature-flags.json`), with the pictures in `images/`. Throws an error naming
 * the file, the path inside it and what is wrong.
 */
export function loadEngagementData(dataDir: string): Map<Market, MarketData> {
  const imagesDir = path.join(dataDir, IMAGES_DIR);
  const data = new Map<Market, MarketData>();
  for (const market of MARKETS) {
    const file = (name: string) => path.join(dataDir, market, name);
    const { cards } = readFile(file('content-cards.json'), contentCardsFileSchema);
    const { banners } = readFile(file('banners.json'), bannersFileSchema);
    const { triggers, templates } = readFile(file('in-app-messages.json'), inAppMessagesFileSchema);
    const { feature_flags: featureFlags } = readFile(file('feature-flags.json'), featureFlagsFileSchema);
    checkUnique(
      file('content-cards.json'),
      cards.map((card) => card.id),
    );
    checkUnique(
      file('banners.json'),
      banners.map((banner) => banner.id),
    );
    checkUnique(
      file('in-app-messages.json'),
      triggers.map((trigger) => trigger.id),
    );
    checkUnique(
      file('feature-flags.json'),
      featureFlags.map((flag) => flag.id),
    );
    for (const trigger of triggers) {
      if (trigger.type === 'templated_iam' && !templates[trigger.data.trigger_id]) {
        throw new Error(`${file('in-app-messages.json')}: no template for "${trigger.data.trigger_id}"`);
      }
    }
    const marketData: MarketData = { cards, banners, triggers, templates, featureFlags };
    for (const image of imagesIn(marketData)) {
      if (!existsSync(path.join(imagesDir, path.basename(image)))) {
        throw new Error(`${path.join(dataDir, market)}: the picture ${image} is not in ${imagesDir}`);
      }
    }
    data.set(market, marketData);
  }
  return data;
}

/**
 * The market a device is in, from what the SDK sends: a `market` custom attribute the storefront sets
 * (`setCustomUserAttribute('market', 'fr-CA')`) wins; otherwise the device's `locale` (`fr-ca`, `en-nz`, …);
 * otherwise {@link DEFAULT_MARKET}.
 */
export function marketFrom(attribute: string | undefined, deviceLocale: string | undefined): Market {
  const fromAttribute = MARKETS.find((market) => market.toLowerCase() === attribute?.toLowerCase());
  if (fromAttribute) return fromAttribute;
  const locale = deviceLocale?.toLowerCase().replace('_', '-') ?? '';
  if (locale.startsWith('fr')) return 'fr-CA';
  return MARKETS.find((market) => market.toLowerCase() === locale) ?? DEFAULT_MARKET;
}
