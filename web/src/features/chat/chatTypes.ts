import type { z } from "zod";
import type {
  chatClientResponse,
  chatMessageResponse,
  chatThreadResponse,
  threadWithMessagesResponse,
} from "@contract";

export type { ChatStreamEvent } from "@contract";

/** A client on the chat side: the client row plus its conversation's latest state. */
export type ChatClient = z.output<typeof chatClientResponse>;

export type ChatMessage = z.output<typeof chatMessageResponse> & {
  /** Shown but never saved (the stream's error reply). */
  localOnly?: boolean;
};

export type ChatThread = z.output<typeof chatThreadResponse>;

export type ThreadWithMessages = z.output<typeof threadWithMessagesResponse>;

/** Who the conversation is with, whichever of the list or the thread told us first. */
export interface ChatPartner {
  id: string;
  name: string;
}

/** What a quick-action dialog about the chat's client takes. */
export interface ClientDialogProps {
  client: ChatPartner;
  open: boolean;
  onClose(): void;
}
