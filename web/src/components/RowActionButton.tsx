import type { LucideIcon } from "lucide-react";
import { BusyIcon } from "./BusyButton";
import type { NamedButtonAttributes } from "./IconButton";

/** From which width the action's word shows beside its icon; below it the button is the icon alone. */
const WORD_FROM = {
  sm: { button: "", word: "hidden sm:inline" },
  xl: { button: "max-xl:btn-square", word: "hidden xl:inline" },
} as const;

/**
 * A table row's action: its icon (a spinner while busy) and its word; the
 * accessible name says what it acts on, e.g. "Edit Jane Cooper".
 */
export function RowActionButton({
  icon,
  word,
  name,
  wordFrom = "sm",
  tone = "btn-ghost",
  busy = false,
  // An icon-only button at most widths names itself on hover.
  title = wordFrom === "xl" ? word : undefined,
  ...button
}: {
  icon: LucideIcon;
  word: string;
  name: string;
  wordFrom?: keyof typeof WORD_FROM;
  /** The button's colour classes. */
  tone?: string;
  busy?: boolean;
} & NamedButtonAttributes) {
  return (
    <button
      type="button"
      className={`btn btn-sm ${tone} ${WORD_FROM[wordFrom].button}`}
      aria-label={name}
      title={title}
      {...button}
    >
      <BusyIcon busy={busy} icon={icon} size="xs" />
      <span className={WORD_FROM[wordFrom].word} aria-hidden="true">
        {word}
      </span>
    </button>
  );
}
