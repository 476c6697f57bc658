import { metalByCode, stoneByCode } from './catalogue-vocabulary';
import { productPhotoUrl } from './product-photo-urls';

/**
 * Product images drawn as SVG from what a product is (its kind, stone, cut) and the metal of the variant shown: no
 * external images, one URL per product and metal, immutable. The drawings are also the pieces in the photography
 * scenes (`product-photography.ts`) rendered into WebP and AVIF files.
 */

/** The image URL of a product in a metal (what payloads carry): its front view's photograph, 800 px, WebP. */
export function productImageUrl(productId: string, metal: string): string {
  return productPhotoUrl(productId, metal, 'front', 800, 'webp');
}

/** A product's small picture in a metal (bag lines, orders, the wishlist): its front view's photograph, 400 px, WebP. */
export function productThumbnailUrl(productId: string, metal: string): string {
  return productPhotoUrl(productId, metal, 'front', 400, 'webp');
}

/** The drawing of a product in a metal as SVG (the virtual try-on's cut-out with `?background=none`). */
export function productSvgUrl(productId: string, metal: string): string {
  return `/api/images/products/${encodeURIComponent(productId)}/${encodeURIComponent(metal)}.svg`;
}

/** What a drawing needs to know about a product. */
export interface ImageSubject {
  id: string;
  kind: string;
  stone: string | null;
  shape: string | null;
  metal: string;
}

/**
 * The drawing's own style where pieces of one kind differ beyond stone, cut and metal (an engagement ring's setting,
 * a watch's dial, a cufflink's face), or '' : part of a look's key, so a look's files never depend on which product
 * asked first.
 */
export function drawingStyle(subject: Pick<ImageSubject, 'id' | 'kind'>): string {
  switch (subject.kind) {
    case 'engagement-ring':
      return ['solitaire', 'halo', 'three-stone'][subject.id.length % 3] ?? 'solitaire';
    case 'watch':
      return `dial-${Number(subject.id.replace(/\D/g, '').slice(-1) || '0') % dials.length}`;
    case 'cufflinks':
      return subject.id.length % 2 ? 'round' : 'square';
    default:
      return '';
  }
}

interface Palette {
  light: string;
  mid: string;
  dark: string;
  stoneLight: string;
  stoneDeep: string;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Points around a cut's outline (girdle), centred at (x, y), about `r` in radius, clockwise from the top. */
function outline(shape: string | null, x: number, y: number, r: number, count = 16): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  for (let index = 0; index < count; index++) {
    const t = (2 * Math.PI * index) / count - Math.PI / 2;
    const c = Math.cos(t);
    const s = Math.sin(t);
    let px: number;
    let py: number;
    switch (shape) {
      case 'princess': {
        const k = 0.86 / Math.max(Math.abs(c), Math.abs(s));
        [px, py] = [c * k, s * k];
        break;
      }
      case 'cushion': {
        const k = 0.92 / Math.pow(Math.pow(Math.abs(c), 4) + Math.pow(Math.abs(s), 4), 0.25);
        [px, py] = [c * k, s * k];
        break;
      }
      case 'emerald-cut': {
        const k = 1 / Math.max(Math.abs(c) / 0.78, Math.abs(s) / 1.05, (Math.abs(c) + Math.abs(s)) / 1.55);
        [px, py] = [c * k, s * k];
        break;
      }
      case 'oval':
        [px, py] = [c * 0.74, s * 1.04];
        break;
      case 'marquise':
        [px, py] = [c * 0.62 * Math.pow(Math.abs(c), 0.2), s * 1.18];
        break;
      case 'pear': {
        // round at the bottom, drawn to a point at the top
        const taper = s < 0 ? 0.35 + 0.65 * (1 + s) : 1;
        [px, py] = [c * 0.8 * taper, s < 0 ? s * 1.2 : s * 0.82];
        break;
      }
      case 'heart': {
        const h = t + Math.PI / 2;
        const hx = 16 * Math.pow(Math.sin(h), 3);
        const hy = -(13 * Math.cos(h) - 5 * Math.cos(2 * h) - 2 * Math.cos(3 * h) - Math.cos(4 * h));
        [px, py] = [hx / 16, hy / 16 - 0.05];
        break;
      }
      default:
        [px, py] = [c * 0.9, s * 0.9];
    }
    points.push([round(x + px * r), round(y + py * r)]);
  }
  return points;
}

