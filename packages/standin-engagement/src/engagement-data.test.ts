import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_DATA_DIR } from './engagement-standin';
import { loadEngagementData, MARKETS } from './engagement-store';

const data = loadEngagementData(DEFAULT_DATA_DIR);
const now = Date.now() / 1000;

/** A copy of the repository's data with one value of one file replaced (`at` is a dot path: `cards.2.tp`). */
function dataWith(market: string, file: string, at: string, value: unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'engagement-data-'));
  cpSync(DEFAULT_DATA_DIR, dir, { recursive: true });
  const target = path.join(dir, market, file);
  const json: unknown = JSON.parse(readFileSync(target, 'utf8'));
  const keys = at.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce((node, key) => (node as Record<string, unknown>)[key], json) as Record<string, unknown>;
  parent[last] = value;
  writeFileSync(target, JSON.stringify(json));
  return dir;
}

describe('the repository’s engagement data files', () => {
  it.each(MARKETS)('hold for %s cards of every type, pinned and not, dismissible and not, with expiry', (market) => {
    const cards = data.get(market)!.cards;
    expect(new Set(cards.map((card) => card.tp))).toEqual(
      new Set(['captioned_image', 'short_news', 'text_announcement', 'banner_image', 'control']),
    );
    expect(cards.some((card) => card.p)).toBe(true);
    expect(cards.some((card) => !card.p)).toBe(true);
    expect(cards.some((card) => card.db)).toBe(true);
    expect(cards.some((card) => !card.db && card.tp !== 'control')).toBe(true);
    expect(cards.some((card) => card.ea > now)).toBe(true);
    expect(cards.some((card) => card.ea !== -1 && card.ea < now)).toBe(true);
  });

  it.each(MARKETS)('hold for %s offers for everyone, Brilliance offers for members and an offer control', (market) => {
    const offers = data.get(market)!.cards.filter((card) => card.e.feed_type === 'offer');
    expect(offers.some((card) => card.tp !== 'control' && !card.members_only)).toBe(true);
    expect(offers.some((card) => card.members_only && card.e.tier === 'brilliance')).toBe(true);
    expect(offers.some((card) => card.tp === 'control')).toBe(true);
  });

  it.each(MARKETS)('hold for %s a banner per placement, a control banner, and every kind of message', (market) => {
    const { banners, triggers, featureFlags } = data.get(market)!;
    const placements = banners.filter((banner) => !banner.is_control).map((banner) => banner.placement_id);
    expect(placements).toEqual(expect.arrayContaining(['home_page_banner', 'bag_page_banner']));
    expect(banners.some((banner) => banner.is_control)).toBe(true);
    const kinds = triggers.map((trigger) =>
      trigger.type === 'templated_iam' ? 'templated' : 'is_control' in trigger.data ? 'control' : trigger.data.type,
    );
    expect(kinds).toEqual(expect.arrayContaining(['MODAL', 'FULL', 'SLIDEUP', 'HTML', 'control', 'templated']));
    const types = new Set(featureFlags.flatMap((flag) => Object.values(flag.properties).map((p) => p.type)));
    expect(types).toEqual(new Set(['string', 'number', 'boolean', 'datetime', 'image', 'jsonobject']));
  });

  it('say the same things in every market, under the same ids', () => {
    const ids = (market: (typeof MARKETS)[number]) => {
      const { cards, banners, triggers, featureFlags } = data.get(market)!;
      return [cards, banners, triggers, featureFlags].map((items) => items.map((item) => item.id));
    };
    for (const market of MARKETS) expect(ids(market)).toEqual(ids('en-AU'));
    const french = data.get('fr-CA')!.cards.find((card) => card.id === 'cc-anniversary-collection');
    expect(french).toMatchObject({ tt: 'La collection Anniversaire', language: 'fr' });
  });

  it('refuse a card of an unknown type, naming the file and the place', () => {
    const dir = dataWith('en-NZ', 'content-cards.json', 'cards.2.tp', 'poster');
    expect(() => loadEngagementData(dir)).toThrow(/en-NZ\/content-cards\.json is not valid:\n {2}cards\.2\.tp: tp is/);
  });

  it('refuse a flag property of an unknown type, a missing picture and a repeated id', () => {
    const property = dataWith('en-CA', 'feature-flags.json', 'feature_flags.0.properties.colour', {
      type: 'color',
      value: 'gold',
    });
    expect(() => loadEngagementData(property)).toThrow(/feature_flags\.0\.properties\.colour\.type: a property type/);
    const picture = dataWith('fr-CA', 'banners.json', 'banners.0.properties.hero_image.value', '/images/missing.svg');
    expect(() => loadEngagementData(picture)).toThrow(/the picture \/images\/missing\.svg is not in/);
    const repeated = dataWith('en-AU', 'in-app-messages.json', 'triggers.1.id', 'iam-added-to-bag-modal');
    expect(() => loadEngagementData(repeated)).toThrow(/the id "iam-added-to-bag-modal" is used twice/);
  });
});
