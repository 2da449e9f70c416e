import { useRef, useState, type ChangeEvent } from "react";
import { useToast } from "../../components/toastContext";
import { ApiError } from "../../lib/api";
import { ATTACHMENT_ACCEPT, attachmentProblem } from "../../lib/attachments";
import type { StoredFile } from "../../lib/types";
import { UPLOAD_FAILED, useUploadAttachment } from "./chatQueries";

/**
 * One file per pick, checked for size and type before it is uploaded; uploaded
 * files wait here until the message that carries them is sent.
 */
export function useAttachmentPicker() {
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadAttachment();
  const [pending, setPending] = useState<StoredFile[]>([]);
  // Several picks may upload at once; each settles on its own.
  const [uploadingNames, setUploadingNames] = useState<string[]>([]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so picking the same file again still fires a change.
    event.target.value = "";
    if (!file) return;
    const problem = attachmentProblem(file);
    if (problem) {
      toast.notify(problem, "error");
      return;
    }
    setUploadingNames((current) => [...current, file.name]);
    upload
      .mutateAsync(file)
      .then((stored) => setPending((current) => [...current, stored]))
      .catch((error: unknown) =>
        toast.notify(error instanceof ApiError ? error.message : UPLOAD_FAILED, "error"),
      )
      .finally(() =>
        setUploadingNames((current) => {
          const index = current.indexOf(file.name);
          return index < 0 ? current : [...current.slice(0, index), ...current.slice(index + 1)];
        }),
      );
  };

  return {
    inputProps: {
      ref: inputRef,
      type: "file" as const,
      accept: ATTACHMENT_ACCEPT,
      className: "hidden",
      "data-testid": "chat-file-input",
      "aria-label": "Attach a file",
      tabIndex: -1,
      onChange,
    },
    open: () => inputRef.current?.click(),
    pending,
    uploading: uploadingNames.length > 0,
    uploadingNames,
    remove: (id: string) => setPending((current) => current.filter((file) => file.id !== id)),
    take: () => {
      const taken = pending;
      setPending([]);
      return taken;
    },
    restore: (files: StoredFile[]) => setPending((current) => [...files, ...current]),
  };
}

export type AttachmentPicker = ReturnType<typeof useAttachmentPicker>;
