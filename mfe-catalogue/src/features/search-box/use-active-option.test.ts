import { act, renderHook } from '@testing-library/react';
import { useActiveOption } from './use-active-option';

function renderActiveOption(keys: readonly string[], expanded = true) {
  return renderHook(
    (props: { keys: readonly string[]; expanded: boolean }) => useActiveOption(props.keys, props.expanded),
    { initialProps: { keys, expanded } },
  );
}

describe('useActiveOption', () => {
  it('starts with no option active; Down reaches the first, Up the last, both wrapping', () => {
    const { result } = renderActiveOption(['a', 'b', 'c']);
    expect(result.current.index).toBe(-1);
    act(() => result.current.move(1));
    expect(result.current.index).toBe(0);
    act(() => result.current.move(-1));
    expect(result.current.index).toBe(2);
    act(() => result.current.move(1));
    expect(result.current.index).toBe(0);

    act(() => result.current.clear());
    act(() => result.current.move(-1));
    expect(result.current.index).toBe(2);
  });

  it('has none active while the popup is closed, and none again once the list changes', () => {
    const { result, rerender } = renderActiveOption(['a', 'b']);
    act(() => result.current.move(1));
    act(() => result.current.move(1));
    expect(result.current.index).toBe(1);

    rerender({ keys: ['a', 'b'], expanded: false });
    expect(result.current.index).toBe(-1);
    rerender({ keys: ['a', 'b'], expanded: true });
    expect(result.current.index).toBe(1);

    rerender({ keys: ['a', 'b', 'c'], expanded: true });
    expect(result.current.index).toBe(-1);
    act(() => result.current.move(1));
    expect(result.current.index).toBe(0);
  });

  it('ignores the arrows when there is nothing to reach', () => {
    const { result } = renderActiveOption([]);
    act(() => result.current.move(1));
    expect(result.current.index).toBe(-1);
  });
});
