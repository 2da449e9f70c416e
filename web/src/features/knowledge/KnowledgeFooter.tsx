import { useEffect, useState } from "react";
import { CircleAlert, CircleCheck, Clock, FlaskConical, Save } from "lucide-react";
import { BusyButton } from "../../components/BusyButton";
import { formatLastUpdated } from "./knowledgeLabels";

export type SaveStatus = "idle" | "success" | "error";

const STATUS_TEXT: Record<SaveStatus, string> = {
  idle: "Ready to save",
  success: "All changes saved",
  error: "Save failed",
};

/** Re-renders every half minute so 'N minutes ago' keeps up. */
function useNow(intervalMs = 30_000) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function KnowledgeFooter({
  status,
  dirty,
  updatedAt,
  saving,
  testing,
  onTest,
  onSave,
}: {
  status: SaveStatus;
  dirty: boolean;
  updatedAt: string | null;
  saving: boolean;
  testing: boolean;
  onTest(): void;
  onSave(): void;
}) {
  const now = useNow();
  const StatusIcon = status === "error" ? CircleAlert : CircleCheck;
  const tone =
    status === "error"
      ? "text-error"
      : status === "success"
        ? "text-success"
        : "text-base-content/70";
  return (
    <footer className="sticky bottom-0 z-10 -mx-1 mt-2 flex flex-col gap-3 rounded-box border border-base-300 bg-base-100/95 p-4 shadow-md backdrop-blur sm:flex-row sm:items-center">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm">
        <span
          className={`flex items-center gap-1.5 font-medium ${tone}`}
          role="status"
          data-testid="save-status"
        >
          <StatusIcon className="size-4" aria-hidden="true" />
          {STATUS_TEXT[status]}
        </span>
        {dirty && status !== "success" && (
          <span className="badge badge-sm border-0 bg-warning/15 font-medium text-amber-800">
            Unsaved changes
          </span>
        )}
        <span className="flex items-center gap-1.5 text-base-content/60">
          <Clock className="size-4" aria-hidden="true" />
          Last updated: <span data-testid="last-updated">{formatLastUpdated(updatedAt, now)}</span>
        </span>
      </div>
      <div className="flex gap-2 sm:ml-auto">
        <BusyButton
          className="btn-outline"
          busy={testing}
          icon={FlaskConical}
          label="Test AI"
          busyLabel="Testing..."
          onClick={onTest}
        />
        <BusyButton
          className="btn-primary"
          busy={saving}
          icon={Save}
          label="Save Changes"
          busyLabel="Saving..."
          onClick={onSave}
        />
      </div>
    </footer>
  );
}
