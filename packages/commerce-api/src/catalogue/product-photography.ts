import type { PhotoView } from './product-photo-urls';
import { pieceDefs, pieceDrawing, type ImageSubject } from './product-images';

/**
 * Product photography as SVG scenes (rasterised into WebP and AVIF files by `product-image-files.ts`): the piece on a
 * studio sweep under a soft key light, with its contact shadow and a faint reflection, seen from the front, turned to
 * the side, and worn (on a hand, at the neck, at the ear or at a shirt cuff, as fits the kind). Deterministic: the same
 * subject and view always give the same scene.
 */

/** Where a piece is worn in its `worn` view. */
export type WornOn = 'hand' | 'wrist' | 'neck' | 'ear' | 'cuff';

/** Where a kind of piece is worn. */
export function wornOn(kind: string): WornOn {
  switch (kind) {
    case 'pendant':
    case 'necklace':
    case 'chain':
      return 'neck';
    case 'stud-earrings':
    case 'hoop-earrings':
    case 'drop-earrings':
      return 'ear';
    case 'cufflinks':
      return 'cuff';
    case 'tennis-bracelet':
    case 'bangle':
    case 'charm-bracelet':
    case 'mens-bracelet':
    case 'charm':
    case 'connector':
    case 'watch':
      return 'wrist';
    default:
      return 'hand';
  }
}

const SIZE = 600;

/** The studio sweep: warm paper lit from the upper left, falling off to the corners. */
const studioDefs = [
  '<radialGradient id="sweep" cx="42%" cy="34%" r="85%"><stop offset="0" stop-color="#fbf9f6"/><stop offset="0.55" stop-color="#efebe5"/><stop offset="1" stop-color="#d9d3ca"/></radialGradient>',
  '<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#c9c1b6" stop-opacity="0.35"/></linearGradient>',
  '<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>',
  '<filter id="lift" x="-10%" y="-10%" width="120%" height="130%"><feGaussianBlur in="SourceAlpha" stdDeviation="6"/><feOffset dx="4" dy="10"/><feComponentTransfer><feFuncA type="linear" slope="0.28"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>',
  '<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/></linearGradient>',
  '<mask id="reflection"><rect width="600" height="600" fill="url(#fade)"/></mask>',
].join('');

/** Skin under soft light, and the shade that models it. */
const skinDefs = [
  '<linearGradient id="skin" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3d9c6"/><stop offset="0.55" stop-color="#e4bda2"/><stop offset="1" stop-color="#c6977a"/></linearGradient>',
  '<radialGradient id="skinLight" cx="35%" cy="30%" r="70%"><stop offset="0" stop-color="#fff1e6" stop-opacity="0.7"/><stop offset="1" stop-color="#fff1e6" stop-opacity="0"/></radialGradient>',
  '<radialGradient id="backdropWorn" cx="60%" cy="40%" r="90%"><stop offset="0" stop-color="#efe8e1"/><stop offset="1" stop-color="#cfc4b8"/></radialGradient>',
  '<linearGradient id="fabric" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2b2f36"/><stop offset="1" stop-color="#14161a"/></linearGradient>',
  '<linearGradient id="shirt" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.6" stop-color="#e9edf2"/><stop offset="1" stop-color="#c9d0d8"/></linearGradient>',
  '<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="5"/></filter>',
].join('');

/** The piece placed at (x, y), scaled and turned about the frame's centre. */
const placed = (drawing: string, x: number, y: number, scale: number, rotate = 0, squash = 1) =>
  `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale * squash} ${scale}) translate(-300 -300)">${drawing}</g>`;

function studio(drawing: string, view: 'front' | 'side'): string {
  const piece = view === 'front' ? placed(drawing, 300, 285, 0.86) : placed(drawing, 300, 290, 0.86, -16, 0.58);
  const shadowWidth = view === 'front' ? 190 : 150;
  return [
    '<rect width="600" height="600" fill="url(#sweep)"/>',
    '<rect y="380" width="600" height="220" fill="url(#floor)"/>',
    `<ellipse cx="306" cy="500" rx="${shadowWidth}" ry="16" fill="#3a2f25" fill-opacity="0.22" filter="url(#shadow)"/>`,
    // a faint reflection on the polished floor
    `<g mask="url(#reflection)" transform="translate(0 1000) scale(1 -1)" opacity="0.5">${piece}</g>`,
    `<g filter="url(#lift)">${piece}</g>`,
  ].join('');
}

function hand(drawing: string): string {
  // A relaxed hand from the lower left, fingers to the upper right; the ring on the third finger.
  const fingers = [
    [150, 330, 300, 150, 30],
    [200, 360, 390, 170, 33],
    [235, 410, 445, 240, 32],
    [260, 465, 470, 330, 28],
  ]
    .map(
      ([x1, y1, x2, y2, w]) =>
        `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="url(#skin)" stroke-width="${(w ?? 30) * 2}" stroke-linecap="round"/>`,
    )
    .join('');
  return [
    '<rect width="600" height="600" fill="url(#backdropWorn)"/>',
    '<path d="M-40 640 C40 520 80 470 150 430 L250 520 C230 580 200 620 180 640 Z" fill="url(#skin)"/>',
    '<g filter="url(#soft)" opacity="0.35"><path d="M170 470 L380 250 L420 300 L240 520 Z" fill="#7a5440"/></g>',
    fingers,
    '<ellipse cx="150" cy="470" rx="120" ry="95" fill="url(#skin)"/>',
    '<path d="M70 520 C20 420 60 350 110 300" stroke="url(#skin)" stroke-width="56" stroke-linecap="round" fill="none"/>',
    // nails
    '<ellipse cx="318" cy="140" rx="17" ry="12" fill="#f6e2d8" transform="rotate(-45 318 140)"/>',
    '<ellipse cx="404" cy="158" rx="18" ry="13" fill="#f6e2d8" transform="rotate(-45 404 158)"/>',
    '<ellipse cx="458" cy="230" rx="17" ry="12" fill="#f6e2d8" transform="rotate(-35 458 230)"/>',
    `<g filter="url(#lift)">${placed(drawing, 318, 268, 0.34, 50, 0.55)}</g>`,
  ].join('');
}

