import { Sparkles } from "lucide-react";

/** The spec's 'AI Generated' badge on a follow-up the AI suggested. */
export function AiGeneratedBadge({ size = "xs" }: { size?: "xs" | "sm" }) {
  return (
    <span
      className={`badge badge-soft badge-secondary gap-1 text-pink-800 ${size === "sm" ? "badge-sm" : "badge-xs"}`}
    >
      <Sparkles className="size-3" aria-hidden="true" />
      AI Generated
    </span>
  );
}
