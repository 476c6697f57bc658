import type { ReactElement } from 'react';
import { iconNames, type IconName } from './icon-names';

/*
 * Drawn on a 24×24 grid with 1.5px round strokes in currentColor, to sit beside 16–18px text.
 * Each entry is only the shapes; the <symbol> wrapper below sets viewBox and stroke once.
 */
const shapes: Record<IconName, ReactElement> = {
  bag: (
    <>
      <path d="M5 8h14l-1 12.5H6z" />
      <path d="M9 10.5V7a3 3 0 0 1 6 0v3.5" />
    </>
  ),
  account: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5c0-4 3.4-6.5 7.5-6.5s7.5 2.5 7.5 6.5" />
    </>
  ),
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </>
  ),
  heart: (
    <path d="M12 20.5 10.9 19.5C6 15.1 3 12.3 3 8.9 3 6.2 5.1 4 7.8 4c1.5 0 3 .7 4.2 1.9C13.2 4.7 14.7 4 16.2 4 18.9 4 21 6.2 21 8.9c0 3.4-3 6.2-7.9 10.6z" />
  ),
  'heart-filled': (
    <path
      fill="currentColor"
      d="M12 20.5 10.9 19.5C6 15.1 3 12.3 3 8.9 3 6.2 5.1 4 7.8 4c1.5 0 3 .7 4.2 1.9C13.2 4.7 14.7 4 16.2 4 18.9 4 21 6.2 21 8.9c0 3.4-3 6.2-7.9 10.6z"
    />
  ),
  store: (
    <>
      <path d="M4.5 11v9.5h15V11" />
      <path d="M3 10 4.5 4h15L21 10" />
      <path d="M3 10a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0" />
      <path d="M10 20.5v-5h4v5" />
    </>
  ),
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="m6 6 12 12M18 6 6 18" />,
  'chevron-left': <path d="m15 5-7 7 7 7" />,
  'chevron-right': <path d="m9 5 7 7-7 7" />,
  'chevron-down': <path d="m5 9 7 7 7-7" />,
  lock: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="1.5" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
      <path d="M12 14.5v2.5" />
    </>
  ),
  truck: (
    <>
      <path d="M3 6h11v10.5H3z" />
      <path d="M14 9.5h4l3 3.5v3.5h-7" />
      <circle cx="7" cy="17.5" r="1.75" />
      <circle cx="17.5" cy="17.5" r="1.75" />
    </>
  ),
  gift: (
    <>
      <rect x="3" y="7.5" width="18" height="3.5" rx=".5" />
      <path d="M4.5 11v9.5h15V11" />
      <path d="M12 7.5v13" />
      <path d="M12 7.5C11 5 9.5 3.5 8 3.8 6.3 4.1 6.5 7 8.5 7.5M12 7.5c1-2.5 2.5-4 4-3.7 1.7.3 1.5 3.2-.5 3.7" />
    </>
  ),
  ring: (
    <>
      <circle cx="12" cy="15" r="6" />
      <path d="M10.5 4h3L15 6l-3 3-3-3z" />
    </>
  ),
  diamond: (
    <>
      <path d="M6.5 4h11L22 9.5 12 20.5 2 9.5z" />
      <path d="M2 9.5h20" />
      <path d="M9.5 4 8 9.5l4 11 4-11L14.5 4" />
    </>
  ),
  location: (
    <>
      <path d="M12 21s-6.5-6-6.5-11.5a6.5 6.5 0 0 1 13 0C18.5 15 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  phone: (
    <path d="M5 3.5h3.5L10 8l-2.2 1.6a11 11 0 0 0 6.6 6.6L16 14l4.5 1.5V19a1.5 1.5 0 0 1-1.5 1.5C10.7 20.5 3.5 13.3 3.5 5A1.5 1.5 0 0 1 5 3.5z" />
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="1.5" />
      <path d="m3.5 6 8.5 7 8.5-7" />
    </>
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  alert: (
    <>
      <path d="M10.7 4.2a1.5 1.5 0 0 1 2.6 0l8 14A1.5 1.5 0 0 1 20 20.5H4a1.5 1.5 0 0 1-1.3-2.3z" />
      <path d="M12 9.5v4.5" />
      <path d="M12 17.2h.01" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5" />
      <path d="M12 7.7h.01" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18" />
      <path d="M12 3c2.4 2.5 3.7 5.5 3.7 9s-1.3 6.5-3.7 9c-2.4-2.5-3.7-5.5-3.7-9S9.6 5.5 12 3z" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  minus: <path d="M5 12h14" />,
  share: (
    <>
      <circle cx="17.5" cy="5.5" r="2.5" />
      <circle cx="6.5" cy="12" r="2.5" />
      <circle cx="17.5" cy="18.5" r="2.5" />
      <path d="m8.7 10.7 6.6-3.9M8.7 13.3l6.6 3.9" />
    </>
  ),
  camera: (
    <>
      <path d="M4 7.5h3.5L9 5h6l1.5 2.5H20a1 1 0 0 1 1 1V18a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8.5a1 1 0 0 1 1-1z" />
      <circle cx="12" cy="13" r="3.5" />
    </>
  ),
  engrave: (
    <>
      <path d="m15.5 4.5 4 4L9 19l-5 1 1-5z" />
      <path d="m13.5 6.5 4 4" />
      <path d="M13 20.5h7" />
    </>
  ),
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="1.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.5 2" />
    </>
  ),
  bell: (
    <>
      <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </>
  ),
};

/**
 * The inline SVG sprite every `<Icon>` points at. Render it once, first in `<body>` (the shell does);
 * it is hidden and takes no space. Inline rather than an external file so `<use href="#icon-…">`
 * works across module-federation origins without CORS.
 */
export function IconSprite() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      className="sf-icon-sprite"
      aria-hidden="true"
      focusable="false"
      width="0"
      height="0"
      style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }}
    >
      {iconNames.map((name) => (
        <symbol
          key={name}
          id={`icon-${name}`}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {shapes[name]}
        </symbol>
      ))}
    </svg>
  );
}