function wrist(drawing: string, kind: string): string {
  return [
    '<rect width="600" height="600" fill="url(#backdropWorn)"/>',
    '<path d="M-20 420 C120 380 300 360 640 330 L640 520 C300 540 120 560 -20 600 Z" fill="url(#skin)"/>',
    '<path d="M-20 430 C120 400 300 380 640 350" stroke="#fff1e6" stroke-opacity="0.5" stroke-width="26" fill="none" filter="url(#soft)"/>',
    '<path d="M470 330 C520 300 600 300 640 310 L640 520 C600 520 520 520 470 520 Z" fill="url(#fabric)"/>',
    // a watch faces the camera; a bracelet circles the wrist, seen edge on
    `<g filter="url(#lift)">${kind === 'watch' ? placed(drawing, 300, 440, 0.5) : placed(drawing, 300, 450, 0.62, 0, 0.5)}</g>`,
  ].join('');
}

function neck(drawing: string): string {
  return [
    '<rect width="600" height="600" fill="url(#backdropWorn)"/>',
    '<path d="M200 -10 L400 -10 L410 120 C470 170 600 190 640 220 L640 640 L-40 640 L-40 220 C0 190 130 170 190 120 Z" fill="url(#skin)"/>',
    '<path d="M150 215 C220 240 260 235 285 228 M315 228 C340 235 380 240 450 215" stroke="#b88a6e" stroke-opacity="0.45" stroke-width="6" fill="none" stroke-linecap="round" filter="url(#soft)"/>',
    '<path d="M-40 470 C120 430 200 520 300 560 C400 520 480 430 640 470 L640 640 L-40 640 Z" fill="url(#fabric)"/>',
    `<g filter="url(#lift)">${placed(drawing, 300, 250, 0.72)}</g>`,
  ].join('');
}

function ear(drawing: string, kind: string): string {
  // the earring's top (a drop's hook, a hoop's top, a stud) at the lobe
  const top = kind === 'drop-earrings' ? 150 : kind === 'hoop-earrings' ? 205 : 300;
  const scale = 0.75;
  return [
    '<rect width="600" height="600" fill="url(#backdropWorn)"/>',
    '<path d="M-40 -40 L420 -40 C470 80 470 200 430 300 C400 380 330 430 300 640 L-40 640 Z" fill="url(#skin)"/>',
    '<path d="M330 120 C400 100 430 170 410 240 C395 290 360 300 350 340 C340 370 300 370 300 330 C300 280 330 260 320 200 C312 160 300 135 330 120 Z" fill="url(#skin)" stroke="#b88a6e" stroke-opacity="0.5" stroke-width="4"/>',
    '<path d="M-40 -40 L260 -40 C230 120 200 260 120 640 L-40 640 Z" fill="#3b2a21"/>',
    // one of the pair, hanging from the lobe
    '<clipPath id="one"><rect x="290" y="0" width="310" height="600"/></clipPath>',
    `<g clip-path="url(#one)"><g filter="url(#lift)">${placed(drawing, 325 - 100 * scale, 355 - (top - 300) * scale, scale)}</g></g>`,
  ].join('');
}

function cuff(drawing: string): string {
  return [
    '<rect width="600" height="600" fill="url(#backdropWorn)"/>',
    '<path d="M-20 180 L640 120 L640 500 L-20 560 Z" fill="url(#fabric)"/>',
    '<path d="M120 150 L460 120 L470 470 L130 500 Z" fill="url(#shirt)"/>',
    '<path d="M300 135 L305 485" stroke="#b9c1cb" stroke-width="3"/>',
    '<path d="M460 120 L640 150 L640 420 L470 470 Z" fill="url(#skin)"/>',
    `<g filter="url(#lift)">${placed(drawing, 300, 310, 0.72)}</g>`,
  ].join('');
}

/**
 * The scene of a product in a metal from one view, as a 600 × 600 SVG (rasterised at any width). The piece is drawn
 * once per scene; the side view turns it and moves the key light to the right, the worn view places it where it is
 * worn.
 */
export function productSceneSvg(subject: ImageSubject, view: PhotoView): string {
  const drawing = pieceDrawing(subject);
  let scene: string;
  if (view === 'front' || view === 'side') {
    scene = studio(drawing, view);
  } else {
    const on = wornOn(subject.kind);
    scene =
      on === 'neck'
        ? neck(drawing)
        : on === 'ear'
          ? ear(drawing, subject.kind)
          : on === 'cuff'
            ? cuff(drawing)
            : on === 'wrist'
              ? wrist(drawing, subject.kind)
              : hand(drawing);
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">`,
    '<defs>',
    studioDefs,
    view === 'worn' ? skinDefs : '',
    pieceDefs(subject, view === 'side' ? 'right' : 'left'),
    '</defs>',
    scene,
    '</svg>',
  ].join('');
}
