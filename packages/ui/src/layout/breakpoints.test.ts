import { breakpoints, mediaQuery } from './breakpoints';

describe('breakpoints', () => {
  it('names the four documented widths', () => {
    expect(breakpoints).toEqual({ mobile: 360, tablet: 768, desktop: 980, desktopXL: 1280 });
  });

  it('builds a min-width media query for a breakpoint', () => {
    expect(mediaQuery('tablet')).toBe('(min-width: 768px)');
    expect(mediaQuery('desktopXL')).toBe('(min-width: 1280px)');
  });
});
