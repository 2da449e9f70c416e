import type { ButtonHTMLAttributes } from "react";
import type { LucideIcon } from "lucide-react";

/** The icon of an action, or a spinner in its place while the action runs. */
export function BusyIcon({
  busy,
  icon: Icon,
  size = "sm",
  iconClassName = "",
}: {
  busy: boolean;
  icon: LucideIcon;
  size?: "xs" | "sm";
  /** The icon's colour, e.g. "text-primary". */
  iconClassName?: string;
}) {
  if (!busy) return <Icon className={`size-4 ${iconClassName}`} aria-hidden="true" />;
  return (
    <span
      className={`loading loading-spinner ${size === "xs" ? "loading-xs" : "loading-sm"}`}
      aria-hidden="true"
    />
  );
}

/** A button with an icon and a label that become a spinner and the busy label while its action runs. */
export function BusyButton({
  busy,
  icon,
  label,
  busyLabel,
  className,
  disabled = false,
  type = "button",
  ...button
}: {
  busy: boolean;
  icon: LucideIcon;
  label: string;
  busyLabel: string;
  className: string;
  type?: "button" | "submit";
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children" | "type" | "className">) {
  return (
    <button type={type} className={`btn ${className}`} disabled={busy || disabled} {...button}>
      <BusyIcon busy={busy} icon={icon} />
      {busy ? busyLabel : label}
    </button>
  );
}
