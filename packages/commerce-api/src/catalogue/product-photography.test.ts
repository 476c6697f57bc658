/** @jest-environment node */
import { productSceneSvg, wornOn } from './product-photography';
import type { ImageSubject } from './product-images';

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

  it('photographs the piece from the front, turned to the side, and worn where it is worn', () => {
    const views = (['front', 'side', 'worn'] as const).map((view) => productSceneSvg(ring, view));
    expect(new Set(views).size).toBe(3);
    expect(views[1]).toContain('rotate(-16)');
    expect(views[2]).toContain('url(#skin)');
    expect(wornOn('engagement-ring')).toBe('hand');
    expect(wornOn('pendant')).toBe('neck');
    expect(wornOn('drop-earrings')).toBe('ear');
    expect(wornOn('tennis-bracelet')).toBe('wrist');
    expect(wornOn('cufflinks')).toBe('cuff');
  });
});
