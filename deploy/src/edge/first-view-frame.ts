import { FIRST_VIEW_ATTRIBUTE, FIRST_VIEW_ELEMENT_ID } from '@storefront/contracts';

/** Text made safe inside HTML, in an element or a quoted attribute. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&"'<>]/g,
    (char) => ({ '&': '&amp;', '"': '&quot;', "'": '&#39;', '<': '&lt;', '>': '&gt;' })[char] ?? char,
  );

/** The shell's serif (headings, the brand), as the first views draw it. */
export const SERIF = '"Cormorant Garamond",Cormorant,"EB Garamond",Garamond,Georgia,"Times New Roman",serif';
/** The shell's page gutter. */
export const GUTTER = 'clamp(1rem,0.4rem + 3vw,2.5rem)';

/**
 * What every first view's styles start with: the app hidden until it has rendered, the page's colours and type, and
 * the slim header (the promotion strip and the brand bar) the views draw above their content.
 */
export const FRAME_STYLE = [
  `html[${FIRST_VIEW_ATTRIBUTE}] #root{display:none}body{margin:0}`,
  `#${FIRST_VIEW_ELEMENT_ID}{margin:0;background:#faf7f2;color:#1b1d24;min-height:100vh;`,
  "font-family:'Avenir Next',Avenir,'Segoe UI',system-ui,-apple-system,Roboto,'Helvetica Neue',Arial,sans-serif;",
  'line-height:1.6}',
  '.sf-fv__promo{height:2.5rem;background:#1b1d24}',
  '.sf-fv__bar{display:flex;align-items:center;justify-content:center;height:4.25rem;background:#fff;',
  `border-bottom:1px solid #e7dfd2;font-family:${SERIF};font-size:1.5rem}`,
].join('');
