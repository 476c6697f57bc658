import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { classNames } from '../class-names';

/** One tab and its panel. */
export type TabItem = {
  /** Stable key, also used in the generated element ids. */
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
};

/** Props of {@link Tabs}. */
export type TabsProps = {
  /** Accessible name of the tab list ("Product details"). */
  label: string;
  items: readonly TabItem[];
  /** Controlled selection; pair with `onSelectedChange`. */
  selectedId?: string;
  /** Uncontrolled initial selection; defaults to the first enabled tab. */
  defaultSelectedId?: string;
  onSelectedChange?: (id: string) => void;
  className?: string;
};

/**
 * The ARIA tabs pattern: one tab stop for the list, ←/→ move and select (wrapping), Home/End jump to the ends.
 * Inactive panels stay in the DOM with `hidden`, so their content is still crawlable.
 */
export function Tabs({ label, items, selectedId, defaultSelectedId, onSelectedChange, className }: TabsProps) {
  const baseId = useId();
  const firstEnabled = items.find((item) => !item.disabled)?.id;
  const [uncontrolledId, setUncontrolledId] = useState(defaultSelectedId ?? firstEnabled);
  const activeId = selectedId ?? uncontrolledId;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (selectedId === undefined) setUncontrolledId(id);
    onSelectedChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const enabled = items.filter((item) => !item.disabled);
    const index = enabled.findIndex((item) => item.id === activeId);
    let next: TabItem | undefined;
    switch (event.key) {
      case 'ArrowRight':
        next = enabled[(index + 1) % enabled.length];
        break;
      case 'ArrowLeft':
        next = enabled[(index - 1 + enabled.length) % enabled.length];
        break;
      case 'Home':
        next = enabled[0];
        break;
      case 'End':
        next = enabled[enabled.length - 1];
        break;
      default:
        return;
    }
    if (!next) return;
    event.preventDefault();
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div className={classNames('sf-tabs', className)}>
      <div role="tablist" aria-label={label} className="sf-tabs__list">
        {items.map((item) => {
          const selected = item.id === activeId;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={selected}
              aria-controls={panelId(item.id)}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              className="sf-tabs__tab"
              onClick={() => select(item.id)}
              onKeyDown={onKeyDown}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          tabIndex={0}
          hidden={item.id !== activeId}
          className="sf-tabs__panel"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
