import { Check } from "lucide-react";
import type { FollowUpCompletion } from "./useFollowUpCompletion";

export function CompleteFollowUpButton({
  followUp,
  completion,
}: {
  followUp: { id: string; title: string };
  completion: FollowUpCompletion;
}) {
  return (
    <button
      type="button"
      className="btn btn-success btn-soft btn-xs"
      aria-label={`Complete ${followUp.title}`}
      disabled={completion.isCompleting(followUp)}
      onClick={() => completion.complete(followUp)}
    >
      <Check className="size-3.5" aria-hidden="true" />
      Complete
    </button>
  );
}
