import type { KeyboardEvent, ReactNode } from "react";

/**
 * A row of tabs over one panel: only the selected tab is in the tab order,
 * and the arrow keys move to the previous or next tab (wrapping round).
 */
export function Tabs<Key extends string>({
  label,
  idPrefix,
  tabs,
  selected,
  onSelect,
  renderTab,
  listClassName,
  tabClassName = "",
  activeClassName = "tab-active",
  children,
}: {
  label: string;
  /** Tab ids are `{idPrefix}-tab-{key}`, the panel's `{idPrefix}-panel`. */
  idPrefix: string;
  tabs: readonly Key[];
  selected: NoInfer<Key>;
  onSelect(key: NoInfer<Key>): void;
  renderTab(key: NoInfer<Key>): ReactNode;
  listClassName: string;
  tabClassName?: string;
  activeClassName?: string;
  children: ReactNode;
}) {
  const tabId = (key: Key) => `${idPrefix}-tab-${key.toLowerCase().replace(/\W+/g, "-")}`;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(selected) + step + tabs.length) % tabs.length]!;
    document.getElementById(tabId(next))?.focus();
    onSelect(next);
  };
  return (
    <>
      <div role="tablist" aria-label={label} className={listClassName}>
        {tabs.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={tabId(key)}
            aria-selected={key === selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={key === selected ? 0 : -1}
            className={`tab ${tabClassName} ${key === selected ? activeClassName : "text-base-content/70 hover:text-base-content"}`}
            onClick={() => onSelect(key)}
            onKeyDown={onKeyDown}
          >
            {renderTab(key)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </>
  );
}
