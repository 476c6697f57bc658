/**
 * Calls `seen` once, when at least `ratio` of `element` is on screen (an IntersectionObserver; without one, at once:
 * what is drawn counts as seen). Returns the stop, for an element that leaves before it was seen.
 */
export function whenOnScreen(element: Element, seen: () => void, ratio = 0.5): () => void {
  if (typeof IntersectionObserver !== 'function') {
    seen();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= ratio)) return;
      observer.disconnect();
      seen();
    },
    { threshold: ratio },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
