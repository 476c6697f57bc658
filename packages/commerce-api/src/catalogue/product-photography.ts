import type { PhotoView } from './product-photo-urls';
import { pieceDefs, pieceDrawing, type ImageSubject } from './product-images';

/**
 * Product photography as SVG scenes (rasterised into WebP and AVIF files by `product-image-files.ts`): the piece on a
 * studio sweep under a soft key light, with its contact shadow and a faint reflection, seen from the front, turned to
 * the side, and in a macro close-up of its stone and setting (sharp at the focus, out of focus around it). A piece worn
 * on a drawn hand or neck read as a cartoon, so there is no worn view. Deterministic: the same subject and view always
 * give the same scene.
 */

/** Where the detail view looks, in the drawing's 600 × 600 frame, and how far it magnifies. */
export interface DetailFocus {
  x: number;
  y: number;
  scale: number;
}

/**
 * The detail view's focus for a piece: its centre stone and setting, an earring of the pair, the stones of a band or a
 * bracelet, a charm, the watch's dial; a plain band shows its polished shank.
 */
export function detailFocus(subject: Pick<ImageSubject, 'kind' | 'stone'>): DetailFocus {
  const stone = subject.stone !== null;
  switch (subject.kind) {
    case 'engagement-ring':
    case 'dress-ring':
      return { x: 300, y: 215, scale: 2.4 };
    case 'mens-ring':
      return { x: 300, y: 250, scale: 2.3 };
    case 'wedding-band':
    case 'eternity-ring':
      return stone ? { x: 300, y: 445, scale: 2.4 } : { x: 300, y: 430, scale: 2 };
    case 'pendant':
      return { x: 300, y: 455, scale: 2.3 };
    case 'necklace':
      return { x: 300, y: 395, scale: 2.2 };
    case 'chain':
    case 'mens-bracelet':
      return { x: 300, y: 440, scale: 2.4 };
    case 'stud-earrings':
      return { x: 200, y: 300, scale: 2.3 };
    case 'hoop-earrings':
      return { x: 200, y: 330, scale: 1.9 };
    case 'drop-earrings':
      return { x: 200, y: 330, scale: 1.8 };
    case 'bangle':
      return { x: 300, y: 445, scale: 2.3 };
    case 'tennis-bracelet':
      return { x: 300, y: 448, scale: 3.2 };
    case 'charm-bracelet':
      return { x: 269, y: 460, scale: 2.4 };
    case 'charm':
      return { x: 300, y: 360, scale: 2 };
    case 'connector':
      return { x: 300, y: 300, scale: 2 };
    case 'cufflinks':
      return { x: 190, y: 290, scale: 2.2 };
    case 'watch':
      return { x: 300, y: 300, scale: 1.55 };
    default:
      return { x: 300, y: 250, scale: 2.2 };
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

/** The detail view's depth of field: a sharp zone about the focus, falling off into a soft blur. */
const detailDefs = [
  '<radialGradient id="close" cx="50%" cy="46%" r="72%"><stop offset="0" stop-color="#f7f4ef"/><stop offset="0.6" stop-color="#e6e0d7"/><stop offset="1" stop-color="#c4bbae"/></radialGradient>',
  '<filter id="defocus" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="9"/></filter>',
  '<radialGradient id="focusFall" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#ffffff"/><stop offset="0.42" stop-color="#ffffff"/><stop offset="0.78" stop-color="#ffffff" stop-opacity="0"/></radialGradient>',
  '<mask id="focus"><rect width="600" height="600" fill="url(#focusFall)"/></mask>',
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

/**
 * A macro close-up: the piece magnified about its focus (stone and setting, dial, clasp), sharp at the centre and
 * melting into the out-of-focus rest of it, on a darker falling-off sweep, as a macro lens at a wide aperture sees it.
 */
function detail(drawing: string, focus: DetailFocus): string {
  const piece = `<g transform="translate(300 300) scale(${focus.scale}) translate(${-focus.x} ${-focus.y})">${drawing}</g>`;
  return [
    '<rect width="600" height="600" fill="url(#close)"/>',
    `<g filter="url(#defocus)" opacity="0.9">${piece}</g>`,
    `<g mask="url(#focus)">${piece}</g>`,
  ].join('');
}

/**
 * The scene of a product in a metal from one view, as a 600 × 600 SVG (rasterised at any width). The piece is drawn
 * once per scene (twice in the close-up: out of focus, and sharp about the focus); the side view turns it and moves
 * the key light to the right.
 */
export function productSceneSvg(subject: ImageSubject, view: PhotoView): string {
  const drawing = pieceDrawing(subject);
  const scene = view === 'detail' ? detail(drawing, detailFocus(subject)) : studio(drawing, view);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">`,
    '<defs>',
    studioDefs,
    view === 'detail' ? detailDefs : '',
    pieceDefs(subject, view === 'side' ? 'right' : 'left'),
    '</defs>',
    scene,
    '</svg>',
  ].join('');
}