const polygon = (points: ReadonlyArray<[number, number]>) => `M${points.map(([px, py]) => `${px} ${py}`).join(' L')} Z`;

/** A four-pointed glint of light at (x, y). */
function glint(x: number, y: number, size: number): string {
  const s = round(size);
  const w = round(size * 0.16);
  return `<path d="M${round(x)} ${round(y - s)} L${round(x + w)} ${round(y - w)} L${round(x + s)} ${round(y)} L${round(x + w)} ${round(y + w)} L${round(x)} ${round(y + s)} L${round(x - w)} ${round(y + w)} L${round(x - s)} ${round(y)} L${round(x - w)} ${round(y - w)} Z" fill="#ffffff" fill-opacity="0.95"/>`;
}

/**
 * A cut stone centred at (x, y) of about `size` across: the girdle in the stone's deep colour, crown facets between
 * the girdle and the table alternating light and shade (brilliant cuts) or stepped rings (emerald cut), the table
 * with its own gradient, facet edges catching the light, and glints.
 */
function stone(shape: string | null, x: number, y: number, size: number): string {
  const r = size / 2;
  const girdle = outline(shape, x, y, r);
  const stepped = shape === 'emerald-cut';
  const table = outline(shape, x, y, r * (stepped ? 0.62 : 0.55)).map(
    ([px, py]) => [round(px), round(py - r * 0.04)] as [number, number],
  );
  const parts: string[] = [
    `<path d="${polygon(girdle)}" fill="url(#stone)" stroke="url(#metal)" stroke-width="${round(Math.max(2, r * 0.06))}"/>`,
  ];
  if (stepped) {
    const middle = outline(shape, x, y, r * 0.81);
    parts.push(
      `<path d="${polygon(middle)}" fill="url(#stoneDeep)" fill-opacity="0.55" stroke="#ffffff" stroke-opacity="0.45" stroke-width="1.2"/>`,
    );
  } else {
    const facets = girdle.map((point, index) => {
      const next = girdle[(index + 1) % girdle.length] ?? point;
      const inner = table[index] ?? point;
      const innerNext = table[(index + 1) % table.length] ?? point;
      const tone = index % 4 === 0 ? '#ffffff' : index % 4 === 2 ? 'url(#stoneDeep)' : 'url(#stone)';
      const opacity = index % 4 === 0 ? 0.55 : index % 2 === 1 ? 0.35 : 0.8;
      return `<path d="${polygon([point, next, innerNext, inner])}" fill="${tone}" fill-opacity="${opacity}"/>`;
    });
    parts.push(...facets);
    parts.push(
      `<path d="${girdle
        .map((point, index) => {
          const inner = table[index] ?? point;
          return `M${point[0]} ${point[1]} L${inner[0]} ${inner[1]}`;
        })
        .join(' ')}" stroke="#ffffff" stroke-opacity="0.4" stroke-width="1"/>`,
    );
  }
  parts.push(
    `<path d="${polygon(table)}" fill="url(#table)" stroke="#ffffff" stroke-opacity="0.7" stroke-width="1.2"/>`,
    glint(x - r * 0.32, y - r * 0.38, r * 0.32),
    glint(x + r * 0.42, y + r * 0.18, r * 0.16),
    `<circle cx="${round(x + r * 0.1)}" cy="${round(y - r * 0.12)}" r="${round(r * 0.07)}" fill="#ffffff" fill-opacity="0.85"/>`,
  );
  return parts.join('');
}

