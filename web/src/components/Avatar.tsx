import { useState } from "react";
import { getInitials } from "../lib/format";
import { TINTS } from "../lib/tints";

const SIZES = {
  sm: "size-8 text-xs",
  md: "size-10 text-sm",
  lg: "size-14 text-lg",
} as const;

// Written out in full so Tailwind keeps this class.
const PALETTE = [
  TINTS.primary,
  TINTS.secondary,
  "bg-accent/20 text-accent-content",
  TINTS.info,
  TINTS.success,
  TINTS.warning,
];

function paletteFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

/** The person's picture when there is one, otherwise their initials; decorative, as the name sits beside it. */
export function Avatar({
  name,
  src,
  size = "md",
  fallback = "?",
}: {
  name: string | null | undefined;
  src?: string | null;
  size?: keyof typeof SIZES;
  fallback?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const sizeClass = SIZES[size];

  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt=""
        aria-hidden="true"
        className={`${sizeClass} shrink-0 rounded-full object-cover`}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-initials"
      className={`${sizeClass} ${paletteFor(name ?? "")} flex shrink-0 items-center justify-center rounded-full font-semibold select-none`}
    >
      {getInitials(name) || fallback}
    </span>
  );
}
