import type { ButtonHTMLAttributes } from "react";
import type { LucideIcon } from "lucide-react";
import { BusyIcon } from "./BusyButton";

/**
 * One of a card's quick actions: a left-aligned button with its icon in the
 * primary colour, which become a spinner and the busy label while it runs.
 */
export function QuickActionButton({
  icon,
  label,
  busy = false,
  busyLabel,
  small = false,
  ...button
}: {
  icon: LucideIcon;
  label: string;
  busy?: boolean;
  busyLabel?: string;
  small?: boolean;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "className" | "children">) {
  return (
    <button type="button" className={`btn justify-start ${small ? "btn-sm" : ""}`} {...button}>
      <BusyIcon busy={busy} icon={icon} size={small ? "xs" : "sm"} iconClassName="text-primary" />
      {busy ? busyLabel : label}
    </button>
  );
}
