import { memo, useEffect, useState } from "react";
import { Bot, Check, Copy } from "lucide-react";
import { RoundIcon } from "../../components/RoundIcon";
import { Avatar } from "../../components/Avatar";
import { useToast } from "../../components/toastContext";
import { formatTime } from "../../lib/format";
import { AttachmentList } from "./AttachmentList";
import type { ChatMessage } from "./chatTypes";
import { MessageMarkdown } from "./MessageMarkdown";

export const COPY_CONFIRMATION_MS = 2000;
export const ASSISTANT_NAME = "AI Assistant";

/** The message text, then 'Attachments:' and the file names, one per line. */
export function copyTextOf(message: Pick<ChatMessage, "content" | "attachments">): string {
  if (message.attachments.length === 0) return message.content;
  const names = message.attachments.map((file) => file.originalName).join("\n");
  return [message.content, `Attachments:\n${names}`].filter(Boolean).join("\n\n");
}

function CopyButton({ message }: { message: ChatMessage }) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(copyTextOf(message));
      setCopied(true);
    } catch {
      toast.notify("Could not copy the message", "error");
    }
  };

  return (
    <button
      type="button"
      className={`btn btn-ghost btn-xs btn-square bg-base-100 shadow-sm transition-opacity focus-visible:opacity-100 group-hover:opacity-100 pointer-coarse:opacity-100 ${copied ? "opacity-100" : "opacity-0"}`}
      aria-label={copied ? "Copied" : "Copy message"}
      title={copied ? "Copied" : "Copy message"}
      onClick={() => void copy()}
    >
      {copied ? (
        <Check className="size-3.5 text-success" aria-hidden="true" data-testid="copy-done-icon" />
      ) : (
        <Copy className="size-3.5" aria-hidden="true" />
      )}
    </button>
  );
}

/**
 * Memoised: each streamed chunk re-renders the conversation, and the messages
 * already in it (the same objects from the query cache) need not draw again.
 */
export const MessageBubble = memo(function MessageBubble({ message }: { message: ChatMessage }) {
  const mine = message.role === "user";
  const sender = mine ? (message.user?.name ?? "You") : ASSISTANT_NAME;
  return (
    <li
      className={`group flex items-end gap-2.5 ${mine ? "flex-row-reverse" : ""}`}
      data-testid="chat-message"
      data-role={message.role}
    >
      {mine ? (
        <Avatar name={sender} src={message.user?.avatarUrl} size="sm" />
      ) : (
        <RoundIcon icon={Bot} tone="bg-primary/10 text-primary" />
      )}
      <div className={`flex max-w-[70%] min-w-0 flex-col ${mine ? "items-end" : "items-start"}`}>
        <div
          className={`mb-1 flex items-center gap-2 text-xs text-base-content/60 ${mine ? "flex-row-reverse" : ""}`}
        >
          <span className="font-semibold text-base-content/80">{sender}</span>
          <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
        </div>
        <div className={`relative flex items-start gap-1.5 ${mine ? "flex-row-reverse" : ""}`}>
          <div
            className={`min-w-0 rounded-2xl px-4 py-2.5 text-sm leading-relaxed shadow-sm ${
              mine
                ? "rounded-br-md bg-primary text-primary-content"
                : "rounded-bl-md border border-base-300 bg-base-100"
            }`}
          >
            {message.content &&
              (mine ? (
                <p className="break-words whitespace-pre-wrap">{message.content}</p>
              ) : (
                <MessageMarkdown text={message.content} />
              ))}
            <AttachmentList files={message.attachments} tone={mine ? "user" : "assistant"} />
          </div>
          <CopyButton message={message} />
        </div>
      </div>
    </li>
  );
});

/** The reply as it streams in; the dots show the AI is still writing. */
export function StreamingBubble({ text }: { text: string }) {
  return (
    <li className="flex items-end gap-2.5" data-testid="streaming-reply" aria-busy="true">
      <RoundIcon icon={Bot} tone="bg-primary/10 text-primary" />
      <div className="flex max-w-[70%] min-w-0 flex-col items-start">
        <div className="mb-1 text-xs font-semibold text-base-content/80">{ASSISTANT_NAME}</div>
        <div className="rounded-2xl rounded-bl-md border border-base-300 bg-base-100 px-4 py-2.5 text-sm leading-relaxed shadow-sm">
          {text && <MessageMarkdown text={text} />}
          <TypingIndicator />
        </div>
      </div>
    </li>
  );
}

export function TypingIndicator() {
  return (
    <span
      className="mt-1 inline-flex items-center gap-1 py-1"
      role="status"
      aria-label="AI is typing"
    >
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="size-1.5 animate-bounce rounded-full bg-base-content/40"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}
