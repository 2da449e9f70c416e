import { useToast } from "../../components/toastContext";
import { useCompleteFollowUp } from "./clientDetailQueries";

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
  const complete = useCompleteFollowUp();
  return {
    isCompleting: (followUp: Completable) => complete.isPending && complete.variables === followUp.id,
    complete: (followUp: Completable) =>
      complete.mutate(followUp.id, {
        onSuccess: () => toast.notify(`Completed: ${followUp.title}`, "success"),
        onError: (error) => toast.notify(error.message, "error"),
      }),
  };
}

export type FollowUpCompletion = ReturnType<typeof useFollowUpCompletion>;