/** A round pearl (no cut). */
function pearl(x: number, y: number, size: number): string {
  return `<circle cx="${x}" cy="${y}" r="${round(size / 2)}" fill="url(#pearl)"/>`;
}

function gem(subject: ImageSubject, x: number, y: number, size: number): string {
  if (!subject.stone) return '';
  return subject.stone === 'pearl' ? pearl(x, y, size) : stone(subject.shape, x, y, size);
}

/**
 * A small round brilliant at (x, y) of radius `r` (pavé, halo, tennis line): the girdle in `fill`, an octagonal table,
 * the star facets' edges catching the light, and a glint.
 */
function smallStone(x: number, y: number, r: number, fill: string): string {
  const table: Array<[number, number]> = [];
  const edges: string[] = [];
  for (let index = 0; index < 8; index++) {
    const angle = (Math.PI * index) / 4 + Math.PI / 8;
    const tx = round(x + r * 0.5 * Math.cos(angle));
    const ty = round(y + r * 0.5 * Math.sin(angle));
    table.push([tx, ty]);
    edges.push(`M${tx} ${ty} L${round(x + r * Math.cos(angle))} ${round(y + r * Math.sin(angle))}`);
  }
  return [
    `<circle cx="${round(x)}" cy="${round(y)}" r="${round(r)}" fill="${fill}" stroke="url(#metal)" stroke-width="${round(Math.max(1.2, r * 0.14))}"/>`,
    `<path d="${polygon(table)}" fill="url(#table)" fill-opacity="0.85"/>`,
    `<path d="${edges.join(' ')}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${round(Math.max(0.5, r * 0.07))}"/>`,
    `<circle cx="${round(x - r * 0.32)}" cy="${round(y - r * 0.36)}" r="${round(r * 0.17)}" fill="#ffffff"/>`,
  ].join('');
}

/** A row of small stones along a band (eternity, pavé, tennis). */
function stoneRow(points: Array<[number, number]>, size: number): string {
  return points.map(([x, y]) => smallStone(x, y, size, 'url(#stone)')).join('');
}

function ring(subject: ImageSubject): string {
  const band = `<ellipse cx="300" cy="350" rx="150" ry="118" fill="none" stroke="url(#metal)" stroke-width="${subject.kind === 'wedding-band' ? 34 : 20}"/><ellipse cx="300" cy="350" rx="150" ry="118" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3" transform="translate(0 -8)"/>`;
  if (subject.kind === 'wedding-band' && !subject.stone) return band;
  if (subject.kind === 'wedding-band' || subject.kind === 'eternity-ring') {
    const count = subject.kind === 'eternity-ring' ? 11 : 9;
    const points: Array<[number, number]> = [];
    for (let index = 0; index < count; index++) {
      const angle = Math.PI * (0.15 + (0.7 * index) / (count - 1));
      points.push([300 - 150 * Math.cos(angle), 350 + 118 * Math.sin(angle)]);
    }
    return band + stoneRow(points, subject.kind === 'eternity-ring' ? 13 : 8);
  }
  if (subject.kind === 'mens-ring' || subject.kind === 'cufflinks') {
    return `${band}<rect x="245" y="200" width="110" height="90" rx="22" fill="url(#metal)"/>${subject.stone ? '<rect x="262" y="215" width="76" height="60" rx="12" fill="url(#stone)"/>' : '<path d="M275 245 h50 M300 220 v50" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4"/>'}`;
  }
  const prongs =
    '<path d="M270 250 L262 215 M330 250 L338 215 M285 255 L282 205 M315 255 L318 205" stroke="url(#metal)" stroke-width="6" stroke-linecap="round"/>';
  const centre = gem(subject, 300, 200, 96);
  let extra = '';
  if (drawingStyle(subject) === 'halo') {
    // a halo of small diamonds
    const points: Array<[number, number]> = [];
    for (let index = 0; index < 14; index++) {
      const angle = (2 * Math.PI * index) / 14;
      points.push([300 + 64 * Math.cos(angle), 200 + 64 * Math.sin(angle)]);
    }
    extra = points.map(([x, y]) => smallStone(x, y, 8, 'url(#halo)')).join('');
  } else if (drawingStyle(subject) === 'three-stone') {
    extra = stone('round-brilliant', 222, 222, 44) + stone('round-brilliant', 378, 222, 44);
  }
  return band + prongs + extra + centre;
}

