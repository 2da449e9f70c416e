import { useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useInvalidate } from "../../hooks/useApiMutation";
import { api } from "../../lib/api";
import { queryKeys } from "../../lib/queryKeys";
import type { StoredFile } from "../../lib/types";
import { CHAT_CLIENT_VIEWS } from "./chatQueries";
import type { ChatMessage, ChatPartner, ChatStreamEvent, ThreadWithMessages } from "./chatTypes";

export const STREAM_ERROR_REPLY =
  "Sorry, I encountered an error processing your request. Please try again.";

/**
 * The spec's send flow (section 4): save the rep's message, stream the AI's
 * reply into view, save the whole reply once it is complete, then refresh the
 * analysis it changed. A failed stream leaves an apology in the conversation.
 */
export function useChatSender(threadId: string | null, client: ChatPartner | null) {
  const queryClient = useQueryClient();
  const invalidateChatClientViews = useInvalidate(CHAT_CLIENT_VIEWS);
  const [sending, setSending] = useState(false);
  const [streamingReply, setStreamingReply] = useState<string | null>(null);
  const localCount = useRef(0);

  const append = (id: string, message: ChatMessage) =>
    queryClient.setQueryData<ThreadWithMessages>(queryKeys.chat.thread(id), (current) =>
      current ? { ...current, messages: [...current.messages, message] } : current,
    );

  const localReply = (content: string): ChatMessage => ({
    id: `local-${++localCount.current}`,
    role: "assistant",
    content,
    createdAt: new Date().toISOString(),
    userId: null,
    user: null,
    attachments: [],
    localOnly: true,
  });

  /**
   * The new messages came after the thread was last read; reading it again
   * first keeps the open conversation from showing as unread in the list.
   */
  const refreshLists = async (id: string) => {
    await api.get(`/api/chat-threads/threads/${id}/messages`).catch(() => undefined);
    await invalidateChatClientViews();
  };

  /** Resolves false when the rep's message could not be saved, so the draft can be given back. */
  async function send(content: string, attachments: StoredFile[]): Promise<boolean> {
    if (!threadId || !client || sending) return false;
    const attachmentIds = attachments.map((file) => file.id);
    setSending(true);
    try {
      try {
        const saved = await api.post<ChatMessage>(
          `/api/chat-threads/threads/${threadId}/messages`,
          {
            content,
            role: "user",
            attachments: attachmentIds,
          },
        );
        append(threadId, saved);
      } catch (error) {
        console.error("could not save the message", error);
        return false;
      }

      setStreamingReply("");
      let reply = "";
      let completed = false;
      try {
        for await (const event of api.stream<ChatStreamEvent>("/api/chat/stream", {
          message: content,
          clientId: client.id,
          context: `Chat thread with ${client.name}`,
          attachments: attachmentIds,
          threadId,
        })) {
          if (event.type === "chunk" && typeof event.content === "string") {
            reply += event.content;
            setStreamingReply(reply);
          } else if (event.type === "complete") {
            completed = true;
            break;
          } else if (event.type === "error") {
            console.error("the AI reply failed", event.error);
            break;
          }
        }
      } catch (error) {
        console.error("the AI reply failed", error);
      }

      if (!completed || reply.trim() === "") {
        append(threadId, localReply(STREAM_ERROR_REPLY));
      } else {
        try {
          const saved = await api.post<ChatMessage>(
            `/api/chat-threads/threads/${threadId}/messages/ai-response`,
            { content: reply },
          );
          append(threadId, saved);
        } catch (error) {
          // The reply was read; it stays on screen even though it was not stored.
          console.error("could not save the AI reply", error);
          append(threadId, localReply(reply));
        }
      }
      setStreamingReply(null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.insights.client(client.id) });
      void refreshLists(threadId);
      return true;
    } finally {
      setStreamingReply(null);
      setSending(false);
    }
  }

  return { send, sending, streamingReply };
}
