import {
  buildBannerImageCard,
  buildCaptionedImageCard,
  buildClassicCard,
  buildControlCard,
  CARD_TEST_NOW,
} from './content-card-builders';
import { controlCards, isOfferCard, shownCards, unviewedCount } from './content-card-rules';

const ids = (cards: readonly { id?: string }[]) => cards.map((card) => card.id);
const rules = { allowUserSuppliedJavascript: false, now: CARD_TEST_NOW };

describe('the content card rules (SPEC §4)', () => {
  const newest = buildClassicCard({ id: 'newest', updatedMinutesAgo: 1 });
  const pinnedOld = buildCaptionedImageCard({ id: 'pinned-old', pinned: true, updatedMinutesAgo: 500 });
  const older = buildBannerImageCard({ id: 'older', updatedMinutesAgo: 60 });
  const control = buildControlCard({ id: 'control' });
  const expired = buildClassicCard({ id: 'expired', expiresAt: new Date(CARD_TEST_NOW.getTime() - 1000) });
  const script = buildClassicCard({ id: 'script', url: 'javascript:alert(1)', linkText: 'Run' });
  const data = buildClassicCard({ id: 'data', url: ' DATA:text/html,<b>x</b>' });
  const vbscript = buildClassicCard({ id: 'vbscript', url: 'vbscript:msgbox' });
  const offer = buildCaptionedImageCard({ id: 'offer', extras: { feed_type: 'offer', offer_code: 'GIFTWRAP' } });
  const offerControl = buildControlCard({ id: 'offer-control', extras: { feed_type: 'offer' } });

  it('shows pinned cards first, then the most recently updated, without control or expired cards', () => {
    expect(ids(shownCards([older, control, newest, expired, pinnedOld], rules))).toEqual([
      'pinned-old',
      'newest',
      'older',
    ]);
  });

  it('hides cards with script-style links unless user-supplied script is allowed', () => {
    const all = [newest, script, data, vbscript];
    expect(ids(shownCards(all, rules))).toEqual(['newest']);
    expect(ids(shownCards(all, { ...rules, allowUserSuppliedJavascript: true }))).toHaveLength(4);
  });

  it('drops a card once the SDK has marked it dismissed', () => {
    const dismissed = buildClassicCard({ id: 'gone', dismissible: true });
    Object.assign(dismissed, { dismissed: true });
    expect(ids(shownCards([dismissed, newest], rules))).toEqual(['newest']);
  });

  it('keeps only offers (feed_type offer, never the control) for the offers filter', () => {
    const all = [newest, offer, offerControl, control];
    expect(ids(shownCards(all, { ...rules, filter: 'offers' }))).toEqual(['offer']);
    expect(isOfferCard(offer)).toBe(true);
    expect(isOfferCard(offerControl)).toBe(false);
    expect(ids(controlCards(all, { ...rules, filter: 'offers' }))).toEqual(['offer-control']);
    expect(ids(controlCards(all, rules))).toEqual(['offer-control', 'control']);
  });

  it('counts the shown cards not viewed yet', () => {
    const seen = buildClassicCard({ id: 'seen', viewed: true });
    expect(unviewedCount([seen, newest, control, expired, offer], rules)).toBe(2);
  });
});
