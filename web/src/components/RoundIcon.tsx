import type { LucideIcon } from "lucide-react";

/** A small icon in a filled circle beside a line of text: the AI's avatar, a contact's kind. */
export function RoundIcon({
  icon: Icon,
  tone = "bg-base-200",
}: {
  icon: LucideIcon;
  /** Background and text colour classes. */
  tone?: string;
}) {
  return (
    <span
      className={`flex size-8 shrink-0 items-center justify-center rounded-full ${tone}`}
      aria-hidden="true"
    >
      <Icon className="size-4" />
    </span>
  );
}
