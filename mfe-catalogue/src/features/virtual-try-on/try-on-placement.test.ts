import { coverCrop } from './try-on-capture';
import { clampPlacement, defaultPlacement } from './try-on-placement';

describe('defaultPlacement', () => {
  it.each([
    ['engagement-ring', 'ring'],
    ['wedding-band', 'ring'],
    ['eternity-ring', 'ring'],
    ['stud-earrings', 'earrings'],
    ['hoop-earrings', 'earrings'],
    ['necklace', 'necklace'],
    ['pendant', 'necklace'],
    ['charm-bracelet', 'wrist'],
    ['tennis-bracelet', 'wrist'],
    ['bangle', 'wrist'],
  ])('places %s like a %s', (kind, family) => {
    const expected = {
      ring: { x: 0.5, y: 0.76 },
      earrings: { x: 0.27, y: 0.42 },
      necklace: { x: 0.5, y: 0.72 },
      wrist: { x: 0.5, y: 0.74 },
    }[family];
    expect(defaultPlacement(kind)).toMatchObject(expected ?? {});
  });

  it('centres an unknown kind', () => {
    expect(defaultPlacement('gift-card')).toEqual({ x: 0.5, y: 0.5, size: 0.3, rotation: 0 });
  });
});

describe('clampPlacement', () => {
  it('keeps the piece on the picture and within the controls’ ranges', () => {
    expect(clampPlacement({ x: -0.2, y: 1.4, size: 2, rotation: -90 })).toEqual({
      x: 0,
      y: 1,
      size: 0.9,
      rotation: -45,
    });
  });
});

describe('coverCrop', () => {
  it('crops the sides of a wide picture in a narrower box', () => {
    expect(coverCrop(1600, 900, 400, 300)).toEqual({ sx: 200, sy: 0, sw: 1200, sh: 900 });
  });

  it('crops the top and bottom of a tall picture in a wider box', () => {
    expect(coverCrop(900, 1600, 300, 300)).toEqual({ sx: 0, sy: 350, sw: 900, sh: 900 });
  });

  it('keeps the whole picture when the box is not laid out', () => {
    expect(coverCrop(640, 480, 0, 0)).toEqual({ sx: 0, sy: 0, sw: 640, sh: 480 });
  });
});
