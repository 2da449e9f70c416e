import { useState } from "react";
import { Undo2 } from "lucide-react";
import type { ImportResponse } from "@contract";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { CLIENT_VIEWS, useApiMutation } from "../../../hooks/useApiMutation";
import { queryKeys } from "../../../lib/queryKeys";
import { counted } from "./counted";
import { undoImport } from "./importApi";

const UNDO_REFRESHES = [...CLIENT_VIEWS, queryKeys.imports.all];

/**
 * Whether `imported` can still be undone at `now` (one left unfinished too, e.g.
 * in another browser); the server has the last word.
 */
export const undoable = (imported: ImportResponse, now: number) =>
  imported.status !== "undone" && now < new Date(imported.undoUntil).getTime();

function undoMessage({ created, updated }: ImportResponse): string {
  const deletes = `This deletes the ${counted(created, "client")} this import created.`;
  if (updated === 0) return deletes;
  return `${deletes} It also puts back the earlier details of the ${counted(updated, "client")} it updated.`;
}

/** Undo import, asked first: the whole import is taken back in one go. */
export function UndoImportButton({
  imported,
  small = false,
  onUndone,
}: {
  imported: ImportResponse;
  small?: boolean;
  onUndone?(undone: ImportResponse): void;
}) {
  const [confirming, setConfirming] = useState(false);
  const undo = useApiMutation(undoImport, UNDO_REFRESHES);
  const confirmUndo = () =>
    undo.mutate(imported.id, {
      onSuccess: (result) => {
        setConfirming(false);
        onUndone?.(result);
      },
    });
  return (
    <>
      <button
        type="button"
        className={`btn btn-outline btn-error ${small ? "btn-xs" : ""}`}
        aria-label={small ? `Undo import of ${imported.fileName}` : undefined}
        onClick={() => setConfirming(true)}
      >
        <Undo2 className={small ? "size-3" : "size-4"} aria-hidden="true" />
        Undo import
      </button>
      <ConfirmDialog
        open={confirming}
        title="Undo import"
        message={undoMessage(imported)}
        confirmLabel="Undo import"
        busyLabel="Undoing..."
        busy={undo.isPending}
        error={undo.error?.message}
        onConfirm={confirmUndo}
        onClose={() => {
          setConfirming(false);
          undo.reset();
        }}
      />
    </>
  );
}
