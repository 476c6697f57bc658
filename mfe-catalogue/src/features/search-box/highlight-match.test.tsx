import { render } from '@testing-library/react';
import { HighlightMatch, matchRanges } from './highlight-match';

describe('matchRanges', () => {
  it('finds the typed words at the start of words, ignoring case and accents', () => {
    expect(matchRanges('Lumière Oval Sapphire Studs', 'lumie sapph')).toEqual([
      [0, 5],
      [13, 18],
    ]);
    expect(matchRanges('Bague Éternité', 'eter')).toEqual([[6, 10]]);
  });

  it('does not match inside a word, and nothing for empty text', () => {
    expect(matchRanges('Rose gold', 'old')).toEqual([]);
    expect(matchRanges('Rose gold', '  ')).toEqual([]);
  });
});

describe('HighlightMatch', () => {
  it('emphasises the matched parts and keeps the text whole', () => {
    const { container } = render(<HighlightMatch text="Sapphire ring" query="ring sap" />);
    expect(container).toHaveTextContent(/^Sapphire ring$/);
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Sap', 'ring']);
  });
});
