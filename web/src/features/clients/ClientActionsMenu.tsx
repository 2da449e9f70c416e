import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { EllipsisVertical, Eye, Pencil, Trash2, type LucideIcon } from "lucide-react";

interface MenuAction {
  label: string;
  icon: LucideIcon;
  danger?: boolean;
  onSelect(): void;
}

/**
 * The row's menu, drawn in a portal at the button's position so the table's
 * scroll container cannot clip it.
 */
export function ClientActionsMenu({
  clientName,
  onView,
  onEdit,
  onDelete,
}: {
  clientName: string;
  onView(): void;
  onEdit(): void;
  onDelete(): void;
}) {
  const [position, setPosition] = useState<{ top: number; right: number } | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const open = position !== null;

  const actions: MenuAction[] = [
    { label: "View Details", icon: Eye, onSelect: onView },
    { label: "Edit Client", icon: Pencil, onSelect: onEdit },
    { label: "Delete Client", icon: Trash2, danger: true, onSelect: onDelete },
  ];

  const close = (returnFocus: boolean) => {
    setPosition(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  const openMenu = () => {
    const rect = buttonRef.current!.getBoundingClientRect();
    setPosition({ top: rect.bottom + 4, right: window.innerWidth - rect.right });
  };

  const handleDocumentEvent = useEffectEvent((event: Event) => {
    if (event.type === "keydown") {
      const key = (event as KeyboardEvent).key;
      const items = [...(menuRef.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];
      const current = items.indexOf(document.activeElement as HTMLElement);
      if (key === "Escape") close(true);
      else if (key === "ArrowDown") {
        event.preventDefault();
        items[(current + 1) % items.length]?.focus();
      } else if (key === "ArrowUp") {
        event.preventDefault();
        items[(current - 1 + items.length) % items.length]?.focus();
      } else if (key === "Tab") close(false);
      return;
    }
    const target = event.target as Node;
    if (menuRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
    close(false);
  });

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>("[role=menuitem]")?.focus();
    const events = ["mousedown", "keydown", "scroll"] as const;
    for (const type of events) document.addEventListener(type, handleDocumentEvent, true);
    window.addEventListener("resize", handleDocumentEvent);
    return () => {
      for (const type of events) document.removeEventListener(type, handleDocumentEvent, true);
      window.removeEventListener("resize", handleDocumentEvent);
    };
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-ghost btn-sm btn-square"
        aria-label={`Actions for ${clientName}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openMenu())}
      >
        <EllipsisVertical className="size-4" aria-hidden="true" />
      </button>
      {position &&
        createPortal(
          <ul
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={`Actions for ${clientName}`}
            style={{ position: "fixed", top: position.top, right: position.right }}
            className="menu z-50 w-48 rounded-box border border-base-300 bg-base-100 p-1 shadow-lg"
          >
            {actions.map(({ label, icon: Icon, danger, onSelect }) => (
              <li key={label} role="none">
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={danger ? "text-red-700" : undefined}
                  onClick={() => {
                    close(false);
                    onSelect();
                  }}
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </button>
              </li>
            ))}
          </ul>,
          document.body,
        )}
    </>
  );
}
