import type { ButtonHTMLAttributes } from "react";
import type { LucideIcon } from "lucide-react";

const SIZES = {
  xs: { button: "btn-xs", icon: "size-4" },
  sm: { button: "btn-sm", icon: "size-5" },
} as const;

/** A button's attributes but those its component sets: its type, classes, content and accessible name. */
export type NamedButtonAttributes = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  "type" | "className" | "children" | "aria-label"
>;

/** A square ghost button showing its icon alone; `label` is its accessible name. */
export function IconButton({
  icon: Icon,
  label,
  size = "xs",
  className = "",
  ...button
}: {
  icon: LucideIcon;
  label: string;
  size?: keyof typeof SIZES;
  /** Extra classes: colour, placement. */
  className?: string;
} & NamedButtonAttributes) {
  return (
    <button
      type="button"
      className={`btn btn-ghost ${SIZES[size].button} btn-square ${className}`}
      aria-label={label}
      {...button}
    >
      <Icon className={SIZES[size].icon} aria-hidden="true" />
    </button>
  );
}