function earrings(subject: ImageSubject): string {
  const pair = (draw: (x: number) => string) => draw(200) + draw(400);
  if (subject.kind === 'hoop-earrings') {
    return pair(
      (x) =>
        `<circle cx="${x}" cy="300" r="95" fill="none" stroke="url(#metal)" stroke-width="18"/>${
          subject.stone
            ? stoneRow(
                [0, 1, 2, 3, 4].map((index) => [
                  x - 95 * Math.cos(Math.PI * (0.3 + index * 0.1)),
                  300 + 95 * Math.sin(Math.PI * (0.3 + index * 0.1)),
                ]),
                7,
              )
            : ''
        }`,
    );
  }
  if (subject.kind === 'drop-earrings') {
    return pair(
      (x) =>
        `<circle cx="${x}" cy="150" r="14" fill="url(#metal)"/><rect x="${x - 2.5}" y="164" width="5" height="136" fill="url(#metal)"/>${gem(subject, x, 360, 110) || `<circle cx="${x}" cy="360" r="40" fill="url(#metal)"/>`}`,
    );
  }
  return pair((x) => gem(subject, x, 300, 130) || `<circle cx="${x}" cy="300" r="50" fill="url(#metal)"/>`);
}

function pendant(subject: ImageSubject): string {
  const chain =
    '<path d="M90 80 C120 330 240 400 300 405 C360 400 480 330 510 80" fill="none" stroke="url(#metal)" stroke-width="5" stroke-dasharray="9 5"/>';
  if (subject.kind === 'chain' || subject.kind === 'mens-bracelet') {
    return '<path d="M90 80 C120 360 240 460 300 465 C360 460 480 360 510 80" fill="none" stroke="url(#metal)" stroke-width="16" stroke-dasharray="22 7" stroke-linecap="round"/>';
  }
  if (subject.kind === 'necklace') {
    const points: Array<[number, number]> = [];
    for (let index = 0; index < 13; index++) {
      const t = index / 12;
      points.push([150 + 300 * t, 300 + 105 * Math.sin(Math.PI * t)]);
    }
    return (
      chain +
      (subject.stone === 'pearl'
        ? points.map(([x, y]) => pearl(round(x), round(y), 34)).join('')
        : stoneRow(points, 14))
    );
  }
  const bail =
    '<rect x="288" y="392" width="24" height="34" rx="10" fill="none" stroke="url(#metal)" stroke-width="6"/>';
  const body = gem(subject, 300, 480, 120) || '<circle cx="300" cy="480" r="55" fill="url(#metal)"/>';
  return chain + bail + body;
}

function bracelet(subject: ImageSubject): string {
  if (subject.kind === 'bangle') {
    return `<ellipse cx="300" cy="310" rx="200" ry="150" fill="none" stroke="url(#metal)" stroke-width="30"/>${
      subject.stone
        ? stoneRow(
            [0, 1, 2, 3, 4, 5, 6].map((index) => [
              300 - 200 * Math.cos(Math.PI * (0.2 + index * 0.1)),
              310 + 150 * Math.sin(Math.PI * (0.2 + index * 0.1)),
            ]),
            9,
          )
        : ''
    }`;
  }
  if (subject.kind === 'tennis-bracelet') {
    const points: Array<[number, number]> = [];
    for (let index = 0; index < 26; index++) {
      const angle = (2 * Math.PI * index) / 26;
      points.push([300 + 200 * Math.cos(angle), 310 + 140 * Math.sin(angle)]);
    }
    return `<ellipse cx="300" cy="310" rx="200" ry="140" fill="none" stroke="url(#metal)" stroke-width="10"/>${stoneRow(points, 14)}`;
  }
  const charms = [0.25, 0.45, 0.65].map((t) => {
    const x = 300 - 200 * Math.cos(Math.PI * t);
    const y = 310 + 140 * Math.sin(Math.PI * t);
    return `<path d="M${round(x)} ${round(y)} v18" stroke="url(#metal)" stroke-width="3"/><circle cx="${round(x)}" cy="${round(y + 36)}" r="18" fill="url(#metal)"/>`;
  });
  return `<ellipse cx="300" cy="310" rx="200" ry="140" fill="none" stroke="url(#metal)" stroke-width="10" stroke-dasharray="16 5"/>${charms.join('')}`;
}

