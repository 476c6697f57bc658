/** @jest-environment node */
import { detailFocus, productSceneSvg } from './product-photography';
import { pieceDrawing, type ImageSubject } from './product-images';

const ring: ImageSubject = {
  id: 'p-18000064',
  kind: 'engagement-ring',
  stone: 'sapphire',
  shape: 'oval',
  metal: '18kt-yellow-gold',
};

describe('productSceneSvg', () => {
  it('draws the same scene for the same piece and view, every time', () => {
    expect(productSceneSvg(ring, 'front')).toBe(productSceneSvg({ ...ring }, 'front'));
    expect(productSceneSvg(ring, 'front')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(productSceneSvg(ring, 'front')).not.toMatch(/<script|href=|<image/i);
  });

  it('lights each metal in its own tones, with bright specular bands between darker reflections', () => {
    const metals = ['18kt-yellow-gold', '18kt-white-gold', '18kt-rose-gold', 'platinum', 'sterling-silver'];
    const scenes = metals.map((metal) => productSceneSvg({ ...ring, metal }, 'front'));
    expect(new Set(scenes).size).toBe(metals.length);
    const metalGradient = /<linearGradient id="metal"[^>]*>(.*?)<\/linearGradient>/.exec(scenes[0]!)?.[1] ?? '';
    expect(metalGradient.match(/<stop /g)?.length).toBeGreaterThanOrEqual(8);
    expect(metalGradient).toContain('#ffffff');
  });

  it('cuts each shape differently, with facets and glints, and colours each stone', () => {
    const shapes = ['round-brilliant', 'princess', 'oval', 'pear', 'emerald-cut', 'cushion', 'marquise', 'heart'];
    const scenes = shapes.map((shape) => productSceneSvg({ ...ring, shape }, 'front'));
    expect(new Set(scenes).size).toBe(shapes.length);
    for (const scene of scenes) expect(scene).toContain('url(#table)');
    const stones = ['diamond', 'sapphire', 'ruby', 'emerald'];
    expect(new Set(stones.map((stone) => productSceneSvg({ ...ring, stone }, 'front'))).size).toBe(stones.length);
  });

  it('photographs the piece from the front, turned to the side, and in a close-up sharp only about its focus', () => {
    const views = (['front', 'side', 'detail'] as const).map((view) => productSceneSvg(ring, view));
    expect(new Set(views).size).toBe(3);
    expect(views[1]).toContain('rotate(-16)');
    // the close-up: the piece magnified about its stone, once out of focus and once sharp inside the focus mask
    expect(views[2]).toContain(`scale(${detailFocus(ring).scale}) translate(-300 -215)`);
    expect(views[2]).toContain('filter="url(#defocus)"');
    expect(views[2]).toContain('mask="url(#focus)"');
    expect(views[2]).not.toMatch(/skin|hand/);
    expect(detailFocus({ kind: 'watch', stone: null })).toEqual({ x: 300, y: 300, scale: 1.55 });
    expect(detailFocus({ kind: 'wedding-band', stone: null })).not.toEqual(
      detailFocus({ kind: 'wedding-band', stone: 'diamond' }),
    );
  });

  it('cuts the small stones of a halo, a pavé band or a tennis line with a table, facet edges and a glint', () => {
    const tennis = pieceDrawing({ ...ring, kind: 'tennis-bracelet', stone: 'diamond', shape: null });
    expect(tennis.match(/fill="url\(#table\)" fill-opacity="0.85"/g)?.length).toBe(26);
  });
});
