// How a file's size is written, the same in the chat and in what the assistant says of a file:
// Bytes, KB, MB or GB with at most 2 decimals (1536 → "1.5 KB").

const UNITS = ["Bytes", "KB", "MB", "GB"] as const;
const amount = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2, useGrouping: false });

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 Bytes";
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  return `${amount.format(bytes / 1024 ** unit)} ${UNITS[unit]}`;
}