function charm(subject: ImageSubject): string {
  if (subject.kind === 'connector') {
    return '<rect x="215" y="230" width="170" height="140" rx="60" fill="url(#metal)"/><rect x="255" y="270" width="90" height="60" rx="30" fill="#ffffff" fill-opacity="0.25"/>';
  }
  const body = '<path d="M300 470 C140 380 170 230 300 290 C430 230 460 380 300 470 Z" fill="url(#metal)"/>';
  return `<circle cx="300" cy="200" r="34" fill="none" stroke="url(#metal)" stroke-width="10"/>${body}${subject.stone ? (subject.stone === 'pearl' ? pearl(300, 370, 50) : stone('round-brilliant', 300, 370, 54)) : ''}`;
}

function cufflinks(subject: ImageSubject): string {
  const link = (x: number) =>
    `<rect x="${x - 70}" y="220" width="140" height="140" rx="${drawingStyle(subject) === 'round' ? 70 : 24}" fill="url(#metal)"/>${subject.stone ? `<rect x="${x - 45}" y="245" width="90" height="90" rx="18" fill="url(#stone)"/>` : ''}<rect x="${x - 10}" y="360" width="20" height="60" fill="url(#metal)"/>`;
  return link(190) + link(410);
}

function watch(subject: ImageSubject): string {
  const bezel = subject.stone
    ? stoneRow(
        Array.from({ length: 24 }, (_, index) => [
          300 + 132 * Math.cos((2 * Math.PI * index) / 24),
          300 + 132 * Math.sin((2 * Math.PI * index) / 24),
        ]),
        9,
      )
    : '';
  return `<rect x="235" y="40" width="130" height="520" rx="40" fill="url(#metal)" fill-opacity="0.85"/><circle cx="300" cy="300" r="145" fill="url(#metal)"/>${bezel}<circle cx="300" cy="300" r="118" fill="url(#dial)"/><path d="M300 300 L300 215 M300 300 L362 330" stroke="#22262b" stroke-width="7" stroke-linecap="round"/><circle cx="300" cy="300" r="8" fill="url(#metal)"/>${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((hour) => `<circle cx="${round(300 + 100 * Math.cos((Math.PI * hour) / 6))}" cy="${round(300 + 100 * Math.sin((Math.PI * hour) / 6))}" r="4" fill="#3b4046"/>`).join('')}`;
}

const dials = ['#eef1f4', '#1d2a4d', '#f7f1ec', '#23443a'];

/** The piece itself (no backdrop), in the 600 × 600 frame, drawn with the gradients of {@link pieceDefs}. */
export function pieceDrawing(subject: ImageSubject): string {
  switch (subject.kind) {
    case 'engagement-ring':
    case 'wedding-band':
    case 'eternity-ring':
    case 'dress-ring':
    case 'mens-ring':
      return ring(subject);
    case 'stud-earrings':
    case 'hoop-earrings':
    case 'drop-earrings':
      return earrings(subject);
    case 'pendant':
    case 'necklace':
    case 'chain':
    case 'mens-bracelet':
      return pendant(subject);
    case 'tennis-bracelet':
    case 'bangle':
    case 'charm-bracelet':
      return bracelet(subject);
    case 'charm':
    case 'connector':
      return charm(subject);
    case 'cufflinks':
      return cufflinks(subject);
    case 'watch':
      return watch(subject);
    default:
      return ring(subject);
  }
}

