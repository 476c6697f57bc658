/**
 * @jest-environment node
 */
import { minifyStylesheet } from './css-minify';

describe('production stylesheets', () => {
  it('are minified without changing what they say, in a spelling the es2020 browsers read', async () => {
    const css = [
      '/* The header. */',
      '.sf-header {',
      '  color: #ffffff;',
      '  margin: 0px 0px;',
      '  --sf-space:  1rem ;',
      '}',
      '',
      '.sf-empty {}',
      '@media (min-width: 768px) {',
      '  .sf-header { padding: var(--sf-space); }',
      '}',
    ].join('\n');
    const minified = await minifyStylesheet('shell.css', css);
    expect(minified.length).toBeLessThan(css.length * 0.7);
    expect(minified).not.toContain('The header');
    expect(minified).not.toContain('sf-empty');
    expect(minified).toContain('--sf-space:');
    expect(minified).toContain('--sf-space:');
    // Not `(width>=768px)`: Safari reads media query ranges only from 16.4.
    expect(minified).toContain('@media (min-width:768px){.sf-header{padding:var(--sf-space)}}');
  });
});
