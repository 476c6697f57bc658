import { Fragment, type ReactNode } from 'react';

/** Lower case without accents, so "lumiere" finds "Lumière" as the API does. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/**
 * The parts of `text` that the words of `query` match (word prefixes, ignoring case and accents), as
 * `[start, end)` ranges of `text`, in order and not overlapping.
 */
export function matchRanges(text: string, query: string): [number, number][] {
  const words = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return [];
  // Fold character by character, remembering where each folded character came from.
  let folded = '';
  const origin: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const char = fold(text.charAt(index));
    folded += char;
    for (let n = 0; n < char.length; n += 1) origin.push(index);
  }
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    let from = folded.indexOf(word);
    while (from !== -1) {
      const atWordStart = from === 0 || !/[\p{L}\p{N}]/u.test(folded.charAt(from - 1));
      if (atWordStart) {
        for (let at = from; at < from + word.length; at += 1) marked[origin[at] ?? 0] = true;
      }
      from = folded.indexOf(word, from + 1);
    }
  }
  const ranges: [number, number][] = [];
  marked.forEach((isMarked, index) => {
    if (!isMarked) return;
    const last = ranges.at(-1);
    if (last && last[1] === index) last[1] = index + 1;
    else ranges.push([index, index + 1]);
  });
  return ranges;
}

/** `text` with the parts the shopper typed emphasised. */
export function HighlightMatch({ text, query }: { text: string; query: string }) {
  const ranges = matchRanges(text, query);
  if (ranges.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(<Fragment key={`t${at}`}>{text.slice(at, start)}</Fragment>);
    parts.push(
      <mark key={`m${start}`} className="sf-search-box__match">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(<Fragment key={`t${at}`}>{text.slice(at)}</Fragment>);
  return <>{parts}</>;
}
