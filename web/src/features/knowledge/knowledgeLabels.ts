import {
  RESPONSE_STYLES as STYLES,
  type AiType,
  type GeneratorKind,
  type ResponseStyle,
} from "@contract";

export { AI_TYPES, type AiType, type ResponseStyle } from "@contract";

export const AI_TYPE_TABS: Record<AiType, string> = {
  chat: "Chat AI",
  proposal: "Proposal AI",
  presentation: "Presentation AI",
  budget: "Budget AI",
};

const RESPONSE_STYLE_LABELS: Record<ResponseStyle, string> = {
  "professional-friendly": "Professional & Friendly",
  casual: "Casual",
  formal: "Formal",
};

export const RESPONSE_STYLES = STYLES.map((value) => ({
  value,
  label: RESPONSE_STYLE_LABELS[value],
}));

/** What Test AI asks each assistant, so the rep hears it in its own role. */
export const TEST_PROMPTS: Record<AiType, string> = {
  chat: "Hello! Please introduce yourself and explain how you can help me with my clients.",
  proposal: "Briefly explain how you would structure a proposal for a new client.",
  presentation: "Briefly outline the slides you would prepare for a client presentation.",
  budget: "Briefly explain how you would lay out a budget estimate for a client project.",
};

export const isGenerator = (type: AiType): type is GeneratorKind => type !== "chat";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'Never saved', 'Just now', 'N minutes ago', 'N hours ago', and past a day 'N days ago'. */
export function formatLastUpdated(updatedAt: string | null, now: Date = new Date()): string {
  if (!updatedAt) return "Never saved";
  const elapsed = Math.max(0, now.getTime() - new Date(updatedAt).getTime());
  if (elapsed < MINUTE) return "Just now";
  if (elapsed < HOUR) {
    const minutes = Math.floor(elapsed / MINUTE);
    return `${minutes} ${minutes === 1 ? "minute" : "minutes"} ago`;
  }
  if (elapsed < DAY) {
    const hours = Math.floor(elapsed / HOUR);
    return `${hours} ${hours === 1 ? "hour" : "hours"} ago`;
  }
  const days = Math.floor(elapsed / DAY);
  return `${days} ${days === 1 ? "day" : "days"} ago`;
}
