import { useState, type FormEvent, type KeyboardEvent } from "react";
import { Paperclip, SendHorizontal } from "lucide-react";
import { PendingAttachments } from "./AttachmentList";
import type { AttachmentPicker } from "./useAttachmentPicker";

/** The message box: Enter sends, Shift+Enter starts a new line. */
export function Composer({
  ready,
  sending,
  picker,
  onSend,
}: {
  /** A thread is open to send into. */
  ready: boolean;
  sending: boolean;
  picker: AttachmentPicker;
  onSend(content: string, attachments: ReturnType<AttachmentPicker["take"]>): Promise<boolean>;
}) {
  const [text, setText] = useState("");
  const hasContent = text.trim() !== "" || picker.pending.length > 0;
  const canSend = hasContent && ready && !sending && !picker.uploading;

  const submit = async () => {
    if (!canSend) return;
    const content = text.trim();
    const attachments = picker.take();
    setText("");
    const saved = await onSend(content, attachments);
    if (!saved) {
      // Nothing was stored: the draft comes back rather than being lost.
      setText((current) => current || content);
      picker.restore(attachments);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form onSubmit={onSubmit} className="border-t border-base-300 bg-base-100 p-3 sm:p-4">
      <PendingAttachments
        files={picker.pending}
        uploadingNames={picker.uploadingNames}
        onRemove={picker.remove}
      />
      <div className="flex items-end gap-2 rounded-box border border-base-300 bg-base-100 p-1.5 focus-within:border-primary/60 focus-within:ring-2 focus-within:ring-primary/15">
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square text-base-content/70"
          aria-label="Attach file"
          title="Attach file"
          disabled={!ready || picker.uploading}
          onClick={picker.open}
        >
          <Paperclip className="size-4" aria-hidden="true" />
        </button>
        <textarea
          className="max-h-40 min-h-9 flex-1 resize-none bg-transparent px-1 py-1.5 text-sm leading-6 outline-none [field-sizing:content] disabled:cursor-not-allowed"
          placeholder="Type your message..."
          aria-label="Message"
          rows={1}
          value={text}
          disabled={!ready}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className="btn btn-primary btn-sm btn-square"
          aria-label="Send message"
          title="Send message"
          disabled={!canSend}
        >
          {sending ? (
            <span className="loading loading-spinner loading-xs" aria-hidden="true" />
          ) : (
            <SendHorizontal className="size-4" aria-hidden="true" />
          )}
        </button>
      </div>
    </form>
  );
}
