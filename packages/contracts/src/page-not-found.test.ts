/** @jest-environment node */
import { PageNotFound, isPageNotFoundError, pageNotFoundError } from './page-not-found';

describe('a page’s "this page does not exist"', () => {
  it('is told apart from every other error a page can throw', () => {
    expect(isPageNotFoundError(pageNotFoundError())).toBe(true);
    expect(isPageNotFoundError(new Error('Page not found'))).toBe(false);
    expect(isPageNotFoundError(Object.assign(new Error('x'), { name: 'PageNotFoundError' }))).toBe(false);
    expect(isPageNotFoundError(null)).toBe(false);
    expect(isPageNotFoundError('Page not found')).toBe(false);
  });

  it('is an Error named for what it is, so a log says what happened', () => {
    const error = pageNotFoundError('No article choosing-a-diamond');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('PageNotFoundError');
    expect(error.message).toBe('No article choosing-a-diamond');
  });

  it('is recognised when another copy of contracts made it (a remote’s standalone build, a test double)', () => {
    const fromAnotherCopy = Object.assign(new Error('gone'), { [Symbol.for('storefront.page-not-found')]: true });
    expect(isPageNotFoundError(fromAnotherCopy)).toBe(true);
  });

  it('is what <PageNotFound /> throws when it renders', () => {
    expect(() => PageNotFound()).toThrow(expect.objectContaining({ name: 'PageNotFoundError' }));
  });
});
