// Badge and avatar tints: a pale tint of the theme colour with a -800 text shade, so the text keeps
// 4.5:1 on the tint even over a hovered or selected row. Written out in full so Tailwind keeps them.
export const TINTS = {
  primary: "bg-primary/15 text-primary",
  secondary: "bg-secondary/15 text-pink-800",
  info: "bg-info/15 text-sky-800",
  success: "bg-success/15 text-green-800",
  warning: "bg-warning/15 text-amber-800",
  error: "bg-error/15 text-red-800",
  /** Neither good nor bad: retired, inactive, snoozed, or a value the screen does not know. */
  neutral: "bg-base-300 text-base-content/70",
} as const;
