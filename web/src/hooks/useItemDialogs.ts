import type { UseMutationResult } from "@tanstack/react-query";
import { useToast } from "../components/toastContext";
import { useDialogFor } from "./useDialogFor";

/** Which of a list's dialogs is open, and for which item. */
export type ItemDialog<Item> = { kind: "add" } | { kind: "view" | "edit" | "delete"; item: Item };

/**
 * A list screen's dialogs: which one is open, closing it (which forgets the
 * saves' errors), and a save that closes it and says so once it succeeds.
 */
export function useItemDialogs<Item>(saves: { reset(): void }[]) {
  const toast = useToast();
  const [dialog, open, close] = useDialogFor<ItemDialog<Item>>(saves);
  const saveThenClose = <Result, Variables>(
    save: UseMutationResult<Result, Error, Variables>,
    variables: Variables,
    done: (result: Result) => string,
    after?: () => void,
  ) =>
    save.mutate(variables, {
      onSuccess: (result) => {
        close();
        toast.notify(done(result), "success");
        after?.();
      },
    });
  return { dialog, open, close, saveThenClose };
}
