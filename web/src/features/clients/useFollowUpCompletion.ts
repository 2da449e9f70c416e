import { useToast } from "../../components/toastContext";
import { useUpdateFollowUp } from "../followups/followUpQueries";

interface Completable {
  id: string;
  title: string;
}

/**
 * Completes a follow-up and says so in a toast. Called by the list rather than
 * the row, since the list stays mounted when a completed row goes away.
 */
export function useFollowUpCompletion() {
  const toast = useToast();
  const complete = useUpdateFollowUp();
  return {
    isCompleting: (followUp: Completable) =>
      complete.isPending && complete.variables?.id === followUp.id,
    complete: (followUp: Completable) =>
      complete.mutate(
        { id: followUp.id, changes: { status: "done" } },
        {
          onSuccess: () => toast.notify(`Completed: ${followUp.title}`, "success"),
          onError: (error) => toast.notify(error.message, "error"),
        },
      ),
  };
}

export type FollowUpCompletion = ReturnType<typeof useFollowUpCompletion>;