/**
 * The gradients a piece is drawn with: the metal as polished metal under studio light (bright specular bands between
 * darker reflections, in the metal's own tones), stones lit from the upper left with a brighter table.
 * `light`: where the key light comes from, which turns the metal's bands.
 */
export function pieceDefs(subject: ImageSubject, light: 'left' | 'right' = 'left'): string {
  const metal = metalByCode.get(subject.metal) ?? metalByCode.get('18kt-white-gold');
  const stoneDef = subject.stone ? stoneByCode.get(subject.stone) : undefined;
  const [bright, mid, dark] = metal?.tones ?? ['#ffffff', '#dddddd', '#888888'];
  const palette: Palette = {
    light: bright,
    mid,
    dark,
    stoneLight: stoneDef?.colours[0] ?? '#ffffff',
    stoneDeep: stoneDef?.colours[1] ?? '#cfe3f1',
  };
  const [x1, x2] = light === 'left' ? ['0', '1'] : ['1', '0'];
  const bands: Array<[number, string]> = [
    [0, palette.mid],
    [0.12, palette.light],
    [0.2, '#ffffff'],
    [0.3, palette.mid],
    [0.46, palette.dark],
    [0.58, palette.mid],
    [0.66, palette.light],
    [0.76, palette.mid],
    [0.9, palette.dark],
    [1, palette.mid],
  ];
  const dial = dials[Number(/^dial-(\d)$/.exec(drawingStyle(subject))?.[1] ?? 0)] ?? dials[0];
  return [
    `<linearGradient id="metal" x1="${x1}" y1="0" x2="${x2}" y2="1">${bands.map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`).join('')}</linearGradient>`,
    `<radialGradient id="stone" cx="40%" cy="35%" r="75%"><stop offset="0" stop-color="${palette.stoneLight}"/><stop offset="0.6" stop-color="${palette.stoneDeep}"/><stop offset="1" stop-color="${palette.stoneLight}"/></radialGradient>`,
    `<linearGradient id="stoneDeep" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.stoneDeep}"/><stop offset="1" stop-color="${palette.stoneLight}"/></linearGradient>`,
    `<linearGradient id="table" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="0.45" stop-color="${palette.stoneLight}" stop-opacity="0.55"/><stop offset="1" stop-color="${palette.stoneDeep}" stop-opacity="0.8"/></linearGradient>`,
    '<radialGradient id="halo" cx="40%" cy="35%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="0.6" stop-color="#d6e4ef"/><stop offset="1" stop-color="#f4f8fb"/></radialGradient>',
    '<radialGradient id="pearl" cx="35%" cy="30%" r="80%"><stop offset="0" stop-color="#ffffff"/><stop offset="0.55" stop-color="#f6efe4"/><stop offset="0.85" stop-color="#e2d3c0"/><stop offset="1" stop-color="#c9b8a6"/></radialGradient>',
    `<radialGradient id="dial" cx="45%" cy="40%" r="70%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="${dial}"/></radialGradient>`,
  ].join('');
}

/**
 * The SVG of a product in a metal: a soft studio background, the piece in the metal's tones, stones in colour; with
 * `background: 'none'`, the piece alone on a transparent ground (the cut-out the virtual try-on lays over a photo).
 */
export function productImageSvg(subject: ImageSubject, options: { background?: 'studio' | 'none' } = {}): string {
  const studio = (options.background ?? 'studio') === 'studio';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img">',
    '<defs>',
    '<radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#fdfcfa"/><stop offset="1" stop-color="#ece8e2"/></radialGradient>',
    pieceDefs(subject),
    '</defs>',
    studio ? '<rect width="600" height="600" fill="url(#bg)"/>' : '',
    studio ? '<ellipse cx="300" cy="560" rx="190" ry="16" fill="#000000" fill-opacity="0.06"/>' : '',
    pieceDrawing(subject),
    '</svg>',
  ].join('');
}
