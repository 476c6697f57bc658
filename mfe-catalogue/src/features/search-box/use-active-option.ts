import { useState } from 'react';

/** The option the arrow keys have reached, and how to move it. */
export interface ActiveOption {
  /** Its position in the list, or -1 when none is active. */
  index: number;
  /** Down (1) or Up (-1) to the next option, wrapping: from none, Down reaches the first and Up the last. */
  move: (step: 1 | -1) => void;
  /** Leaves no option active (the popup closed). */
  clear: () => void;
}

/**
 * The active option of a combobox's popup (its `aria-activedescendant`), for the options named by `keys`: none until
 * the arrows move, none while the popup is closed, and none again as soon as the list changes, so suggestions arriving
 * under the shopper's fingers never make Enter pick something they did not reach.
 */
export function useActiveOption(keys: readonly string[], expanded: boolean): ActiveOption {
  const listKey = keys.join('\n');
  const [active, setActive] = useState({ listKey: '', index: -1 });
  const index = expanded && active.listKey === listKey ? active.index : -1;
  return {
    index,
    move: (step) => {
      const count = keys.length;
      if (count === 0) return;
      const from = index === -1 ? (step === 1 ? -1 : count) : index;
      setActive({ listKey, index: (from + step + count) % count });
    },
    clear: () => setActive({ listKey: '', index: -1 }),
  };
}
