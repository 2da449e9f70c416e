import { useEffect, useRef } from "react";
import { MessageSquare, MessagesSquare, Paperclip } from "lucide-react";
import { AiStatusBadge } from "../../components/AiStatusBadge";
import { Avatar } from "../../components/Avatar";
import type { ChatPartner } from "./chatTypes";
import { useThreadMessages } from "./chatQueries";
import { Composer } from "./Composer";
import { MessageBubble, StreamingBubble } from "./MessageBubble";
import { useAttachmentPicker } from "./useAttachmentPicker";
import { useChatSender } from "./useChatSender";

function EmptyState({ title, detail }: { title: string; detail?: string }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <MessagesSquare className="size-7" aria-hidden="true" />
      </span>
      <p className="font-semibold text-base-content/80">{title}</p>
      {detail && <p className="max-w-xs text-sm text-base-content/60">{detail}</p>}
    </div>
  );
}

function ConversationHeader({
  client,
  canAttach,
  onAttach,
}: {
  client: ChatPartner | null;
  canAttach: boolean;
  onAttach(): void;
}) {
  return (
    <header className="flex items-center gap-3 border-b border-base-300 px-4 py-3">
      {client ? (
        <Avatar name={client.name} size="md" />
      ) : (
        <span className="flex size-10 items-center justify-center rounded-full bg-base-200 text-base-content/60">
          <MessageSquare className="size-5" aria-hidden="true" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold">
          {client ? `Chat with ${client.name}` : "New Chat"}
        </h2>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="flex items-center gap-1.5 text-xs font-medium text-success">
            <span className="status status-success" aria-hidden="true" />
            AI Assistant Online
          </p>
          <AiStatusBadge />
        </div>
      </div>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        disabled={!canAttach}
        onClick={onAttach}
      >
        <Paperclip className="size-4" aria-hidden="true" />
        Attach
      </button>
    </header>
  );
}

/** The centre column: the open thread's messages and the box to write the next one. */
export function Conversation({
  client,
  threadId,
  preparing,
}: {
  client: ChatPartner | null;
  threadId: string | null;
  /** The thread is still being found or created. */
  preparing: boolean;
}) {
  const thread = useThreadMessages(threadId);
  const sender = useChatSender(threadId, client);
  const picker = useAttachmentPicker();
  const scrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  // Follows new messages while the rep is at the bottom, not while they read back.
  const atBottom = useRef(true);
  const messages = thread.data?.messages ?? [];
  const ready = client !== null && threadId !== null && thread.isSuccess;
  const hasMessages = messages.length > 0;

  useEffect(() => {
    const scroller = scrollRef.current;
    if (scroller && atBottom.current) scroller.scrollTop = scroller.scrollHeight;
  }, [messages.length, sender.streamingReply, threadId]);

  // Images and long replies grow the list after it is drawn; stay at the bottom as they do.
  useEffect(() => {
    const scroller = scrollRef.current;
    const list = listRef.current;
    if (!scroller || !list || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) scroller.scrollTop = scroller.scrollHeight;
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [thread.isSuccess, hasMessages]);

  let body;
  if (preparing || (client && threadId !== null && thread.isPending)) {
    body = (
      <div className="flex flex-1 items-center justify-center" aria-busy="true">
        <span
          className="loading loading-dots loading-md text-primary"
          aria-label="Loading conversation"
        />
      </div>
    );
  } else if (!client) {
    body = (
      <EmptyState
        title="Select a client to start chatting"
        detail="Choose a client from the sidebar to begin an AI-powered conversation"
      />
    );
  } else if (thread.isError) {
    body = (
      <div className="flex flex-1 items-center justify-center p-8">
        <p role="alert" className="text-sm text-error">
          Error: {thread.error.message}
        </p>
      </div>
    );
  } else if (messages.length === 0 && sender.streamingReply === null) {
    body = <EmptyState title="Start a conversation with your client..." />;
  } else {
    body = (
      <div
        ref={scrollRef}
        className="flex-1 overflow-y-auto px-3 py-4 sm:px-5"
        onScroll={(event) => {
          const { scrollHeight, scrollTop, clientHeight } = event.currentTarget;
          atBottom.current = scrollHeight - scrollTop - clientHeight < 80;
        }}
      >
        {/* The live region wraps the list: role="log" on the <ol> itself would hide its list role from its <li>s. */}
        <div role="log" aria-label="Messages" aria-live="polite">
          <ol ref={listRef} className="flex flex-col gap-4">
            {messages.map((message) => (
              <MessageBubble key={message.id} message={message} />
            ))}
            {sender.streamingReply !== null && <StreamingBubble text={sender.streamingReply} />}
          </ol>
        </div>
      </div>
    );
  }

  return (
    <section className="flex h-full min-h-0 flex-col bg-base-100" aria-label="Conversation">
      <input {...picker.inputProps} />
      <ConversationHeader
        client={client}
        canAttach={ready && !picker.uploading}
        onAttach={picker.open}
      />
      {body}
      {client && (
        <Composer
          ready={ready}
          sending={sender.sending}
          picker={picker}
          onSend={(content, attachments) => {
            atBottom.current = true;
            return sender.send(content, attachments);
          }}
        />
      )}
    </section>
  );
}
